import type { ListingCommand } from './listing.commands.js';
import type { KeysAdded, ListingEvent } from './listing.events.js';

export interface ListingState {
  listed: boolean;
  /** The game's name, from its GameListed snapshot. */
  title: string;
  priceCents: number;
  discountPercent: number;
  featured: boolean;
  keyIds: ReadonlySet<string>;
  /** Listed at least once: its keys may still be in the vault after it was unlisted. */
  everListed: boolean;
}

/** A command that does not fit the listing's state (409), names nothing there is (404) or carries bad values (400). */
export class ListingRuleError extends Error {
  constructor(
    message: string,
    readonly kind: 'invalid' | 'conflict' | 'not_found',
  ) {
    super(message);
    this.name = 'ListingRuleError';
  }
}

export const MAX_PRICE_CENTS = 100_000_00;

export const initialListingState = (): ListingState => ({ listed: false, title: '', priceCents: 0, discountPercent: 0, featured: false, keyIds: new Set(), everListed: false });

export function evolveListing(state: ListingState, event: ListingEvent): ListingState {
  switch (event.type) {
    case 'GameListed':
      return { ...state, listed: true, everListed: true, title: event.data.game.name, priceCents: event.data.priceCents, discountPercent: 0 };
    case 'KeysAdded':
      return { ...state, keyIds: new Set([...state.keyIds, ...event.data.keyIds]) };
    case 'PriceChanged':
      return { ...state, priceCents: event.data.priceCents };
    case 'DiscountSet':
      return { ...state, discountPercent: event.data.discountPercent };
    case 'GameFeatured':
      return { ...state, featured: true };
    case 'GameUnfeatured':
      return { ...state, featured: false };
    case 'GameUnlisted':
      return { ...state, listed: false, featured: false };
    case 'KeysExported':
    case 'KeyShownToAdmin':
    case 'KeyVoided':
      return state;
  }
}

/**
 * The listing's state after its events. The key ids go into one set as they come: evolving
 * KeysAdded by KeysAdded would copy a set of up to hundreds of thousands of ids once per event.
 */
export function foldListing(events: readonly ListingEvent[]): ListingState {
  const keyIds = new Set<string>();
  let state = initialListingState();
  for (const event of events) {
    if (event.type === 'KeysAdded') for (const id of event.data.keyIds) keyIds.add(id);
    else state = evolveListing(state, event);
  }
  return { ...state, keyIds };
}

function checkPrice(priceCents: number): void {
  if (!Number.isSafeInteger(priceCents) || priceCents <= 0 || priceCents > MAX_PRICE_CENTS) {
    throw new ListingRuleError('Price must be a positive amount of at most $100,000.00', 'invalid');
  }
}

function checkKeyIds(keyIds: readonly string[], state: ListingState): void {
  if (keyIds.length === 0) throw new ListingRuleError('At least one key is needed', 'invalid');
  if (new Set(keyIds).size !== keyIds.length || keyIds.some((id) => state.keyIds.has(id))) {
    throw new ListingRuleError('A key id appears twice', 'invalid');
  }
}

/**
 * Key ids one KeysAdded event names at most: a key id is about 40 bytes of JSON, so an event stays
 * far below the store's 256 KB limit however many keys an upload brings (split over several
 * events of one append: all or nothing as before).
 */
export const KEY_IDS_PER_EVENT = 2_000;

function keysAdded(gameId: number, keyIds: readonly string[]): KeysAdded[] {
  const events: KeysAdded[] = [];
  for (let start = 0; start < keyIds.length; start += KEY_IDS_PER_EVENT) {
    events.push({ type: 'KeysAdded', data: { gameId, keyIds: keyIds.slice(start, start + KEY_IDS_PER_EVENT) } });
  }
  return events;
}

function requireListed(state: ListingState): void {
  if (!state.listed) throw new ListingRuleError('This game is not in the store', 'conflict');
}

/** Pure: given the listing's state and a command, the events it produces, or a ListingRuleError. */
export function decideListing(command: ListingCommand, state: ListingState): ListingEvent[] {
  const { gameId } = command;
  switch (command.type) {
    case 'ListGame':
      if (state.listed) throw new ListingRuleError('This game is already in the store', 'conflict');
      checkPrice(command.priceCents);
      checkKeyIds(command.keyIds, state);
      return [
        { type: 'GameListed', data: { gameId, priceCents: command.priceCents, game: command.game } },
        ...keysAdded(gameId, command.keyIds),
      ];
    case 'AddKeys':
      requireListed(state);
      checkKeyIds(command.keyIds, state);
      return keysAdded(gameId, command.keyIds);
    case 'ChangePrice':
      requireListed(state);
      checkPrice(command.priceCents);
      if (command.priceCents === state.priceCents) return [];
      return [{ type: 'PriceChanged', data: { gameId, priceCents: command.priceCents, previousPriceCents: state.priceCents } }];
    case 'SetDiscount':
      requireListed(state);
      if (!Number.isInteger(command.discountPercent) || command.discountPercent < 0 || command.discountPercent > 100) {
        throw new ListingRuleError('Discount must be a whole percentage from 0 to 100', 'invalid');
      }
      if (command.discountPercent === state.discountPercent) return [];
      return [{ type: 'DiscountSet', data: { gameId, discountPercent: command.discountPercent } }];
    case 'FeatureGame':
      requireListed(state);
      if (state.featured) throw new ListingRuleError('Already Featured', 'conflict');
      return [{ type: 'GameFeatured', data: { gameId } }];
    case 'UnfeatureGame':
      return state.featured ? [{ type: 'GameUnfeatured', data: { gameId } }] : [];
    case 'UnlistGame':
      requireListed(state);
      return [...(state.featured ? [{ type: 'GameUnfeatured' as const, data: { gameId } }] : []), { type: 'GameUnlisted', data: { gameId } }];
    case 'ExportKeys':
      if (!state.everListed) throw new ListingRuleError('This game was never in the store', 'not_found');
      return [{ type: 'KeysExported', data: { gameId, count: command.count } }];
    case 'ShowKey':
      if (!state.keyIds.has(command.keyId)) throw new ListingRuleError('No such key for this game', 'not_found');
      return [{ type: 'KeyShownToAdmin', data: { gameId, keyId: command.keyId } }];
    case 'VoidKey':
      if (!state.keyIds.has(command.keyId)) throw new ListingRuleError('No such key for this game', 'not_found');
      return [{ type: 'KeyVoided', data: { gameId, keyId: command.keyId, orderId: command.orderId, because: command.because } }];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown listing command ${JSON.stringify(unknown)}`);
    }
  }
}
