import { Body, Controller, Headers, HttpStatus, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { Route } from '../../common/contract/route.decorator.js';
import type { BodyOf } from '../../common/contract/route-contract.js';
import { CurrentUser } from '../../identity/auth/auth.decorators.js';
import type { AuthenticatedUser } from '../../identity/auth/authenticated-user.js';
import { RefundKeyCommand, ReplaceKeyCommand, type RefundRequestResult, type RefundResult, type ReplacementResult } from '../commands/refund-commands.js';
import { refundedData, requestedAnswer } from './refund-answers.js';
import { processRefund, replaceKey } from './refund.contract.js';

const DEFAULT_REASON = 'Refunded by customer support';
const DEFAULT_REPLACEMENT_REASON = 'Replaced by customer support';

@Controller()
export class RefundController {
  constructor(private readonly commands: CommandBus) {}

  /** 200 with the refund made, or 202 when it is above the approval threshold and waits for a second admin. */
  @Route(processRefund)
  async refund(
    @Body() body: BodyOf<typeof processRefund>,
    @CurrentUser() admin: AuthenticatedUser,
    @Res({ passthrough: true }) res: FastifyReply,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    const outcome = await this.commands.execute<RefundKeyCommand, RefundResult | RefundRequestResult>(
      new RefundKeyCommand(body.orderId, body.gameId, body.keyToRefund, body.reason || DEFAULT_REASON, { id: admin.id, role: admin.role }, idempotencyKey),
    );
    if (outcome.kind === 'requested') {
      res.status(HttpStatus.ACCEPTED);
      return requestedAnswer(outcome);
    }
    return { success: true, message: 'Refund processed successfully', data: refundedData(outcome), position: outcome.position };
  }

  @Route(replaceKey)
  async replace(@Body() body: BodyOf<typeof replaceKey>, @CurrentUser() admin: AuthenticatedUser, @Headers('idempotency-key') idempotencyKey?: string) {
    const replaced = await this.commands.execute<ReplaceKeyCommand, ReplacementResult>(
      new ReplaceKeyCommand(body.orderId, body.gameId, body.oldKey, body.reason || DEFAULT_REPLACEMENT_REASON, { id: admin.id, role: admin.role }, idempotencyKey),
    );
    return { success: true, message: 'Game key replaced successfully', data: { orderId: replaced.orderId, oldKeyId: replaced.oldKeyId, newKey: replaced.newKey }, position: replaced.position };
  }
}
