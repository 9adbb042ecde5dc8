import { Body, Controller } from '@nestjs/common';
import { InvalidRequestError } from '../../../common/app-errors.js';
import { Route } from '../../../common/contract/route.decorator.js';
import type { BodyOf } from '../../../common/contract/route-contract.js';
import { tokenizeCard } from './sandbox-card.contract.js';
import { SandboxPaymentGateway } from './sandbox-payment-gateway.js';

/**
 * The sandbox gateway's card tokenization, which the checkout's embedded card form posts to
 * (a real provider's form posts to the provider instead). The card number goes no further.
 */
@Controller()
export class SandboxCardController {
  constructor(private readonly sandbox: SandboxPaymentGateway) {}

  @Route(tokenizeCard)
  async tokenize(@Body() body: BodyOf<typeof tokenizeCard>) {
    const result = await this.sandbox.tokenize(body);
    if (!result.ok) throw new InvalidRequestError(result.errors.map((error) => error.message).join(', '), result.errors);
    return { status: 'success', token: result.token, card: result.card };
  }
}
