import { AppError } from '../../common/app-errors.js';
import type { DeclineReason } from './payment-gateway.port.js';

/** The card was not authorized: 402 with the gateway's message (a card to enter again: 400). */
export class PaymentDeclinedError extends AppError {
  constructor(reason: DeclineReason, message: string) {
    super(reason === 'invalid_token' ? 400 : 402, message, { code: reason });
  }
}
