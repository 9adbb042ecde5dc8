import { Body, Controller, Inject, Param, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { NotFoundError } from '../../common/app-errors.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { monthOverMonthChange } from '../../common/figures/month-over-month.js';
import { Route } from '../../common/contract/route.decorator.js';
import type { BodyOf, ParamsOf, QueryOf } from '../../common/contract/route-contract.js';
import { assertOwnerOr } from '../auth/access-policy.js';
import { CurrentUser } from '../auth/auth.decorators.js';
import type { AuthenticatedUser } from '../auth/authenticated-user.js';
import { SessionIssuer } from '../sessions/session-issuer.js';
import { UsersRepository } from '../users/users.repository.js';
import { ChangeRoleCommand, type ChangeRoleResult } from '../commands/change-role.command.js';
import { AccountSearch } from '../users/account-search.js';
import { changeRole, countUsers, getUser, searchUsers } from './users.contract.js';

const DEFAULT_LIMIT = 20;

@Controller()
export class UsersController {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionIssuer,
    private readonly accounts: AccountSearch,
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Route(searchUsers)
  async search(@Query() query: QueryOf<typeof searchUsers>) {
    const page = query.page ?? 1;
    const limit = query.limit ?? DEFAULT_LIMIT;
    return { success: true, ...(await this.accounts.search(query.email || null, page, limit)), page, limit };
  }

  @Route(changeRole)
  async changeRole(@Param() { id }: ParamsOf<typeof changeRole>, @Body() body: BodyOf<typeof changeRole>, @CurrentUser() actor: AuthenticatedUser) {
    const changed = await this.commands.execute<ChangeRoleCommand, ChangeRoleResult>(new ChangeRoleCommand(id, body.role, body.reason, { id: actor.id, role: actor.role }));
    return { success: true, message: 'Role updated', data: { user: changed.user }, position: changed.position };
  }

  @Route(countUsers)
  async count() {
    const { count, thisMonth, lastMonth } = await this.users.countCustomersWithChange(this.config.timeZone);
    return { success: true, count, change: monthOverMonthChange({ thisMonth, lastMonth }) };
  }

  @Route(getUser)
  async findOne(@Param() { id }: ParamsOf<typeof getUser>, @CurrentUser() actor: AuthenticatedUser) {
    assertOwnerOr(actor, id, 'staff-management');
    const user = await this.users.findById(id);
    if (!user) throw new NotFoundError('User not found');
    return { status: 'success', data: { user: await this.sessions.publicUser(user) } };
  }
}
