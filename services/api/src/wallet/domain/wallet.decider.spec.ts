import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { WalletEvent } from './wallet.events.js';
import { decideWallet, foldWallet, InsufficientFundsError, InvalidWalletAmountError } from './wallet.decider.js';

const credited = (amountCents: number, balanceAfterCents: number): WalletEvent => ({
  type: 'WalletCredited',
  data: { userId: 'u1', amountCents, reason: 'top-up', balanceAfterCents },
});

describe('wallet decider', () => {
  it('given nothing, when credited, then the balance after is the amount', () => {
    assert.deepEqual(decideWallet({ type: 'CreditWallet', userId: 'u1', amountCents: 2500, reason: 'top-up' }, foldWallet([])), [credited(2500, 2500)]);
  });

  it('given a balance, when debited within it, then a debit with the new balance', () => {
    const state = foldWallet([credited(5000, 5000)]);
    assert.deepEqual(decideWallet({ type: 'DebitWallet', userId: 'u1', amountCents: 1999, reason: 'order', orderId: 'o1' }, state), [
      { type: 'WalletDebited', data: { userId: 'u1', amountCents: 1999, reason: 'order', orderId: 'o1', balanceAfterCents: 3001 } },
    ]);
  });

  it('given a balance, when debited by exactly all of it, then it reaches zero', () => {
    const [event] = decideWallet({ type: 'DebitWallet', userId: 'u1', amountCents: 5000, reason: 'x' }, foldWallet([credited(5000, 5000)]));
    assert.equal(event!.data.balanceAfterCents, 0);
  });

  it('given a balance, when debited by more, then insufficient funds and no event', () => {
    assert.throws(
      () => decideWallet({ type: 'DebitWallet', userId: 'u1', amountCents: 5001, reason: 'x' }, foldWallet([credited(5000, 5000)])),
      (error: unknown) => error instanceof InsufficientFundsError && error.balanceCents === 5000 && error.requiredCents === 5001,
    );
  });

  it('refunds add back and the fold follows every event kind', () => {
    const events: WalletEvent[] = [
      credited(5000, 5000),
      { type: 'WalletDebited', data: { userId: 'u1', amountCents: 3000, reason: 'order', balanceAfterCents: 2000 } },
      { type: 'WalletRefunded', data: { userId: 'u1', amountCents: 1000, reason: 'refund', orderId: 'o1', balanceAfterCents: 3000 } },
    ];
    assert.equal(foldWallet(events).balanceCents, 3000);
  });

  it('rejects amounts that are not positive whole cents', () => {
    for (const amountCents of [0, -1, 1.5, Number.NaN]) {
      assert.throws(() => decideWallet({ type: 'CreditWallet', userId: 'u1', amountCents, reason: 'x' }, foldWallet([])), InvalidWalletAmountError);
    }
  });
});
