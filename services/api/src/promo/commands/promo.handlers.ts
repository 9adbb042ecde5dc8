import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore, lockStreams, type NewEvent } from '@keyledger/event-store';
import { decideCreatePromo, decideDeletePromo, foldPromo, promoStreamId, type PromoEvent } from '../domain/promo.js';
import { CreatePromoCommand, DeletePromoCommand } from './promo-commands.js';
import { toPromoHttpError } from './promo-errors.js';
import { deterministicUuid } from '../../common/ids/deterministic-uuid.js';

/**
 * Decides on the code's stream with it locked, and appends. With an Idempotency-Key the events'
 * ids come from it: a command that already committed under the key is found, not done again.
 */
export async function changePromo(
  store: EventStore,
  code: string,
  actor: CreatePromoCommand['actor'],
  decide: (events: PromoEvent[]) => NewEvent[],
  idempotencyKey?: string,
): Promise<number> {
  const streamId = promoStreamId(code);
  try {
    const result = await store.transaction(async (tx) => {
      await lockStreams(tx, [streamId]);
      const { events, currentVersion } = await store.readStream(streamId, { tx });
      const firstId = idempotencyKey ? deterministicUuid('promo-change', code, idempotencyKey) : undefined;
      const done = firstId ? events.find((event) => event.eventId === firstId) : undefined;
      if (done) return { replayed: true as const, lastPosition: done.globalPosition };
      const decided = decide(events as unknown as PromoEvent[]).map((event, i) => (firstId ? { ...event, eventId: i === 0 ? firstId : deterministicUuid('promo-change', code, idempotencyKey!, String(i)) } : event));
      return store.append({ streamId, expectedVersion: currentVersion, events: decided }, { tx, metadata: { actor } });
    });
    if (!('replayed' in result)) store.notifyAppended(result);
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
