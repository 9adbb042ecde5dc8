import { SetMetadata } from '@nestjs/common';
import type { Role } from '../users/user-record.js';

export const ROLES_KEY = 'keyledger:roles';
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

export const GUEST_MESSAGE_KEY = 'keyledger:guest-message';
/** What a guest (no Authorization header at all) is told by a SignedIn route, in the spec's words. */
export const GuestMessage = (message: string) => SetMetadata(GUEST_MESSAGE_KEY, message);
