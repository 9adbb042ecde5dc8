import type { DeclineReason } from '../payment-gateway.port.js';

/**
 * The sandbox gateway's test cards (docs/payments.md lists the same). Any expiry date in the
 * future, any 3-digit CVC and any name work with them; no other card number is accepted, so no
 * real card is ever typed into the sandbox by mistake and "charged".
 */
export interface SandboxTestCard {
  number: string;
  /** What an authorization with this card does. */
  outcome: { status: 'authorized'; delayMs: number } | { status: 'declined'; reason: Exclude<DeclineReason, 'invalid_token'>; message: string };
  /** A refund of a payment made with this card fails the first time it is asked for (each refund), then succeeds. */
  refundFailsOnce?: true;
  description: string;
}

export const SANDBOX_TEST_CARDS: readonly SandboxTestCard[] = [
  { number: '4242424242424242', outcome: { status: 'authorized', delayMs: 0 }, description: 'Payment succeeds' },
  {
    number: '4000000000000002',
    outcome: { status: 'declined', reason: 'card_declined', message: 'Your card was declined.' },
    description: 'Declined by the issuer',
  },
  {
    number: '4000000000009995',
    outcome: { status: 'declined', reason: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    description: 'Declined: insufficient funds',
  },
  {
    number: '4000000000000119',
    outcome: { status: 'declined', reason: 'processing_error', message: 'An error occurred while processing your card. Try again in a little bit.' },
    description: 'Processing error',
  },
  {
    number: '4000000000003063',
    outcome: { status: 'authorized', delayMs: 3_000 },
    description: 'Payment succeeds after a 3-second wait, like a slow bank (shows the Processing... state; lets tests race another buyer)',
  },
  {
    number: '4000000000005126',
    outcome: { status: 'authorized', delayMs: 0 },
    refundFailsOnce: true,
    description: 'Payment succeeds; each refund of it fails the first time it is tried, then succeeds (shows the store retrying a refund)',
  },
];

/**
 * The test card a token stands for. Tokens keep only brand and last four digits, and the test
 * cards differ in their last four, so that is enough.
 */
export const sandboxCardByLast4 = (last4: string): SandboxTestCard | undefined => SANDBOX_TEST_CARDS.find((card) => card.number.endsWith(last4));

export const isSandboxTestCard = (digits: string): boolean => SANDBOX_TEST_CARDS.some((card) => card.number === digits);
