import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore, lockStreams } from '@keyledger/event-store';
import { GameDatabase } from '../../game-database/index.js';
import { decideListing, foldListing } from '../domain/listing.decider.js';
import { listingStreamId, type ListingEvent } from '../domain/listing.events.js';
import { KeyVault } from '../key-vault/key-vault.js';
import { gameSnapshot } from './game-snapshot.js';
import { ListGameCommand, type ListGameResult } from './list-game.command.js';
import { toListingHttpError } from './listing-errors.js';

/**
 * Lists a game: in one transaction the game's stream is locked, its keys go into the vault
 * (all or none; duplicates anywhere in the store refuse the whole upload) and GameListed and
 * KeysAdded are appended with the key ids. A refusal at any step leaves nothing behind.
 */
@CommandHandler(ListGameCommand)
export class ListGameHandler implements ICommandHandler<ListGameCommand, ListGameResult> {
  constructor(
    private readonly store: EventStore,
    private readonly vault: KeyVault,
    private readonly games: GameDatabase,
  ) {}

  async execute(command: ListGameCommand): Promise<ListGameResult> {
    const streamId = listingStreamId(command.gameId);
    try {
      const game = await gameSnapshot(this.games, command.gameId);
      const result = await this.store.transaction(async (tx) => {
        await lockStreams(tx, [streamId]);
        const { events, currentVersion } = await this.store.readStream(streamId, { tx });
        const state = foldListing(events as unknown as ListingEvent[]);
        // The keys go in first to get their ids; any refusal below rolls them back with the rest.
        const keyIds = await this.vault.store(tx, command.gameId, command.keys);
        const decided = decideListing({ type: 'ListGame', gameId: command.gameId, priceCents: command.priceCents, keyIds, game }, state);
        return this.store.append({ streamId, expectedVersion: currentVersion, events: decided }, { tx, metadata: { actor: command.actor } });
      });
      this.store.notifyAppended(result);
      return { gameId: command.gameId, keysAdded: command.keys.length, position: result.lastPosition };
    } catch (error) {
      throw toListingHttpError(error);
    }
  }
}
