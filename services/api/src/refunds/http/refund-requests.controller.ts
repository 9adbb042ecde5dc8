import { Body, Controller, Headers, Inject, Param, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Route } from '../../common/contract/route.decorator.js';
import type { BodyOf, ParamsOf, QueryOf } from '../../common/contract/route-contract.js';
import { centsToDollars } from '../../common/money/money.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { CurrentUser } from '../../identity/auth/auth.decorators.js';
import type { AuthenticatedUser } from '../../identity/auth/authenticated-user.js';
import { READ_AFTER_WRITE_WAIT_MS } from '../../ordering/http/inventory.controller.js';
import { ProjectionsService } from '../../projections/projections.service.js';
import { ApproveRefundCommand, DeclineRefundCommand, type RefundDeclineResult, type RefundResult } from '../commands/refund-commands.js';
import { REFUND_REQUESTS_PROJECTION } from '../projections/refund-requests.projection.js';
import { RefundRequestsReader } from '../queries/refund-requests-reader.js';
import { refundedData } from './refund-answers.js';
import { approveRefund, declineRefund, listRefundRequests } from './refund.contract.js';

const DEFAULT_APPROVAL_REASON = 'Approved by a second admin';

/** The refunds waiting for a second admin: the list, and another admin's approval or decline. */
@Controller()
export class RefundRequestsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly projections: ProjectionsService,
    private readonly reader: RefundRequestsReader,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Route(listRefundRequests)
  async list(@Query() { position }: QueryOf<typeof listRefundRequests>) {
    if (position !== undefined) await this.projections.runner(REFUND_REQUESTS_PROJECTION).waitForPosition(position, READ_AFTER_WRITE_WAIT_MS);
    return { success: true, approvalThreshold: centsToDollars(this.config.refundApprovalThresholdCents), requests: await this.reader.waiting() };
  }

  @Route(approveRefund)
  async approve(
    @Param() { requestId }: ParamsOf<typeof approveRefund>,
    @Body() body: BodyOf<typeof approveRefund>,
    @CurrentUser() admin: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    const refunded = await this.commands.execute<ApproveRefundCommand, RefundResult>(
      new ApproveRefundCommand(requestId, body.reason || DEFAULT_APPROVAL_REASON, { id: admin.id, role: admin.role }, idempotencyKey),
    );
    return { success: true, message: 'Refund approved and processed', data: { requestId, ...refundedData(refunded), status: 'approved' as const }, position: refunded.position };
  }

  @Route(declineRefund)
  async decline(
    @Param() { requestId }: ParamsOf<typeof declineRefund>,
    @Body() body: BodyOf<typeof declineRefund>,
    @CurrentUser() admin: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    const declined = await this.commands.execute<DeclineRefundCommand, RefundDeclineResult>(
      new DeclineRefundCommand(requestId, body.reason, { id: admin.id, role: admin.role }, idempotencyKey),
    );
    return { success: true, message: 'Refund request declined', data: { requestId, orderId: declined.orderId, keyId: declined.keyId, status: 'declined' as const }, position: declined.position };
  }
}
