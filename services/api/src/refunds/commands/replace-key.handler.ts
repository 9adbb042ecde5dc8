import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '@keyledger/event-store';
import { toListingHttpError } from '../../catalogue/commands/listing-errors.js';
import { readListing } from '../../catalogue/commands/listing-stream.js';
import { decideListing } from '../../catalogue/domain/listing.decider.js';
import { listingStreamId } from '../../catalogue/domain/listing.events.js';
import { KeyAllocator } from '../../catalogue/key-vault/key-allocator.js';
import { KeyVault } from '../../catalogue/key-vault/key-vault.js';
import { ConflictError } from '../../common/app-errors.js';
import { deterministicUuid } from '../../common/ids/deterministic-uuid.js';
import type { KeyReplaced } from '../../ordering/domain/order.events.js';
import { assertReplaceable, decideReplacement } from '../domain/order-refunds.js';
import { readOrder } from './order-read.js';
import { ReplaceKeyCommand, type ReplacementResult } from './refund-commands.js';
import { toRefundHttpError } from './refund-errors.js';
import { withEventId } from './with-event-id.js';

/**
 * Replaces one key by the game's next unsold key, in one transaction under the order's and the
 * game's locks (checkouts of the game take the same lock, so the key taken is nobody else's):
 * the new key sold to the order and the old one revoked in the vault, KeyReplaced on the order
 * with both ids, KeyVoided on the game. With no key left it answers 409 and changes nothing.
 */
@CommandHandler(ReplaceKeyCommand)
export class ReplaceKeyHandler implements ICommandHandler<ReplaceKeyCommand, ReplacementResult> {
  constructor(
    private readonly store: EventStore,
    private readonly vault: KeyVault,
    private readonly allocator: KeyAllocator,
  ) {}

  async execute(command: ReplaceKeyCommand): Promise<ReplacementResult> {
    const eventId = (stream: string) => (command.idempotencyKey ? deterministicUuid('replacement', command.orderId, command.idempotencyKey, stream) : undefined);
    try {
      const outcome = await this.store.lockedTransaction([`order-${command.orderId}`, listingStreamId(command.gameId)], async (tx) => {
        const read = await readOrder(this.store, command.orderId, tx);
        const ownId = eventId(read.streamId);
        if (ownId && read.byEventId.has(ownId)) {
          // Done before under this key (its answer was lost): answer it again from its event.
          const done = read.byEventId.get(ownId) as KeyReplaced;
          return { done: done.data, masked: (await this.vault.masked([done.data.newKeyId], tx)).get(done.data.newKeyId)!, position: 0 };
        }
        assertReplaceable(read.order, command.gameId, command.keyId);
        const listing = await readListing(this.store, tx, command.gameId);
        const pool = await this.allocator.unsold(tx, new Map([[command.gameId, 1]]));
        if (pool.available(command.gameId) === 0) {
          throw new ConflictError(`No key of ${listing.state.title || `game ${command.gameId}`} is left to replace this one`);
        }
        const [next] = pool.take(command.gameId, 1);
        const replaced = decideReplacement(read.order, { gameId: command.gameId, keyId: command.keyId, newKeyId: next!.id, reason: command.reason });
        const voided = decideListing({ type: 'VoidKey', gameId: command.gameId, keyId: command.keyId, orderId: command.orderId, because: 'replaced' }, listing.state);
        await this.allocator.markSold(tx, [{ keyId: next!.id, orderId: command.orderId }]);
        await this.vault.revoke(tx, [command.keyId]);
        const append = await this.store.append(
          [
            { streamId: read.streamId, expectedVersion: read.version, events: [withEventId(replaced, ownId)] },
            { streamId: listing.streamId, expectedVersion: listing.version, events: voided.map((e) => withEventId(e, eventId(listing.streamId))) },
          ],
          { tx, metadata: { actor: command.actor, reason: command.reason } },
        );
        return { done: replaced.data, masked: this.vault.maskedFrom([next!]).get(next!.id)!, position: append.lastPosition, append };
      });
      if ('append' in outcome && outcome.append) this.store.notifyAppended(outcome.append);
      return { orderId: outcome.done.orderId, oldKeyId: outcome.done.oldKeyId, newKey: { id: outcome.done.newKeyId, masked: outcome.masked }, position: outcome.position };
    } catch (error) {
      throw toRefundHttpError(toListingHttpError(error));
    }
  }
}
