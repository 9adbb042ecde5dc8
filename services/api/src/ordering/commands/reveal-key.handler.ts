import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore, lockStreams } from '@keyledger/event-store';
import { ConflictError, ForbiddenError, NotFoundError } from '../../common/app-errors.js';
import { KeyVault } from '../../catalogue/key-vault/key-vault.js';
import { foldOrder } from '../../refunds/domain/order-refunds.js';
import { orderStreamId, type KeyRevealed, type OrderEvent } from '../domain/order.events.js';
import { RevealKeyCommand, type RevealedKey } from './reveal-key.command.js';

/**
 * Answers a key's text to the shopper who bought it and records KeyRevealed on the order the
 * first time. Anyone else gets 403; the text is never logged. A refunded or replaced key is void:
 * its text is not handed out any more (a replacement key is revealed like a delivered one).
 */
@CommandHandler(RevealKeyCommand)
export class RevealKeyHandler implements ICommandHandler<RevealKeyCommand, RevealedKey> {
  constructor(
    private readonly store: EventStore,
    private readonly vault: KeyVault,
  ) {}

  async execute({ keyId, actor }: RevealKeyCommand): Promise<RevealedKey> {
    const sold = await this.store.pool.query<{ order_id: string | null; game_id: number }>('SELECT order_id, game_id FROM game_keys WHERE id = $1', [keyId]);
    const orderId = sold.rows[0]?.order_id;
    if (!orderId) throw new NotFoundError('Key not found');
    const outcome = await this.store.transaction(async (tx) => {
      await lockStreams(tx, [orderStreamId(orderId)]);
      const { events, currentVersion } = await this.store.readStream(orderStreamId(orderId), { tx });
      const history = events as unknown as OrderEvent[];
      const placed = history.find((event) => event.type === 'OrderPlaced');
      if (!placed) throw new NotFoundError('Key not found');
      if (placed.data.userId !== actor.id) throw new ForbiddenError('You can only reveal your own keys');
      const owned = foldOrder(history).keys.get(keyId);
      if (!owned) throw new NotFoundError('Key not found');
      if (owned.standing === 'refunded') throw new ConflictError('This key was refunded and no longer works');
      if (owned.standing === 'replaced') throw new ConflictError('This key was replaced; reveal its replacement instead');
      const alreadyRevealed = history.some((event) => event.type === 'KeyRevealed' && event.data.keyId === keyId);
      const key = (await this.vault.reveal(keyId, tx))!;
      if (alreadyRevealed) return { key, gameId: owned.gameId, append: null };
      const revealed: KeyRevealed = { type: 'KeyRevealed', data: { orderId, userId: actor.id, gameId: owned.gameId, keyId } };
      const append = await this.store.append({ streamId: orderStreamId(orderId), expectedVersion: currentVersion, events: [revealed] }, { tx, metadata: { actor } });
      return { key, gameId: owned.gameId, append };
    });
    if (outcome.append) this.store.notifyAppended(outcome.append);
    return { keyId, orderId, gameId: outcome.gameId, key: outcome.key, firstReveal: outcome.append !== null, position: outcome.append?.lastPosition ?? null };
  }
}
