import { Body, Controller, Headers } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Route } from '../../common/contract/route.decorator.js';
import type { BodyOf } from '../../common/contract/route-contract.js';
import { centsToDollars } from '../../common/money/money.js';
import { CurrentUser } from '../../identity/auth/auth.decorators.js';
import type { AuthenticatedUser } from '../../identity/auth/authenticated-user.js';
import { RefundKeyCommand, ReplaceKeyCommand, type RefundResult, type ReplacementResult } from '../commands/refund-commands.js';
import { processRefund, replaceKey } from './refund.contract.js';

const DEFAULT_REASON = 'Refunded by customer support';
const DEFAULT_REPLACEMENT_REASON = 'Replaced by customer support';

@Controller()
export class RefundController {
  constructor(private readonly commands: CommandBus) {}

  @Route(processRefund)
  async refund(@Body() body: BodyOf<typeof processRefund>, @CurrentUser() admin: AuthenticatedUser, @Headers('idempotency-key') idempotencyKey?: string) {
    const refunded = await this.commands.execute<RefundKeyCommand, RefundResult>(
      new RefundKeyCommand(body.orderId, body.gameId, body.keyToRefund, body.reason || DEFAULT_REASON, { id: admin.id, role: admin.role }, idempotencyKey),
    );
    return {
      success: true,
      message: 'Refund processed successfully',
      data: {
        refundId: refunded.refundId,
        orderId: refunded.orderId,
        keyId: refunded.keyId,
        amount: centsToDollars(refunded.amountCents),
        method: refunded.method,
        ...(refunded.walletBalanceCents === null ? {} : { wallet: { balance: centsToDollars(refunded.walletBalanceCents) } }),
        orderStatus: refunded.orderStatus,
      },
      position: refunded.position,
    };
  }

  @Route(replaceKey)
  async replace(@Body() body: BodyOf<typeof replaceKey>, @CurrentUser() admin: AuthenticatedUser, @Headers('idempotency-key') idempotencyKey?: string) {
    const replaced = await this.commands.execute<ReplaceKeyCommand, ReplacementResult>(
      new ReplaceKeyCommand(body.orderId, body.gameId, body.oldKey, body.reason || DEFAULT_REPLACEMENT_REASON, { id: admin.id, role: admin.role }, idempotencyKey),
    );
    return { success: true, message: 'Game key replaced successfully', data: { orderId: replaced.orderId, oldKeyId: replaced.oldKeyId, newKey: replaced.newKey }, position: replaced.position };
  }
}
