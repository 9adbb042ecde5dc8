import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { priceOrder, type LineToPrice } from './order-pricing.js';

const line = (gameId: number, priceCents: number, discountPercent = 0, quantity = 1): LineToPrice => ({ gameId, title: `Game ${gameId}`, quantity, priceCents, discountPercent });

describe('order pricing', () => {
  it('prices discounted lines times quantity, 8% tax rounded half up, and the total', () => {
    const price = priceOrder([line(1, 5999, 20, 2), line(2, 1999)], null);
    assert.deepEqual(price.lines.map((l) => [l.unitPriceCents, l.lineTotalCents]), [[4799, 9598], [1999, 1999]]);
    assert.equal(price.subtotalCents, 11597);
    assert.equal(price.taxCents, 928); // 927.76
    assert.equal(price.totalCents, 12525);
    assert.equal(price.promoDiscountCents, 0);
  });

  it('takes a percentage promo off the subtotal, half up', () => {
    const price = priceOrder([line(1, 1999)], { code: 'TEN', discountType: 'percentage', discountValue: 10 });
    assert.equal(price.taxCents, 160); // 159.92
    assert.equal(price.promoDiscountCents, 200); // 199.9
    assert.equal(price.totalCents, 1999 + 160 - 200);
    assert.equal(price.promoCode, 'TEN');
  });

  it('takes a flat promo off, never below zero', () => {
    assert.equal(priceOrder([line(1, 1000)], { code: 'FIVE', discountType: 'fixed', discountValue: 500 }).totalCents, 1000 + 80 - 500);
    const capped = priceOrder([line(1, 1000)], { code: 'BIG', discountType: 'fixed', discountValue: 50_000 });
    assert.equal(capped.promoDiscountCents, 1080);
    assert.equal(capped.totalCents, 0);
  });

  it('a 100% discounted game is free and untaxed', () => {
    const price = priceOrder([line(1, 5999, 100, 3)], null);
    assert.deepEqual([price.subtotalCents, price.taxCents, price.totalCents], [0, 0, 0]);
  });
});
