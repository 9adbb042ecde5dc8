import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable } from '@nestjs/common';
import { withTransaction, type Database } from '@keyledger/event-store';
import { ConflictError } from '../../../common/app-errors.js';
import { InjectDatabase } from '../../../database/database.module.js';
import { PaymentGateway, RefundNotMadeError, type RefundRequest, type AuthorizationRequest, type AuthorizationResult, type CardSummary, type CustomerDetails, type GatewayCustomer } from '../payment-gateway.port.js';
import { checkCard, type CardFieldError, type CardForm } from './sandbox-card-rules.js';
import { sandboxCardByLast4 } from './sandbox-test-cards.js';

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export const INVALID_TOKEN_MESSAGE = 'The card details are no longer valid. Please enter your card again.';

export type TokenizeResult = { ok: true; token: string; card: CardSummary } | { ok: false; errors: CardFieldError[] };

/**
 * The default payment gateway: in-process, its state in its own tables (sandbox_*), with the
 * documented test cards. It uses its own connections, never the caller's transaction, as a
 * remote provider would. Tokens stand for brand and last four digits only.
 */
@Injectable()
export class SandboxPaymentGateway extends PaymentGateway {
  readonly name = 'sandbox';

  constructor(@InjectDatabase() private readonly db: Database) {
    super();
  }

  /** What the browser's card form calls: checks the card and answers a token for it. */
  async tokenize(form: CardForm, now = new Date()): Promise<TokenizeResult> {
    const checked = checkCard(form, now);
    if (!checked.ok) return checked;
    const token = newId('tok_sandbox');
    await this.db.pool.query('INSERT INTO sandbox_card_tokens (token, brand, last4) VALUES ($1, $2, $3)', [token, checked.card.brand, checked.card.last4]);
    return { ok: true, token, card: { brand: checked.card.brand, last4: checked.card.last4 } };
  }

  async createCustomer(details: CustomerDetails): Promise<string> {
    const id = newId('cus');
    await this.db.pool.query(
      `INSERT INTO sandbox_customers (id, reference_id, given_name, family_name, email, address_line1, city, state, postal_code, country)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [id, details.referenceId, details.givenName, details.familyName, details.email, details.addressLine1, details.city, details.state, details.postalCode, details.country],
    );
    return id;
  }

  async findCustomer(customerId: string): Promise<GatewayCustomer | null> {
    const found = await this.db.pool.query<{ id: string; reference_id: string }>('SELECT id, reference_id FROM sandbox_customers WHERE id = $1', [customerId]);
    const row = found.rows[0];
    return row ? { id: row.id, referenceId: row.reference_id } : null;
  }

  async authorize(request: AuthorizationRequest): Promise<AuthorizationResult> {
    const tokens = await this.db.pool.query<{ brand: string; last4: string }>('SELECT brand, last4 FROM sandbox_card_tokens WHERE token = $1', [request.token]);
    const card = tokens.rows[0];
    const testCard = card ? sandboxCardByLast4(card.last4) : undefined;
    if (!card || !testCard) return { status: 'declined', reason: 'invalid_token', message: INVALID_TOKEN_MESSAGE };
    if (testCard.outcome.status === 'declined') return { status: 'declined', reason: testCard.outcome.reason, message: testCard.outcome.message };
    if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0) throw new Error('The sandbox authorizes positive whole cents only');

    const paymentId = newId('pay');
    const inserted = await this.db.pool.query(
      `INSERT INTO sandbox_payments (id, idempotency_key, token, customer_id, amount_cents, currency, status)
       SELECT $1, $2, $3, c.id, $5, $6, 'authorized' FROM sandbox_customers c WHERE c.id = $4
       ON CONFLICT DO NOTHING`,
      [paymentId, request.idempotencyKey, request.token, request.customerId, request.amountCents, request.currency],
    );
    if (inserted.rowCount === 1) {
      // The slow test card: the authorization stands at once, its answer arrives later (no connection held meanwhile).
      if (testCard.outcome.delayMs > 0) await sleep(testCard.outcome.delayMs);
      return { status: 'authorized', paymentId, card: { brand: card.brand, last4: card.last4 } };
    }
    return this.earlierAuthorization(request, card);
  }

  /** Nothing was inserted: the idempotency key's first answer, or why the token cannot pay. */
  private async earlierAuthorization(request: AuthorizationRequest, card: CardSummary): Promise<AuthorizationResult> {
    const customer = await this.findCustomer(request.customerId);
    if (!customer) throw new Error(`Unknown sandbox customer ${request.customerId}`);
    const earlier = await this.db.pool.query<{ id: string; token: string; amount_cents: number; currency: string }>(
      'SELECT id, token, amount_cents, currency FROM sandbox_payments WHERE idempotency_key = $1',
      [request.idempotencyKey],
    );
    const payment = earlier.rows[0];
    if (!payment) return { status: 'declined', reason: 'invalid_token', message: INVALID_TOKEN_MESSAGE }; // the token already paid for something else
    if (payment.token !== request.token || payment.amount_cents !== request.amountCents || payment.currency !== request.currency) {
      throw new ConflictError('This payment was already authorized with other details; please start the checkout again');
    }
    return { status: 'authorized', paymentId: payment.id, card };
  }

  async capture(paymentId: string): Promise<void> {
    await this.move(paymentId, 'captured', ['authorized', 'captured']);
  }

  async void(paymentId: string): Promise<void> {
    await this.move(paymentId, 'voided', ['authorized', 'voided']);
  }

  /**
   * Refunds part of a captured payment, at most what is left of it. The payment's row is locked
   * first, so two refunds of one payment add up against what was captured one after the other.
   */
  async refund(request: RefundRequest): Promise<string> {
    if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0) throw new Error('The sandbox refunds positive whole cents only');
    const earlier = await this.earlierRefund(request);
    if (earlier) return earlier;
    if (await this.refusedThisTime(request)) throw new RefundNotMadeError('The sandbox gateway is not refunding this payment right now (test card 4000 0000 0000 5126); try again');
    return withTransaction(this.db.pool, async (tx) => {
      const payment = await tx.query<{ amount_cents: number; status: string }>('SELECT amount_cents, status FROM sandbox_payments WHERE id = $1 FOR UPDATE', [request.paymentId]);
      const row = payment.rows[0];
      if (!row) throw new Error(`Unknown sandbox payment ${request.paymentId}`);
      if (row.status !== 'captured') throw new RefundNotMadeError(`Sandbox payment ${request.paymentId} is ${row.status}, not captured`);
      const again = await this.earlierRefund(request, tx);
      if (again) return again;
      const refunded = await tx.query<{ total: string }>('SELECT COALESCE(sum(amount_cents), 0) AS total FROM sandbox_refunds WHERE payment_id = $1', [request.paymentId]);
      if (Number(refunded.rows[0]!.total) + request.amountCents > row.amount_cents) {
        throw new Error(`Refunding ${request.amountCents} cents would give back more than sandbox payment ${request.paymentId} took`);
      }
      const refundId = newId('re');
      await tx.query('INSERT INTO sandbox_refunds (id, idempotency_key, payment_id, amount_cents) VALUES ($1, $2, $3, $4)', [
        refundId,
        request.idempotencyKey,
        request.paymentId,
        request.amountCents,
      ]);
      return refundId;
    });
  }

  /** The refund an idempotency key already made, if any (the same payment and amount, or it is a mistake). */
  private async earlierRefund(request: RefundRequest, db: Pick<Database['pool'], 'query'> = this.db.pool): Promise<string | null> {
    const found = await db.query<{ id: string; payment_id: string; amount_cents: number }>(
      'SELECT id, payment_id, amount_cents FROM sandbox_refunds WHERE idempotency_key = $1',
      [request.idempotencyKey],
    );
    const row = found.rows[0];
    if (!row) return null;
    if (row.payment_id !== request.paymentId || row.amount_cents !== request.amountCents) {
      throw new Error(`Sandbox refund ${request.idempotencyKey} was made before with another payment or amount`);
    }
    return row.id;
  }

  /** The refund-fails-once test card: the first try of each refund is refused (counted per idempotency key). */
  private async refusedThisTime(request: RefundRequest): Promise<boolean> {
    const card = await this.db.pool.query<{ last4: string }>(
      'SELECT t.last4 FROM sandbox_payments p JOIN sandbox_card_tokens t ON t.token = p.token WHERE p.id = $1',
      [request.paymentId],
    );
    const last4 = card.rows[0]?.last4;
    if (!last4 || !sandboxCardByLast4(last4)?.refundFailsOnce) return false;
    const tried = await this.db.pool.query<{ tries: number }>(
      `INSERT INTO sandbox_refund_tries (idempotency_key, tries) VALUES ($1, 1)
       ON CONFLICT (idempotency_key) DO UPDATE SET tries = sandbox_refund_tries.tries + 1
       RETURNING tries`,
      [request.idempotencyKey],
    );
    return tried.rows[0]!.tries === 1;
  }

  private async move(paymentId: string, to: string, from: readonly string[]): Promise<void> {
    const moved = await this.db.pool.query(
      'UPDATE sandbox_payments SET status = $2, updated_at = now() WHERE id = $1 AND status = ANY ($3::text[])',
      [paymentId, to, from],
    );
    if (moved.rowCount !== 1) throw new Error(`Sandbox payment ${paymentId} cannot become ${to}`);
  }
}
