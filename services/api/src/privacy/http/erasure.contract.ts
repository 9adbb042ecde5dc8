import { z } from 'zod';
import { auditReason, isoTime, uuid } from '../../common/contract/common-schemas.js';
import { defineRoute } from '../../common/contract/route-contract.js';

const ERASURE_EFFECTS =
  'The account’s data key is shredded (ticket texts and reasons typed about it read “[erased]” everywhere: the log, its backups, the Kafka topic), the profile is anonymised (“Erased customer”, an undeliverable address; the e-mail may register again), every session ends, mail and payment-customer details are deleted, and PersonalDataErased is recorded. Orders, refunds, wallet movements and keys stay for the accounts, so reports do not change.';

export const deleteOwnAccount = defineRoute({
  method: 'POST',
  path: 'auth/delete-account',
  refusals: ['Password is incorrect'],
  operationId: 'deleteOwnAccount',
  summary: 'Delete my account (GDPR art. 17): erases your personal data, with your password again; you are signed out everywhere',
  description: ERASURE_EFFECTS,
  tag: 'auth',
  access: 'signed-in',
  ownAccount: true,
  body: z.object({
    password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }),
  }),
  success: { status: 200, description: 'Deleted', body: z.object({ success: z.literal(true), message: z.string() }) },
  errors: { 400: 'Password is incorrect', 409: 'Staff accounts are given the customer role before erasure', 429: 'Too many tries' },
});

export const eraseAccount = defineRoute({
  method: 'POST',
  path: 'users/{id}/erase',
  operationId: 'eraseAccount',
  summary: 'Erase a customer on their request (GDPR art. 17), with a reason; erasing again answers the first erasure',
  description: `${ERASURE_EFFECTS} The reason is kept in clear in PersonalDataErased: say why, not who.`,
  tag: 'users',
  access: 'staff',
  permission: 'staff-management',
  params: z.object({ id: uuid('Invalid user id') }),
  body: z.object({ reason: auditReason() }),
  success: {
    status: 200,
    description: 'Erased',
    body: z.object({
      success: z.literal(true),
      message: z.string(),
      data: z.object({ user: z.object({ id: z.string().meta({ format: 'uuid' }), erasedAt: isoTime() }) }),
      position: z.int().nullable().meta({ description: 'PersonalDataErased’s position; null when the account was erased before' }),
    }),
  },
  errors: { 403: 'Your own account (use Delete my account)', 404: 'User not found', 409: 'Staff accounts are given the customer role before erasure' },
});
