import { Controller, Param } from '@nestjs/common';
import { NotFoundError } from '../../common/app-errors.js';
import { Route } from '../../common/contract/route.decorator.js';
import type { ParamsOf } from '../../common/contract/route-contract.js';
import { assertOwnerOr } from '../../identity/auth/access-policy.js';
import { CurrentUser } from '../../identity/auth/auth.decorators.js';
import type { AuthenticatedUser } from '../../identity/auth/authenticated-user.js';
import { UsersRepository } from '../../identity/users/users.repository.js';
import { OrderTimeline } from '../queries/order-timeline.js';
import { WalletStatement } from '../queries/wallet-statement.js';
import { orderHistory, walletHistory } from './audit.contract.js';

/** The audit trail: an order's timeline and a wallet's statement, both read from the log. */
@Controller()
export class AuditController {
  constructor(
    private readonly timeline: OrderTimeline,
    private readonly statements: WalletStatement,
    private readonly users: UsersRepository,
  ) {}

  @Route(orderHistory)
  async orderHistory(@Param() { orderId }: ParamsOf<typeof orderHistory>) {
    return { success: true, ...(await this.timeline.get(orderId)) };
  }

  @Route(walletHistory)
  async walletHistory(@Param() { id }: ParamsOf<typeof walletHistory>, @CurrentUser() caller: AuthenticatedUser) {
    // Finance reads every statement, as admins do; a customer only their own.
    assertOwnerOr(caller, id, 'timelines');
    if (caller.id !== id && !(await this.users.findById(id))) throw new NotFoundError('User not found');
    return { success: true, ...(await this.statements.get(id)) };
  }
}
