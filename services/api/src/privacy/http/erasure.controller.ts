import { Body, Controller, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ForbiddenError } from '../../common/app-errors.js';
import { Route } from '../../common/contract/route.decorator.js';
import type { BodyOf, ParamsOf } from '../../common/contract/route-contract.js';
import { CurrentUser } from '../../identity/auth/auth.decorators.js';
import type { AuthenticatedUser } from '../../identity/auth/authenticated-user.js';
import { EraseAccountCommand, type ErasureResult } from '../erasure/erase-account.command.js';
import { deleteOwnAccount, eraseAccount } from './erasure.contract.js';

@Controller()
export class ErasureController {
  constructor(private readonly commands: CommandBus) {}

  @Route(deleteOwnAccount)
  async deleteOwn(@Body() body: BodyOf<typeof deleteOwnAccount>, @CurrentUser() actor: AuthenticatedUser) {
    await this.commands.execute<EraseAccountCommand, ErasureResult>(
      new EraseAccountCommand(actor.id, 'customer', { id: actor.id, role: actor.role }, null, body.password),
    );
    return { success: true as const, message: 'Your account was deleted' };
  }

  @Route(eraseAccount)
  async erase(@Param() { id }: ParamsOf<typeof eraseAccount>, @Body() body: BodyOf<typeof eraseAccount>, @CurrentUser() actor: AuthenticatedUser) {
    if (id === actor.id) throw new ForbiddenError('You cannot erase your own account here: use Delete my account');
    const erased = await this.commands.execute<EraseAccountCommand, ErasureResult>(
      new EraseAccountCommand(id, 'staff', { id: actor.id, role: actor.role }, body.reason),
    );
    return { success: true as const, message: 'The account was erased', data: { user: { id: erased.userId, erasedAt: erased.erasedAt } }, position: erased.position };
  }
}
