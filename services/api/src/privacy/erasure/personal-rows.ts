import type { Queryable } from '@keyledger/event-store';
import { erasedEmail } from '../../identity/users/users.repository.js';

/**
 * Every row outside the log and the read models that holds a person's data, cleared in the
 * erasure's transaction (the read models clear theirs on PersonalDataErased). Mail queues and the
 * development mailbox lose the person's mail (addresses and bodies), the payment customer its
 * name and address, the rate limiter the buckets keyed by their e-mail, and the idempotency
 * records their stored answers (an answer may repeat a ticket's text or the profile).
 */
export async function clearPersonalRows(db: Queryable, person: { userId: string; emails: readonly string[] }): Promise<void> {
  const { userId } = person;
  const emails = person.emails.map((email) => email.toLowerCase());
  await db.query('DELETE FROM dev_mailbox WHERE lower(to_address) = ANY($1::text[])', [emails]);
  await db.query('DELETE FROM ticket_mails WHERE user_id = $1', [userId]);
  await db.query('DELETE FROM key_change_mails WHERE user_id = $1', [userId]);
  await db.query('DELETE FROM order_confirmation_outbox WHERE user_id = $1', [userId]);
  await db.query('DELETE FROM email_verification_tokens WHERE user_id = $1', [userId]);
  await db.query('DELETE FROM two_factor_challenges WHERE user_id = $1', [userId]);
  await db.query(`DELETE FROM rate_limit_hits WHERE bucket = ANY($1::text[])`, [emails.flatMap((email) => [`login:account:${email}`, `register:email:${email}`])]);
  // The idempotency scope ends with the caller's id (common/idempotency/idempotency.interceptor.ts).
  await db.query(`DELETE FROM idempotency_keys WHERE scope LIKE '% ' || $1`, [userId]);
  await db.query(
    `UPDATE sandbox_customers SET given_name = 'Erased', family_name = 'customer', email = $2, address_line1 = '', city = '', state = NULL,
       postal_code = '', country = 'ZZ' WHERE reference_id = $1`,
    [userId, erasedEmail(userId)],
  );
}

/** The person's orders, from the log in the erasure's snapshot: the read models clear what they keep of them. */
export async function ordersOf(db: Queryable, userId: string): Promise<string[]> {
  const result = await db.query<{ order_id: string }>(
    `SELECT data->>'orderId' AS order_id FROM events WHERE event_type = 'OrderPlaced' AND data->>'userId' = $1 ORDER BY global_position`,
    [userId],
  );
  return result.rows.map((row) => row.order_id);
}
