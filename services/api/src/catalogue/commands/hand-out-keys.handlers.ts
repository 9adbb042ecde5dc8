import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore, lockStreams } from '@keyledger/event-store';
import { decideListing } from '../domain/listing.decider.js';
import { listingStreamId } from '../domain/listing.events.js';
import { KeyVault } from '../key-vault/key-vault.js';
import { ExportKeysCommand, ShowKeyCommand, type ExportedKeys, type ShownKey } from './hand-out-keys.command.js';
import { toListingHttpError } from './listing-errors.js';
import { appendTo, readListing } from './listing-stream.js';

/**
 * The game's unsold keys in clear, for an admin's download, and KeysExported with their count in
 * the same transaction, under the game's lock: the record says exactly how many left the vault.
 * The keys are never logged; the event carries only the count.
 */
@CommandHandler(ExportKeysCommand)
export class ExportKeysHandler implements ICommandHandler<ExportKeysCommand, ExportedKeys> {
  constructor(
    private readonly store: EventStore,
    private readonly vault: KeyVault,
  ) {}

  async execute({ gameId, actor }: ExportKeysCommand): Promise<ExportedKeys> {
    try {
      const { keys, result } = await this.store.transaction(async (tx) => {
        await lockStreams(tx, [listingStreamId(gameId)]);
        const listing = await readListing(this.store, tx, gameId);
        const keys = await this.vault.unsoldKeys(tx, gameId);
        const events = decideListing({ type: 'ExportKeys', gameId, count: keys.length }, listing.state);
        return { keys, result: await this.store.append(appendTo(listing, events), { tx, metadata: { actor } }) };
      });
      this.store.notifyAppended(result);
      return { keys, position: result.lastPosition };
    } catch (error) {
      throw toListingHttpError(error);
    }
  }
}

/** One key's text for an admin, and KeyShownToAdmin, in one transaction; a void (refunded or replaced) key is refused with 409. */
@CommandHandler(ShowKeyCommand)
export class ShowKeyHandler implements ICommandHandler<ShowKeyCommand, ShownKey> {
  constructor(
    private readonly store: EventStore,
    private readonly vault: KeyVault,
  ) {}

  async execute({ gameId, keyId, actor }: ShowKeyCommand): Promise<ShownKey> {
    try {
      const { key, result } = await this.store.transaction(async (tx) => {
        await lockStreams(tx, [listingStreamId(gameId)]);
        const listing = await readListing(this.store, tx, gameId);
        const events = decideListing({ type: 'ShowKey', gameId, keyId }, listing.state);
        const key = (await this.vault.revealUnlessVoid(keyId, tx))!;
        return { key, result: await this.store.append(appendTo(listing, events), { tx, metadata: { actor } }) };
      });
      this.store.notifyAppended(result);
      return { keyId, key, position: result.lastPosition };
    } catch (error) {
      throw toListingHttpError(error);
    }
  }
}
