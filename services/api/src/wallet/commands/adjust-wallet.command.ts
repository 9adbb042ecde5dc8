import type { Actor } from '@keyledger/event-store';

/** An admin's credit or debit of a user's wallet, with a reason for the audit trail. */
export class AdjustWalletCommand {
  constructor(
    readonly userId: string,
    readonly direction: 'add' | 'deduct',
    readonly amountCents: number,
    readonly reason: string,
    readonly actor: Actor,
    readonly idempotencyKey?: string,
  ) {}
}

export interface AdjustWalletResult {
  balanceCents: number;
  position: number;
}
