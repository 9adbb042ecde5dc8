import type { Actor } from '@keyledger/event-store';

/** Who asked: the customer (Delete my account), staff on the customer's request, or a restore making a ledger's erasure again. */
export type ErasureRequester = 'customer' | 'staff' | 'restore';

export class EraseAccountCommand {
  constructor(
    readonly userId: string,
    readonly requestedBy: ErasureRequester,
    readonly actor: Actor,
    /** Staff's reason (required of staff); null for the customer's own request. */
    readonly reason: string | null,
    /** The customer's password again, for their own request. */
    readonly password: string | null = null,
  ) {}
}

export interface ErasureResult {
  userId: string;
  erasedAt: string;
  /** PersonalDataErased's position; null when the account was erased before. */
  position: number | null;
}
