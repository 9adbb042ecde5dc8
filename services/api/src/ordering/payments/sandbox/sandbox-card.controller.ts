import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { BadRequestError } from '../../../common/app-errors.js';
import { SignedIn } from '../../../identity/auth/auth.decorators.js';
import { SandboxPaymentGateway } from './sandbox-payment-gateway.js';
import { TokenizeCardDto } from './tokenize-card.dto.js';

/**
 * The sandbox gateway's card tokenization, which the checkout's embedded card form posts to
 * (a real provider's form posts to the provider instead). The card number goes no further.
 */
@ApiTags('payments')
@Controller('payments/sandbox')
export class SandboxCardController {
  constructor(private readonly sandbox: SandboxPaymentGateway) {}

  @Post('tokenize')
  @HttpCode(201)
  @SignedIn()
  @ApiBadRequestResponse({ description: 'The field errors: `errors` lists them, `message` joins them with commas' })
  @ApiOperation({ summary: 'A single-use card token for payments/process (sandbox test cards only)' })
  async tokenize(@Body() body: TokenizeCardDto) {
    const result = await this.sandbox.tokenize(body);
    if (!result.ok) throw new BadRequestError(result.errors.join(', '), { errors: result.errors });
    return { status: 'success', token: result.token, card: result.card };
  }
}
