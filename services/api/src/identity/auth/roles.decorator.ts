import { SetMetadata } from '@nestjs/common';
import type { Role } from '../users/user-record.js';

export const ROLES_KEY = 'keyledger:roles';
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);
