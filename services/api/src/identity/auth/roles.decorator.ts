import { SetMetadata } from '@nestjs/common';
import type { Role } from '../users/user-record.js';

export const ROLES_KEY = 'keyledger:roles';
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

export const GUEST_MESSAGE_KEY = 'keyledger:guest-message';
/** What a guest (no Authorization header at all) is told by a SignedIn route, in the spec's words. */
export const GuestMessage = (message: string) => SetMetadata(GUEST_MESSAGE_KEY, message);

export const STAFF_CALL_KEY = 'keyledger:staff-call';
/** A route staff call as staff: a staff account needs two-factor sign-in for it while STAFF_TWO_FACTOR=required. */
export const StaffCall = () => SetMetadata(STAFF_CALL_KEY, true);
