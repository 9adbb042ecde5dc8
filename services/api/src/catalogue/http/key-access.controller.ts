import { Controller, Param, Query } from '@nestjs/common';
import { NotFoundError } from '../../common/app-errors.js';
import { Route } from '../../common/contract/route.decorator.js';
import type { ParamsOf, QueryOf } from '../../common/contract/route-contract.js';
import { KeyAccessHistory } from '../queries/key-access-history.js';
import { gameKeyAccess } from './key-access.contract.js';

/** The Game Keys tab's record of who saw which keys. */
@Controller()
export class KeyAccessController {
  constructor(private readonly history: KeyAccessHistory) {}

  @Route(gameKeyAccess)
  async access(@Param() { gameId }: ParamsOf<typeof gameKeyAccess>, @Query() { page, limit }: QueryOf<typeof gameKeyAccess>) {
    const found = await this.history.page(gameId, page, limit);
    if (!found) throw new NotFoundError('The game was never in the store');
    return { success: true, ...found, page, limit };
  }
}
