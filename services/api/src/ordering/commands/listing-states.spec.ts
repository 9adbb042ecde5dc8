import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RecordedEvent, StreamRead } from '@keyledger/event-store';
import { ListingStates } from './listing-states.js';

const snapshot = { name: 'Outpost', slug: 'outpost', summary: 'A long summary', genreIds: [], themeIds: [], rating: 80, coverImageId: null, hypes: 0, releaseDate: null, artworkIds: [], artworkImageIds: [] };
const event = (type: string, data: Record<string, unknown>, streamVersion: number) => ({ type, data, streamVersion, streamId: 'game-7' }) as unknown as RecordedEvent;
const listed = event('GameListed', { gameId: 7, priceCents: 1999, game: snapshot }, 1);
const repriced = event('PriceChanged', { gameId: 7, priceCents: 2999, previousPriceCents: 1999 }, 3);

describe('listing states folded once per version', () => {
  it('asks for the events the first time, then names the version it folded, and an unchanged answer costs no fold', () => {
    const states = new ListingStates();
    const first = states.read(7);
    assert.deepEqual(first.request, { streamId: 'game-7', excludeTypes: ['KeysAdded', 'KeysExported', 'KeyShownToAdmin', 'KeyVoided'] });
    const state = states.stateOf(first, { events: [listed], currentVersion: 2 });
    assert.equal(state.priceCents, 1999);
    assert.equal(state.listed, true);

    const second = states.read(7);
    assert.deepEqual(second.request, { streamId: 'game-7', excludeTypes: ['KeysAdded', 'KeysExported', 'KeyShownToAdmin', 'KeyVoided'], knownVersion: 2 });
    assert.equal(states.stateOf(second, { events: [], currentVersion: 2, unchanged: true }), state, 'the same fold, no events needed');
  });

  it('folds again once the stream has moved, and names the new version next time', () => {
    const states = new ListingStates();
    states.stateOf(states.read(7), { events: [listed], currentVersion: 2 });
    const moved: StreamRead = { events: [listed, repriced], currentVersion: 3 };
    assert.equal(states.stateOf(states.read(7), moved).priceCents, 2999);
    assert.equal(states.read(7).request.knownVersion, 3);
  });

  it('answers an unchanged read with the fold it was asked with, even if a newer one was kept meanwhile', () => {
    const states = new ListingStates();
    states.stateOf(states.read(7), { events: [listed], currentVersion: 2 });
    const askedAtTwo = states.read(7);
    // Another read (say, a quote outside the locks) saw version 3 first.
    states.stateOf(states.read(7), { events: [listed, repriced], currentVersion: 3 });
    assert.equal(states.stateOf(askedAtTwo, { events: [], currentVersion: 2, unchanged: true }).priceCents, 1999);
    assert.equal(states.read(7).request.knownVersion, 3, 'an older read does not replace the newer fold');
    states.stateOf(askedAtTwo, { events: [listed], currentVersion: 2 });
    assert.equal(states.read(7).request.knownVersion, 3);
  });
});
