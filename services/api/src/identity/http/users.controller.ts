import { Controller, Param } from '@nestjs/common';
import { NotFoundError } from '../../common/app-errors.js';
import { monthOverMonthChange } from '../../common/figures/month-over-month.js';
import { Route } from '../../common/contract/route.decorator.js';
import type { ParamsOf } from '../../common/contract/route-contract.js';
import { assertOwnerOrAdmin } from '../auth/access-policy.js';
import { CurrentUser } from '../auth/auth.decorators.js';
import type { AuthenticatedUser } from '../auth/authenticated-user.js';
import { SessionIssuer } from '../sessions/session-issuer.js';
import { UsersRepository } from '../users/users.repository.js';
import { countUsers, getUser } from './users.contract.js';

@Controller()
export class UsersController {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionIssuer,
  ) {}

  @Route(countUsers)
  async count() {
    const { count, thisMonth, lastMonth } = await this.users.countCustomersWithChange();
    return { success: true, count, change: monthOverMonthChange({ thisMonth, lastMonth }) };
  }

  @Route(getUser)
  async findOne(@Param() { id }: ParamsOf<typeof getUser>, @CurrentUser() actor: AuthenticatedUser) {
    assertOwnerOrAdmin(actor, id);
    const user = await this.users.findById(id);
    if (!user) throw new NotFoundError('User not found');
    return { status: 'success', data: { user: await this.sessions.publicUser(user) } };
  }
}
