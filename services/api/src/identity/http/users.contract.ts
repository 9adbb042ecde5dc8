import { z } from 'zod';
import { auditReason, dollars, isoTime, uuid, wholeNumberText } from '../../common/contract/common-schemas.js';
import { ROLES } from '../users/user-record.js';
import { defineRoute } from '../../common/contract/route-contract.js';
import { UserSchema } from './auth.contract.js';

export const countUsers = defineRoute({
  method: 'GET',
  path: 'users/count',
  operationId: 'countUsers',
  summary: 'Customer accounts (staff not counted), and the month-over-month change in new sign-ups (percent)',
  tag: 'users',
  access: 'staff',
  permission: 'dashboard',
  success: {
    status: 200,
    description: 'The count',
    body: z.object({ success: z.literal(true), count: z.int().min(0), change: z.number().nullable().meta({ description: 'Percent, one decimal; null (new) when last month had no sign-ups and this one has' }) }),
  },
});

export const getUser = defineRoute({
  method: 'GET',
  path: 'users/{id}',
  operationId: 'getUser',
  summary: 'One user: yourself, or anyone for an admin',
  tag: 'users',
  access: 'signed-in',
  params: z.object({ id: uuid('Invalid user id') }),
  success: { status: 200, description: 'The user', body: z.object({ status: z.literal('success'), data: z.object({ user: UserSchema }) }) },
  errors: { 403: 'Another user’s record (customers reach only their own)', 404: 'User not found' },
});

const ROLE_MESSAGE = `Unknown role: one of ${ROLES.join(', ')}`;
const pageText = wholeNumberText('page must be a whole number from 1 to 10000', 10_000);
const limitText = wholeNumberText('limit must be a whole number from 1 to 100', 100);

const AccountRow = z.object({
  id: z.string().meta({ format: 'uuid' }),
  email: z.string(),
  username: z.string(),
  role: z.enum(ROLES),
  walletBalance: dollars(),
  twoFactorEnabled: z.boolean(),
  createdAt: isoTime(),
  erasedAt: isoTime().nullable().meta({ description: 'When the account’s personal data was erased; null for a live account' }),
});

export const searchUsers = defineRoute({
  method: 'GET',
  path: 'users/search',
  operationId: 'searchUsers',
  summary: 'Accounts, staff and customers, whose e-mail contains the text, any case; a page at a time, by e-mail',
  tag: 'users',
  access: 'staff',
  permission: 'staff-management',
  query: z.object({
    email: z.string({ error: 'email must be text' }).trim().max(254, { error: 'email must be at most 254 characters' }).optional().meta({ description: 'Part of the e-mail; every account when absent' }),
    page: pageText.optional().meta({ description: '1 to 10,000; 1 when absent' }),
    limit: limitText.optional().meta({ description: '1 to 100; 20 when absent' }),
  }),
  success: {
    status: 200,
    description: 'A page of accounts',
    body: z.object({ success: z.literal(true), users: z.array(AccountRow), total: z.int().min(0), page: z.int().min(1), limit: z.int().min(1) }),
  },
});

export const changeRole = defineRoute({
  method: 'PATCH',
  path: 'users/{id}/role',
  operationId: 'changeRole',
  summary: 'Change an account’s role, with a reason: recorded as RoleChanged with its actor; the account’s sessions end at once',
  description:
    'Nobody changes their own role, and the last admin cannot be demoted (role changes queue on one lock, so two admins demoting each other at once leave one admin).',
  tag: 'users',
  access: 'staff',
  permission: 'staff-management',
  params: z.object({ id: uuid('Invalid user id') }),
  body: z.object({
    role: z.enum(ROLES, { error: ROLE_MESSAGE }),
    reason: auditReason(),
  }),
  success: {
    status: 200,
    description: 'The account with its role now',
    body: z.object({
      success: z.literal(true),
      message: z.string(),
      data: z.object({ user: z.object({ id: z.string().meta({ format: 'uuid' }), email: z.string(), role: z.enum(ROLES) }) }),
      position: z.int().nullable().meta({ description: 'The RoleChanged event’s position; null when the role was already that one' }),
    }),
  },
  errors: { 403: 'Your own role', 404: 'User not found', 409: 'The last admin cannot be demoted; an erased account cannot be given a role' },
});
