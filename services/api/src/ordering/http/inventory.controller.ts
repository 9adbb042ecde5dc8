import { Controller, Get, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { BadRequestError } from '../../common/app-errors.js';
import { assertOwnerOrAdmin } from '../../identity/auth/access-policy.js';
import { CurrentUser, SignedIn } from '../../identity/auth/auth.decorators.js';
import type { AuthenticatedUser } from '../../identity/auth/authenticated-user.js';
import { ProjectionsService } from '../../projections/projections.service.js';
import { RevealKeyCommand, type RevealedKey } from '../commands/reveal-key.command.js';
import { INVENTORY_PROJECTION } from '../projections/inventory.projection.js';
import { InventoryReader } from '../queries/inventory-reader.js';

/** How long a read waits for the inventory projection to reach a position the caller wrote. */
export const READ_AFTER_WRITE_WAIT_MS = 2_000;
const uuid = (message: string) => new ParseUUIDPipe({ exceptionFactory: () => new BadRequestError(message) });

@ApiTags('inventory')
@Controller('inventory')
export class InventoryController {
  constructor(
    private readonly reader: InventoryReader,
    private readonly projections: ProjectionsService,
    private readonly commands: CommandBus,
  ) {}

  @Get(':userId')
  @SignedIn()
  @ApiQuery({ name: 'position', required: false, description: "A command's position: waits (up to 2 s) until the inventory shows it" })
  @ApiOperation({ summary: 'Your orders and keys' })
  async get(@Param('userId', uuid('Invalid user id')) userId: string, @CurrentUser() actor: AuthenticatedUser, @Query('position') position?: string) {
    assertOwnerOrAdmin(actor, userId);
    if (position !== undefined) {
      if (!/^\d{1,15}$/.test(position)) throw new BadRequestError('position must be a whole number');
      await this.projections.runner(INVENTORY_PROJECTION).waitForPosition(Number(position), READ_AFTER_WRITE_WAIT_MS);
    }
    return { status: 'success', inventory: await this.reader.read(userId) };
  }

  @Post('keys/:keyId/reveal')
  @SignedIn()
  @ApiOperation({ summary: 'The text of a key you bought; the first reveal is recorded' })
  async reveal(@Param('keyId', uuid('Invalid key id')) keyId: string, @CurrentUser() actor: AuthenticatedUser) {
    const revealed = await this.commands.execute<RevealKeyCommand, RevealedKey>(new RevealKeyCommand(keyId, { id: actor.id, role: actor.role }));
    return { status: 'success', data: revealed };
  }
}
