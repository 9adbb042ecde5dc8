import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../auth/auth.decorators.js';
import { UsersRepository } from '../users/users.repository.js';

@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersRepository) {}

  @Get('count')
  @AdminOnly()
  @ApiOperation({ summary: 'Users, and the month-over-month change in new sign-ups (percent)' })
  async count() {
    const { count, thisMonth, lastMonth } = await this.users.countWithChange();
    const change = lastMonth === 0 ? (thisMonth > 0 ? 100 : 0) : Math.round(((thisMonth - lastMonth) / lastMonth) * 1000) / 10;
    return { success: true, count, change };
  }
}
