import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ListingCommand } from './listing.commands.js';
import { decideListing, foldListing, KEY_IDS_PER_EVENT, ListingRuleError } from './listing.decider.js';
import type { ListingEvent } from './listing.events.js';
import type { ListedGameSnapshot } from './listed-game-snapshot.js';

const game: ListedGameSnapshot = { name: 'Cyber Punk', slug: 'cyber-punk', summary: 'Neon.', genreIds: [5], themeIds: [18], rating: 91, coverImageId: 'kl_c_7', hypes: 120, releaseDate: '2024-05-01', artworkIds: [70], artworkImageIds: ['kl_a_70'] };

const listed: ListingEvent[] = [
  { type: 'GameListed', data: { gameId: 7, priceCents: 5999, game } },
  { type: 'KeysAdded', data: { gameId: 7, keyIds: ['k1', 'k2'] } },
];

/** given events, when a command, then events (or an error of a kind). */
function given(events: ListingEvent[]) {
  return {
    when: (command: ListingCommand) => ({
      then: (expected: ListingEvent[]) => assert.deepEqual(decideListing(command, foldListing(events)), expected),
      thenRefused: (kind: 'invalid' | 'conflict' | 'not_found', message?: RegExp) =>
        assert.throws(
          () => decideListing(command, foldListing(events)),
          (error: unknown) => error instanceof ListingRuleError && error.kind === kind && (!message || message.test(error.message)),
        ),
    }),
  };
}

describe('store listing decider', () => {
  it('lists a game with its price and keys, once', () => {
    given([]).when({ type: 'ListGame', gameId: 7, priceCents: 5999, keyIds: ['k1', 'k2'], game }).then(listed);
    given(listed).when({ type: 'ListGame', gameId: 7, priceCents: 5999, keyIds: ['k3'], game }).thenRefused('conflict', /already in the store/);
  });

  it('refuses a listing without keys, with a bad price, or with a repeated key id', () => {
    given([]).when({ type: 'ListGame', gameId: 7, priceCents: 5999, keyIds: [], game }).thenRefused('invalid');
    for (const priceCents of [0, -100, 12.5, 100_000_01]) {
      given([]).when({ type: 'ListGame', gameId: 7, priceCents, keyIds: ['k1'], game }).thenRefused('invalid', /Price/);
    }
    given([]).when({ type: 'ListGame', gameId: 7, priceCents: 5999, keyIds: ['k1', 'k1'], game }).thenRefused('invalid');
  });

  it('adds keys to a listed game only, never the same key id twice', () => {
    given(listed).when({ type: 'AddKeys', gameId: 7, keyIds: ['k3'] }).then([{ type: 'KeysAdded', data: { gameId: 7, keyIds: ['k3'] } }]);
    given(listed).when({ type: 'AddKeys', gameId: 7, keyIds: ['k2'] }).thenRefused('invalid');
    given([]).when({ type: 'AddKeys', gameId: 7, keyIds: ['k3'] }).thenRefused('conflict', /not in the store/);
  });

  it('names at most KEY_IDS_PER_EVENT key ids per KeysAdded, so a large upload fits the event size limit', () => {
    // Key ids are uuids in the store: 36 characters each.
    const ids = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-${String(from + i).padStart(12, '0')}`);
    const upload = ids(2 * KEY_IDS_PER_EVENT + 1, 100);
    const added = decideListing({ type: 'AddKeys', gameId: 7, keyIds: upload }, foldListing(listed));
    assert.deepEqual(added.map((e) => (e.type === 'KeysAdded' ? e.data.keyIds.length : -1)), [KEY_IDS_PER_EVENT, KEY_IDS_PER_EVENT, 1]);
    assert.deepEqual(added.flatMap((e) => (e.type === 'KeysAdded' ? e.data.keyIds : [])), upload, 'every id once, in upload order');
    assert.ok(added.every((e) => JSON.stringify(e.data).length < 128 * 1024), 'each event well under the 256 KB limit, for uuid ids too');
    // A listing splits its keys the same way; the fold sees them all.
    const listing = decideListing({ type: 'ListGame', gameId: 8, priceCents: 999, game, keyIds: ids(KEY_IDS_PER_EVENT + 5) }, foldListing([]));
    assert.deepEqual(listing.map((e) => e.type), ['GameListed', 'KeysAdded', 'KeysAdded']);
    assert.equal(foldListing(listing).keyIds.size, KEY_IDS_PER_EVENT + 5);
    given(listed).when({ type: 'AddKeys', gameId: 7, keyIds: ids(KEY_IDS_PER_EVENT) }).then([{ type: 'KeysAdded', data: { gameId: 7, keyIds: ids(KEY_IDS_PER_EVENT) } }]);
  });

  it('changes the price and records the previous one; the same price is no event', () => {
    given(listed).when({ type: 'ChangePrice', gameId: 7, priceCents: 4999 }).then([{ type: 'PriceChanged', data: { gameId: 7, priceCents: 4999, previousPriceCents: 5999 } }]);
    given(listed).when({ type: 'ChangePrice', gameId: 7, priceCents: 5999 }).then([]);
  });

  it('sets a whole-percent discount from 0 to 100', () => {
    given(listed).when({ type: 'SetDiscount', gameId: 7, discountPercent: 25 }).then([{ type: 'DiscountSet', data: { gameId: 7, discountPercent: 25 } }]);
    for (const discountPercent of [-1, 101, 12.5]) given(listed).when({ type: 'SetDiscount', gameId: 7, discountPercent }).thenRefused('invalid');
  });

  it('features a listed game once ("Already Featured"), and unlisting unfeatures it first', () => {
    const featured: ListingEvent[] = [...listed, { type: 'GameFeatured', data: { gameId: 7 } }];
    given(listed).when({ type: 'FeatureGame', gameId: 7 }).then([{ type: 'GameFeatured', data: { gameId: 7 } }]);
    given(featured).when({ type: 'FeatureGame', gameId: 7 }).thenRefused('conflict', /^Already Featured$/);
    given(featured).when({ type: 'UnlistGame', gameId: 7 }).then([
      { type: 'GameUnfeatured', data: { gameId: 7 } },
      { type: 'GameUnlisted', data: { gameId: 7 } },
    ]);
    given(listed).when({ type: 'UnfeatureGame', gameId: 7 }).then([]);
  });

  it('can list a game again after it was unlisted, keeping its old key ids known', () => {
    const unlisted: ListingEvent[] = [...listed, { type: 'GameUnlisted', data: { gameId: 7 } }];
    given(unlisted).when({ type: 'ListGame', gameId: 7, priceCents: 3999, keyIds: ['k9'], game }).then([
      { type: 'GameListed', data: { gameId: 7, priceCents: 3999, game } },
      { type: 'KeysAdded', data: { gameId: 7, keyIds: ['k9'] } },
    ]);
    given(unlisted).when({ type: 'ListGame', gameId: 7, priceCents: 3999, keyIds: ['k1'], game }).thenRefused('invalid');
  });

  it('refuses changes to a game that is not in the store (never listed, or unlisted)', () => {
    const unlisted: ListingEvent[] = [...listed, { type: 'GameUnlisted', data: { gameId: 7 } }];
    for (const history of [[], unlisted]) {
      given(history).when({ type: 'ChangePrice', gameId: 7, priceCents: 4999 }).thenRefused('conflict', /not in the store/);
      given(history).when({ type: 'SetDiscount', gameId: 7, discountPercent: 10 }).thenRefused('conflict', /not in the store/);
      given(history).when({ type: 'FeatureGame', gameId: 7 }).thenRefused('conflict', /not in the store/);
      given(history).when({ type: 'UnlistGame', gameId: 7 }).thenRefused('conflict', /not in the store/);
    }
    given(listed).when({ type: 'UnlistGame', gameId: 7 }).then([{ type: 'GameUnlisted', data: { gameId: 7 } }]);
    given(listed).when({ type: 'SetDiscount', gameId: 7, discountPercent: 0 }).then([]);
  });

  it('records every export of unsold keys with its count, also after the game left the store; never for a game never listed', () => {
    given(listed).when({ type: 'ExportKeys', gameId: 7, count: 2 }).then([{ type: 'KeysExported', data: { gameId: 7, count: 2 } }]);
    given([...listed, { type: 'GameUnlisted', data: { gameId: 7 } }]).when({ type: 'ExportKeys', gameId: 7, count: 2 }).then([{ type: 'KeysExported', data: { gameId: 7, count: 2 } }]);
    given([]).when({ type: 'ExportKeys', gameId: 7, count: 0 }).thenRefused('not_found', /never in the store/);
  });

  it('records a key shown to an admin, only for a key of this game', () => {
    given(listed).when({ type: 'ShowKey', gameId: 7, keyId: 'k2' }).then([{ type: 'KeyShownToAdmin', data: { gameId: 7, keyId: 'k2' } }]);
    given(listed).when({ type: 'ShowKey', gameId: 7, keyId: 'k-of-another-game' }).thenRefused('not_found', /No such key/);
  });

  it('voids a sold key of this game (refunded or replaced), only a key of this game', () => {
    given(listed).when({ type: 'VoidKey', gameId: 7, keyId: 'k1', orderId: 'o1', because: 'refunded' }).then([{ type: 'KeyVoided', data: { gameId: 7, keyId: 'k1', orderId: 'o1', because: 'refunded' } }]);
    given(listed).when({ type: 'VoidKey', gameId: 7, keyId: 'k9', orderId: 'o1', because: 'replaced' }).thenRefused('not_found', /No such key/);
  });

  it('does not let a record of handed-out keys change the listing', () => {
    const handedOut: ListingEvent[] = [...listed, { type: 'KeysExported', data: { gameId: 7, count: 2 } }, { type: 'KeyShownToAdmin', data: { gameId: 7, keyId: 'k1' } }];
    assert.deepEqual(foldListing(handedOut), foldListing(listed));
  });
});
