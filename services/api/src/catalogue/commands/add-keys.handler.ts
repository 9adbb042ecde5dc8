import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore, lockStreams } from '@keyledger/event-store';
import { decideListing } from '../domain/listing.decider.js';
import { listingStreamId } from '../domain/listing.events.js';
import { KeyVault } from '../key-vault/key-vault.js';
import { AddKeysCommand, type AddKeysResult } from './add-keys.command.js';
import { toListingHttpError } from './listing-errors.js';
import { appendTo, readListing } from './listing-stream.js';

/** Stores the keys encrypted in the vault and appends KeysAdded with their ids, all in one transaction. */
@CommandHandler(AddKeysCommand)
export class AddKeysHandler implements ICommandHandler<AddKeysCommand, AddKeysResult> {
  constructor(
    private readonly store: EventStore,
    private readonly vault: KeyVault,
  ) {}

  async execute(command: AddKeysCommand): Promise<AddKeysResult> {
    try {
      const result = await this.store.transaction(async (tx) => {
        await lockStreams(tx, [listingStreamId(command.gameId)]);
        const listing = await readListing(this.store, tx, command.gameId);
        // Stored first to get their ids; a refusal below rolls them back with the transaction.
        const keyIds = await this.vault.store(tx, command.gameId, command.keys);
        const events = decideListing({ type: 'AddKeys', gameId: command.gameId, keyIds }, listing.state);
        return this.store.append(appendTo(listing, events), { tx, metadata: { actor: command.actor } });
      });
      this.store.notifyAppended(result);
      return { gameId: command.gameId, keysAdded: command.keys.length, position: result.lastPosition };
    } catch (error) {
      throw toListingHttpError(error);
    }
  }
}
