import { z } from 'zod';
import { uuid } from '../../common/contract/common-schemas.js';
import { defineRoute } from '../../common/contract/route-contract.js';
import { UserSchema } from './auth.contract.js';

export const countUsers = defineRoute({
  method: 'GET',
  path: 'users/count',
  operationId: 'countUsers',
  summary: 'Customer accounts (staff not counted), and the month-over-month change in new sign-ups (percent)',
  tag: 'users',
  access: 'admin',
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
