import { Controller, Param, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Route } from '../../common/contract/route.decorator.js';
import type { ParamsOf, QueryOf } from '../../common/contract/route-contract.js';
import { assertOwnerOr } from '../../identity/auth/access-policy.js';
import { CurrentUser } from '../../identity/auth/auth.decorators.js';
import type { AuthenticatedUser } from '../../identity/auth/authenticated-user.js';
import { ProjectionsService } from '../../projections/projections.service.js';
import { RevealKeyCommand, type RevealedKey } from '../commands/reveal-key.command.js';
import { INVENTORY_PROJECTION } from '../projections/inventory.projection.js';
import { InventoryReader } from '../queries/inventory-reader.js';
import { getInventory, revealKey } from './inventory.contract.js';

/** How long a read waits for the inventory projection to reach a position the caller wrote. */
export const READ_AFTER_WRITE_WAIT_MS = 2_000;

@Controller()
export class InventoryController {
  constructor(
    private readonly reader: InventoryReader,
    private readonly projections: ProjectionsService,
    private readonly commands: CommandBus,
  ) {}

  @Route(getInventory)
  async get(@Param() { userId }: ParamsOf<typeof getInventory>, @Query() { position }: QueryOf<typeof getInventory>, @CurrentUser() actor: AuthenticatedUser) {
    assertOwnerOr(actor, userId, 'keys.reveal');
    if (position !== undefined) await this.projections.runner(INVENTORY_PROJECTION).waitForPosition(position, READ_AFTER_WRITE_WAIT_MS);
    return { status: 'success', inventory: await this.reader.read(userId) };
  }

  @Route(revealKey)
  async reveal(@Param() { keyId }: ParamsOf<typeof revealKey>, @CurrentUser() actor: AuthenticatedUser) {
    const revealed = await this.commands.execute<RevealKeyCommand, RevealedKey>(new RevealKeyCommand(keyId, { id: actor.id, role: actor.role }));
    return { status: 'success', data: revealed };
  }
}
