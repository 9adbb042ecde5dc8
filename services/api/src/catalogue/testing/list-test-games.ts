import type { INestApplication } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EventStore, logEndPosition } from '@keyledger/event-store';
import { ProjectionsService } from '../../projections/projections.service.js';
import { ChangeListingCommand } from '../commands/change-listing.command.js';
import { ListGameCommand } from '../commands/list-game.command.js';
import { CATALOGUE_PROJECTION } from '../projections/catalogue.projection.js';
import { MAX_STALE_MS } from '../queries/catalogue-answer-cache.js';

export const TEST_ADMIN = { id: 'test-admin', role: 'admin' };

export interface TestListing {
  gameId: number;
  priceCents: number;
  discountPercent?: number;
  keys?: number;
}

/**
 * Lists games through the real command bus, then waits until the catalogue projection has
 * applied everything written so far, so reads see them.
 */
export async function listTestGames(app: INestApplication, listings: readonly TestListing[]): Promise<void> {
  const commands = app.get(CommandBus);
  for (const listing of listings) {
    const keys = Array.from({ length: listing.keys ?? 3 }, (_, i) => `TEST-${listing.gameId}-${i}-${Math.random().toString(36).slice(2, 10)}`);
    await commands.execute(new ListGameCommand(listing.gameId, listing.priceCents, keys, TEST_ADMIN));
    if (listing.discountPercent) {
      await commands.execute(new ChangeListingCommand({ type: 'SetDiscount', gameId: listing.gameId, discountPercent: listing.discountPercent }, TEST_ADMIN));
    }
  }
  await catalogueCaughtUp(app);
}

/** Waits until the catalogue projection has applied every event in the log, and the store answers show it. */
export async function catalogueCaughtUp(app: INestApplication): Promise<void> {
  const store = app.get(EventStore);
  const position = await logEndPosition(store.pool);
  if (position === 0) return;
  const caughtUp = await app.get(ProjectionsService).runner(CATALOGUE_PROJECTION).waitForPosition(position, 20_000);
  if (!caughtUp) throw new Error(`The catalogue projection did not reach position ${position}`);
  // The store's answers may be kept up to MAX_STALE_MS while the catalogue moves: once that has
  // passed, none begun before the catch-up is given any more, and every read shows the read model.
  await new Promise((resolve) => setTimeout(resolve, MAX_STALE_MS));
}
