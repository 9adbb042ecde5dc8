import { Body, Controller, Headers, Param, ParseUUIDPipe, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { BadRequestError } from '../../common/app-errors.js';
import { Idempotent } from '../../common/idempotency/idempotent.decorator.js';
import { centsToDollars, dollarsToCents } from '../../common/money/money.js';
import { AdminOnly, CurrentUser } from '../../identity/auth/auth.decorators.js';
import type { AuthenticatedUser } from '../../identity/auth/authenticated-user.js';
import { AdjustWalletCommand, type AdjustWalletResult } from '../commands/adjust-wallet.command.js';
import { AdjustWalletDto } from './dto/adjust-wallet.dto.js';

const MAX_ADJUSTMENT_CENTS = 1_000_000_00;

@ApiTags('wallet')
@Controller('users')
export class WalletController {
  constructor(private readonly commands: CommandBus) {}

  @Patch(':id/wallet')
  @AdminOnly()
  @Idempotent()
  @ApiOperation({ summary: "Credit or debit a user's wallet (admin), recorded as wallet events" })
  async adjust(
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => new BadRequestError('Invalid user id') })) userId: string,
    @Body() body: AdjustWalletDto,
    @CurrentUser() actor: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    const amountCents = dollarsToCents(body.amount);
    if (amountCents === null || amountCents <= 0 || amountCents > MAX_ADJUSTMENT_CENTS) {
      throw new BadRequestError('Amount must be a positive dollar amount with at most two decimals');
    }
    const result = await this.commands.execute<AdjustWalletCommand, AdjustWalletResult>(
      new AdjustWalletCommand(userId, body.type ?? 'add', amountCents, body.reason.trim(), { id: actor.id, role: actor.role }, idempotencyKey),
    );
    return { status: 'success', data: { wallet: { balance: centsToDollars(result.balanceCents) } }, position: result.position };
  }
}
