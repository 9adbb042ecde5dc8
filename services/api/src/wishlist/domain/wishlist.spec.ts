import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decideWishlist, MAX_WISHLIST_GAMES, WishlistFullError, wishlistedGameIds, type WishlistEvent } from './wishlist.js';

const added = (gameId: number): WishlistEvent => ({ type: 'GameWishlisted', data: { userId: 'u', gameId } });
const removed = (gameId: number): WishlistEvent => ({ type: 'GameUnwishlisted', data: { userId: 'u', gameId } });

describe('wishlist', () => {
  it('folds additions and removals into the games on the list, oldest first', () => {
    assert.deepEqual(wishlistedGameIds([added(3), added(1), added(2), removed(1), added(1)]), [3, 2, 1]);
  });

  it('adds a game once and removes only what is there', () => {
    assert.deepEqual(decideWishlist('add', 'u', 5, [1]), [added(5)]);
    assert.deepEqual(decideWishlist('add', 'u', 5, [5]), []);
    assert.deepEqual(decideWishlist('remove', 'u', 5, [5]), [removed(5)]);
    assert.deepEqual(decideWishlist('remove', 'u', 5, [1]), []);
  });

  it('refuses to grow past its limit', () => {
    const full = Array.from({ length: MAX_WISHLIST_GAMES }, (_, i) => i + 1);
    assert.throws(() => decideWishlist('add', 'u', 9999, full), WishlistFullError);
    assert.deepEqual(decideWishlist('remove', 'u', 1, full), [removed(1)]);
  });
});
