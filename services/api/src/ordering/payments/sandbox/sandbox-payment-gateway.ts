import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable } from '@nestjs/common';
import type { Database } from '@keyledger/event-store';
import { ConflictError } from '../../../common/app-errors.js';
import { InjectDatabase } from '../../../database/database.module.js';
import { PaymentGateway, type AuthorizationRequest, type AuthorizationResult, type CardSummary, type CustomerDetails, type GatewayCustomer } from '../payment-gateway.port.js';
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

  private async move(paymentId: string, to: string, from: readonly string[]): Promise<void> {
    const moved = await this.db.pool.query(
      'UPDATE sandbox_payments SET status = $2, updated_at = now() WHERE id = $1 AND status = ANY ($3::text[])',
      [paymentId, to, from],
    );
    if (moved.rowCount !== 1) throw new Error(`Sandbox payment ${paymentId} cannot become ${to}`);
  }
}
