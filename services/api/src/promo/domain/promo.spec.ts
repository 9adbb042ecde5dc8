import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  decideCreatePromo,
  decideDeletePromo,
  decideRedemption,
  foldPromo,
  PromoNotApplicableError,
  PromoRuleError,
  type PromoCreated,
  type PromoEvent,
} from './promo.js';

const NOW = new Date('2026-11-22T12:00:00Z');
const terms = (over: Partial<PromoCreated['data']> = {}): PromoCreated['data'] => ({
  code: 'SAVE10',
  discountType: 'percentage',
  discountValue: 10,
  maxUses: 2,
  expiresAt: '2026-12-31T23:59:59Z',
  isActive: true,
  description: '',
  ...over,
});
const created = (over: Partial<PromoCreated['data']> = {}): PromoEvent => ({ type: 'PromoCreated', data: terms(over) });
const redeemed = (orderId: string): PromoEvent => ({ type: 'PromoRedeemed', data: { code: 'SAVE10', orderId, userId: 'u', discountCents: 100 } });
const redeem = (history: PromoEvent[], now = NOW) => decideRedemption(foldPromo(history), now, { orderId: 'o', userId: 'u', discountCents: 100 });
const refusal = (reason: string) => (error: unknown) => error instanceof PromoNotApplicableError && error.reason === reason;

describe('promo codes', () => {
  it('given an active code with uses left, when redeemed, then PromoRedeemed', () => {
    assert.deepEqual(redeem([created(), redeemed('a')]), [{ type: 'PromoRedeemed', data: { code: 'SAVE10', orderId: 'o', userId: 'u', discountCents: 100 } }]);
  });

  it('refuses unknown, deleted, inactive, expired and used-up codes with the reason', () => {
    assert.throws(() => redeem([]), refusal('unknown'));
    assert.throws(() => redeem([created(), { type: 'PromoDeleted', data: { code: 'SAVE10' } }]), refusal('unknown'));
    assert.throws(() => redeem([created({ isActive: false })]), refusal('inactive'));
    assert.throws(() => redeem([created()], new Date('2027-01-01T00:00:00Z')), refusal('expired'));
    assert.throws(() => redeem([created(), redeemed('a'), redeemed('b')]), (e: unknown) => refusal('used_up')(e) && (e as Error).message === 'This promo code has reached its usage limit');
  });

  it('without max uses, never runs out', () => {
    const many = Array.from({ length: 500 }, (_, i) => redeemed(`o${i}`));
    assert.equal(redeem([created({ maxUses: null }), ...many]).length, 1);
  });

  it('creates a code once, with sane terms; deletes only an existing one', () => {
    assert.equal(decideCreatePromo(foldPromo([]), terms(), NOW)[0]!.type, 'PromoCreated');
    assert.throws(() => decideCreatePromo(foldPromo([created()]), terms(), NOW), (e: unknown) => e instanceof PromoRuleError && e.kind === 'conflict');
    // Refusals name the rule that failed, and the field.
    const rule = (message: RegExp) => (e: unknown) => e instanceof PromoRuleError && e.kind === 'invalid' && e.field === 'discountValue' && message.test(e.message);
    assert.throws(() => decideCreatePromo(foldPromo([]), terms({ discountValue: 101 }), NOW), rule(/^A percentage of at most 100/));
    assert.throws(() => decideCreatePromo(foldPromo([]), terms({ discountType: 'fixed', discountValue: 100_000_01 }), NOW), rule(/^A fixed discount of at most \$100,000\.00/));
    assert.equal(decideCreatePromo(foldPromo([]), terms({ discountType: 'fixed', discountValue: 100_000_00 }), NOW).length, 1);
    assert.throws(() => decideCreatePromo(foldPromo([]), terms({ discountType: 'fixed', discountValue: 0 }), NOW), PromoRuleError);
    assert.throws(() => decideCreatePromo(foldPromo([]), terms({ maxUses: 0 }), NOW), PromoRuleError);
    assert.throws(() => decideCreatePromo(foldPromo([]), terms({ code: 'a b' }), NOW), PromoRuleError);
    // The stream-id rule: a code starts with a letter or digit.
    for (const code of ['_ABC', '-ABC', '__MAIN__']) assert.throws(() => decideCreatePromo(foldPromo([]), terms({ code }), NOW), /starting with a letter or digit/);
    assert.equal(decideCreatePromo(foldPromo([]), terms({ code: 'A_B-C' }), NOW).length, 1);
    // Not already expired (2000-01-01 was created before).
    assert.throws(() => decideCreatePromo(foldPromo([]), terms({ expiresAt: '2000-01-01T23:59:59.999Z' }), NOW), /The expiry date is already past/);
    assert.throws(() => decideCreatePromo(foldPromo([]), terms({ expiresAt: NOW.toISOString() }), NOW), /already past/);
    assert.throws(() => decideDeletePromo(foldPromo([]), 'SAVE10'), (e: unknown) => e instanceof PromoRuleError && e.kind === 'not_found');
    assert.deepEqual(decideDeletePromo(foldPromo([created()]), 'SAVE10'), [{ type: 'PromoDeleted', data: { code: 'SAVE10' } }]);
  });
});
