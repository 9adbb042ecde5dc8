import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { NotFoundError } from '../../common/app-errors.js';
import { EraseAccountCommand, type ErasureResult } from './erase-account.command.js';
import type { ErasureLedgerEntry } from './erasure-ledger.js';

/** The system actor of erasures made again from the ledger after a restore. */
const RESTORE_ACTOR = { id: 'restore', role: 'system' };

/** Erasures made again after a restore (the backup predates them): see ErasureLedger. */
@Injectable()
export class AccountEraser {
  constructor(private readonly commands: CommandBus) {}

  async eraseAgain(entry: ErasureLedgerEntry): Promise<'erased' | 'already-erased' | 'unknown-account'> {
    // The command answers an account erased already with no new event (position null).
    try {
      const result: ErasureResult = await this.commands.execute(
        new EraseAccountCommand(entry.userId, 'restore', RESTORE_ACTOR, `Erased on ${entry.erasedAt} (${entry.requestedBy}); made again after a restore`),
      );
      return result.position === null ? 'already-erased' : 'erased';
    } catch (error) {
      if (error instanceof NotFoundError) return 'unknown-account';
      throw error;
    }
  }
}
