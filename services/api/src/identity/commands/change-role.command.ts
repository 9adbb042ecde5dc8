import type { Actor } from '@keyledger/event-store';
import type { Role } from '../users/user-record.js';

/** A staff manager gives an account another role, with a reason for the audit trail. */
export class ChangeRoleCommand {
  constructor(
    readonly userId: string,
    readonly role: Role,
    readonly reason: string,
    readonly actor: Actor,
  ) {}
}

export interface ChangeRoleResult {
  user: { id: string; email: string; role: Role };
  /** The RoleChanged event's position; null when the account already had the role. */
  position: number | null;
}
