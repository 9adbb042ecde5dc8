import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore, lockStreams, type NewEvent } from '@keyledger/event-store';
import { decideCreatePromo, decideDeletePromo, foldPromo, promoStreamId, type PromoEvent } from '../domain/promo.js';
import { CreatePromoCommand, DeletePromoCommand } from './promo-commands.js';
import { toPromoHttpError } from './promo-errors.js';

async function changePromo(store: EventStore, code: string, actor: CreatePromoCommand['actor'], decide: (events: PromoEvent[]) => NewEvent[]): Promise<number> {
  const streamId = promoStreamId(code);
  try {
    const result = await store.transaction(async (tx) => {
      await lockStreams(tx, [streamId]);
      const { events, currentVersion } = await store.readStream(streamId, { tx });
      return store.append({ streamId, expectedVersion: currentVersion, events: decide(events as unknown as PromoEvent[]) }, { tx, metadata: { actor } });
    });
    store.notifyAppended(result);
    return result.lastPosition;
  } catch (error) {
    throw toPromoHttpError(error);
  }
}

/** PromoCreated on `promo-{CODE}`; a code that exists is refused. */
@CommandHandler(CreatePromoCommand)
export class CreatePromoHandler implements ICommandHandler<CreatePromoCommand, number> {
  constructor(private readonly store: EventStore) {}

  execute({ terms, actor, acceptedAt }: CreatePromoCommand): Promise<number> {
    return changePromo(this.store, terms.code, actor, (events) => decideCreatePromo(foldPromo(events), terms, acceptedAt) as NewEvent[]);
  }
}

/** PromoDeleted: the code stops applying (its redemptions stay in the log). */
@CommandHandler(DeletePromoCommand)
export class DeletePromoHandler implements ICommandHandler<DeletePromoCommand, number> {
  constructor(private readonly store: EventStore) {}

  execute({ code, actor }: DeletePromoCommand): Promise<number> {
    return changePromo(this.store, code, actor, (events) => decideDeletePromo(foldPromo(events), code) as NewEvent[]);
  }
}
