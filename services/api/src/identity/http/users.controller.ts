import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { BadRequestError, NotFoundError } from '../../common/app-errors.js';
import { assertOwnerOrAdmin } from '../auth/access-policy.js';
import { AdminOnly, CurrentUser, SignedIn } from '../auth/auth.decorators.js';
import type { AuthenticatedUser } from '../auth/authenticated-user.js';
import { SessionIssuer } from '../sessions/session-issuer.js';
import { UsersRepository } from '../users/users.repository.js';

@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionIssuer,
  ) {}

  @Get('count')
  @AdminOnly()
  @ApiOperation({ summary: 'Users, and the month-over-month change in new sign-ups (percent)' })
  async count() {
    const { count, thisMonth, lastMonth } = await this.users.countWithChange();
    const change = lastMonth === 0 ? (thisMonth > 0 ? 100 : 0) : Math.round(((thisMonth - lastMonth) / lastMonth) * 1000) / 10;
    return { success: true, count, change };
  }

  @Get(':id')
  @SignedIn()
  @ApiOperation({ summary: 'One user: yourself, or anyone for an admin' })
  async findOne(
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => new BadRequestError('Invalid user id') })) id: string,
    @CurrentUser() actor: AuthenticatedUser,
  ) {
    assertOwnerOrAdmin(actor, id);
    const user = await this.users.findById(id);
    if (!user) throw new NotFoundError('User not found');
    return { status: 'success', data: { user: await this.sessions.publicUser(user) } };
  }
}
