import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { priceOrder, type LineToPrice, type PromoTerms } from '../../ordering/domain/order-pricing.js';
import { splitTotal, type OrderKey } from './refund-split.js';

/** The keys of a priced order, as the refund split sees them: one per unit of each line. */
function keysOf(lines: ReturnType<typeof priceOrder>['lines']): OrderKey[] {
  return lines.flatMap((line, l) => Array.from({ length: line.quantity }, (_, k) => ({ keyId: `${l}-${k}`, gameId: line.gameId, unitPriceCents: line.unitPriceCents })));
}

const line = fc.record({
  gameId: fc.integer({ min: 1, max: 1_000_000 }),
  title: fc.constant('Game'),
  quantity: fc.integer({ min: 1, max: 10 }),
  priceCents: fc.oneof(fc.integer({ min: 1, max: 10_000_000 }), fc.constantFrom(1, 99, 999, 5_999, 6_999)),
  discountPercent: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 100 })),
}) satisfies fc.Arbitrary<LineToPrice>;

const promo: fc.Arbitrary<PromoTerms | null> = fc.oneof(
  fc.constant(null),
  fc.record({ code: fc.constant('PCT'), discountType: fc.constant('percentage' as const), discountValue: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ code: fc.constant('FIX'), discountType: fc.constant('fixed' as const), discountValue: fc.integer({ min: 1, max: 50_000_000 }) }),
);

describe('splitting what an order cost over its keys', () => {
  it('over 10,000 generated orders: the keys add up to exactly the total, none negative, none above what it could have cost', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 20 }), promo, (lines, terms) => {
        const price = priceOrder(lines, terms);
        const keys = keysOf(price.lines);
        const shares = splitTotal(price.totalCents, keys);
        const amounts = keys.map((key) => shares.get(key.keyId)!);
        assert.equal(amounts.reduce((a, b) => a + b, 0), price.totalCents, 'refunding every key returns exactly the total');
        for (const [i, amount] of amounts.entries()) {
          assert.ok(Number.isInteger(amount) && amount >= 0, `key ${i}: ${amount}`);
          // A key never costs more than its price with its tax, rounded up: no promo makes a key dearer.
          assert.ok(amount <= Math.ceil((keys[i]!.unitPriceCents * 108) / 100) + 1, `key ${i}: ${amount} for a ${keys[i]!.unitPriceCents} key`);
          if (keys[i]!.unitPriceCents === 0) assert.equal(amount, 0, 'a free key refunds nothing');
        }
        // The same order splits the same way every time.
        assert.deepEqual(splitTotal(price.totalCents, keys), shares);
      }),
      { numRuns: 10_000 },
    );
  });

  it('gives each key its price with tax less its promo share, the odd cents by the largest remainder, ties to the earlier key', () => {
    // Two keys at $10.00 and one at $5.00, 8% tax: $27.00. A $5.00 promo: $22.00 over 10:10:5.
    const keys: OrderKey[] = [
      { keyId: 'a', gameId: 1, unitPriceCents: 1000 },
      { keyId: 'b', gameId: 1, unitPriceCents: 1000 },
      { keyId: 'c', gameId: 2, unitPriceCents: 500 },
    ];
    assert.deepEqual([...splitTotal(2200, keys)], [['a', 880], ['b', 880], ['c', 440]]);
    // $0.10 over three equal keys: 3, 3, 3 and the odd cent to the first.
    const equal = keys.map((key) => ({ ...key, unitPriceCents: 100 }));
    assert.deepEqual([...splitTotal(10, equal)], [['a', 4], ['b', 3], ['c', 3]]);
    assert.deepEqual([...splitTotal(0, [{ keyId: 'free', gameId: 3, unitPriceCents: 0 }])], [['free', 0]]);
  });
});
