import type { INestApplicationContext } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { ErasureLedger } from '../../privacy/erasure/erasure-ledger.js';

export interface ErasureReapplication {
  entries: number;
  /** One line for the restore's output. */
  summary: string;
}

/**
 * Every erasure the ledger outside the database remembers, made again on the restored database
 * (a backup taken before an erasure still holds the customer's data).
 * Not yet: the erasure itself (AccountEraser) is not on this branch; only the ledger is read.
 */
export async function reapplyErasures(app: INestApplicationContext): Promise<ErasureReapplication> {
  const config = app.get<AppConfig>(APP_CONFIG);
  const ledger = new ErasureLedger(config.erasureLedgerPath);
  const entries = await ledger.entries();
  return { entries: entries.length, summary: `Erasure ledger (${config.erasureLedgerPath ?? 'none: in-memory data'}): ${entries.length} entries` };
}
