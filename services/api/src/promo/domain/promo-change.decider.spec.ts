import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PromoChangeCommand } from './promo-change.commands.js';
import { decidePromoChange } from './promo-change.decider.js';
import { decideRedemption, foldPromo, PromoNotApplicableError, PromoRuleError, type PromoCreated, type PromoEvent } from './promo.js';

const NOW = new Date('2026-11-22T12:00:00Z');
const EXPIRY = '2026-12-31T23:59:59.999Z';
const created = (over: Partial<PromoCreated['data']> = {}): PromoEvent => ({
  type: 'PromoCreated',
  data: { code: 'SAVE10', discountType: 'percentage', discountValue: 10, maxUses: 2, expiresAt: EXPIRY, isActive: true, description: '', ...over },
});
const redeemed = (orderId: string): PromoEvent => ({ type: 'PromoRedeemed', data: { code: 'SAVE10', orderId, userId: 'u', discountCents: 100 } });

/** given events, when an admin's change, then events (or a refusal of a kind, naming its rule). */
function given(events: PromoEvent[]) {
  return {
    when: (command: PromoChangeCommand) => ({
      then: (expected: PromoEvent[]) => assert.deepEqual(decidePromoChange(command, foldPromo(events), NOW), expected),
      thenRefused: (kind: PromoRuleError['kind'], message?: RegExp) =>
        assert.throws(
          () => decidePromoChange(command, foldPromo(events), NOW),
          (error: unknown) => error instanceof PromoRuleError && error.kind === kind && (!message || message.test(error.message)),
        ),
    }),
  };
}
const redeem = (events: PromoEvent[]) => decideRedemption(foldPromo(events), NOW, { orderId: 'o', userId: 'u', discountCents: 100 });

describe('promo code changes', () => {
  it('deactivates an active code and reactivates an inactive one; not twice', () => {
    given([created()]).when({ type: 'DeactivatePromo', code: 'SAVE10' }).then([{ type: 'PromoDeactivated', data: { code: 'SAVE10' } }]);
    given([created(), { type: 'PromoDeactivated', data: { code: 'SAVE10' } }]).when({ type: 'DeactivatePromo', code: 'SAVE10' }).thenRefused('conflict', /already inactive/);
    given([created({ isActive: false })]).when({ type: 'ReactivatePromo', code: 'SAVE10' }).then([{ type: 'PromoReactivated', data: { code: 'SAVE10' } }]);
    given([created()]).when({ type: 'ReactivatePromo', code: 'SAVE10' }).thenRefused('conflict', /already active/);
  });

  it('a deactivated code does not apply; reactivated, it applies again', () => {
    const off: PromoEvent[] = [created(), { type: 'PromoDeactivated', data: { code: 'SAVE10' } }];
    assert.throws(() => redeem(off), (e: unknown) => e instanceof PromoNotApplicableError && e.reason === 'inactive');
    assert.equal(redeem([...off, { type: 'PromoReactivated', data: { code: 'SAVE10' } }]).length, 1);
  });

  it('extends the expiry to a later, future time only', () => {
    given([created()]).when({ type: 'ExtendPromoExpiry', code: 'SAVE10', expiresAt: '2027-01-31T23:59:59.999Z' }).then([
      { type: 'PromoExpiryExtended', data: { code: 'SAVE10', expiresAt: '2027-01-31T23:59:59.999Z', previousExpiresAt: EXPIRY } },
    ]);
    given([created()]).when({ type: 'ExtendPromoExpiry', code: 'SAVE10', expiresAt: '2026-11-01T23:59:59.999Z' }).thenRefused('conflict', /already past/);
    given([created()]).when({ type: 'ExtendPromoExpiry', code: 'SAVE10', expiresAt: '2026-12-01T23:59:59.999Z' }).thenRefused('conflict', /after the current one \(2026-12-31\)/);
    given([created()]).when({ type: 'ExtendPromoExpiry', code: 'SAVE10', expiresAt: 'soon' }).thenRefused('invalid');
    // An expired code extended applies again.
    const expired = [created({ expiresAt: '2026-11-01T00:00:00.000Z' })];
    const extended = decidePromoChange({ type: 'ExtendPromoExpiry', code: 'SAVE10', expiresAt: EXPIRY }, foldPromo(expired), NOW);
    assert.equal(redeem([...expired, ...extended]).length, 1);
  });

  it('changes max uses, never below the uses already made; null lifts the limit', () => {
    const used = [created(), redeemed('a'), redeemed('b')];
    given(used).when({ type: 'ChangePromoMaxUses', code: 'SAVE10', maxUses: 5 }).then([{ type: 'PromoMaxUsesChanged', data: { code: 'SAVE10', maxUses: 5, previousMaxUses: 2 } }]);
    given(used).when({ type: 'ChangePromoMaxUses', code: 'SAVE10', maxUses: null }).then([{ type: 'PromoMaxUsesChanged', data: { code: 'SAVE10', maxUses: null, previousMaxUses: 2 } }]);
    given([created({ maxUses: 5 }), redeemed('a'), redeemed('b')]).when({ type: 'ChangePromoMaxUses', code: 'SAVE10', maxUses: 1 }).thenRefused('conflict', /below the 2 uses already made/);
    given(used).when({ type: 'ChangePromoMaxUses', code: 'SAVE10', maxUses: 2 }).thenRefused('conflict', /already 2/);
    for (const maxUses of [0, -1, 1.5]) given(used).when({ type: 'ChangePromoMaxUses', code: 'SAVE10', maxUses }).thenRefused('invalid', /whole number of at least 1/);
    // Used up, then given more: it applies again.
    assert.throws(() => redeem(used), (e: unknown) => e instanceof PromoNotApplicableError && e.reason === 'used_up');
    assert.equal(redeem([...used, { type: 'PromoMaxUsesChanged', data: { code: 'SAVE10', maxUses: 3, previousMaxUses: 2 } }]).length, 1);
  });

  it('refuses every change to an unknown or deleted code as not found', () => {
    const commands: PromoChangeCommand[] = [
      { type: 'DeactivatePromo', code: 'SAVE10' },
      { type: 'ReactivatePromo', code: 'SAVE10' },
      { type: 'ExtendPromoExpiry', code: 'SAVE10', expiresAt: '2027-01-31T00:00:00Z' },
      { type: 'ChangePromoMaxUses', code: 'SAVE10', maxUses: 9 },
    ];
    for (const command of commands) {
      given([]).when(command).thenRefused('not_found');
      given([created(), { type: 'PromoDeleted', data: { code: 'SAVE10' } }]).when(command).thenRefused('not_found');
    }
  });
});
