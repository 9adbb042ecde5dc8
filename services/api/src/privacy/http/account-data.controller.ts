import { Controller, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Route } from '../../common/contract/route.decorator.js';
import type { ParamsOf } from '../../common/contract/route-contract.js';
import { assertOwnerOr } from '../../identity/auth/access-policy.js';
import { CurrentUser } from '../../identity/auth/auth.decorators.js';
import type { AuthenticatedUser } from '../../identity/auth/authenticated-user.js';
import { AccountDataExport } from '../account-data-export.js';
import { exportAccountData } from './account-data.contract.js';

@Controller()
export class AccountDataController {
  constructor(private readonly exports: AccountDataExport) {}

  @Route(exportAccountData)
  async export(@Param() { id }: ParamsOf<typeof exportAccountData>, @CurrentUser() actor: AuthenticatedUser, @Res({ passthrough: true }) reply: FastifyReply) {
    assertOwnerOr(actor, id, 'staff-management');
    const data = await this.exports.of(id);
    reply.header('Content-Disposition', `attachment; filename="keyledger-account-${id}.json"`);
    return data;
  }
}
