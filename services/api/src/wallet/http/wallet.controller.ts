import { Body, Controller, Headers, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Route } from '../../common/contract/route.decorator.js';
import type { BodyOf, ParamsOf } from '../../common/contract/route-contract.js';
import { centsToDollars } from '../../common/money/money.js';
import { CurrentUser } from '../../identity/auth/auth.decorators.js';
import type { AuthenticatedUser } from '../../identity/auth/authenticated-user.js';
import { AdjustWalletCommand, type AdjustWalletResult } from '../commands/adjust-wallet.command.js';
import { adjustWallet } from './wallet.contract.js';

@Controller()
export class WalletController {
  constructor(private readonly commands: CommandBus) {}

  @Route(adjustWallet)
  async adjust(
    @Param() { id: userId }: ParamsOf<typeof adjustWallet>,
    @Body() body: BodyOf<typeof adjustWallet>,
    @CurrentUser() actor: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    const result = await this.commands.execute<AdjustWalletCommand, AdjustWalletResult>(
      new AdjustWalletCommand(userId, body.type ?? 'add', body.amount, body.reason, { id: actor.id, role: actor.role }, idempotencyKey),
    );
    return { status: 'success', data: { wallet: { balance: centsToDollars(result.balanceCents) } }, position: result.position };
  }
}
