import { access } from 'node:fs/promises';
import type { INestApplicationContext } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { AccountEraser } from '../../privacy/erasure/account-eraser.js';
import { ErasureLedger } from '../../privacy/erasure/erasure-ledger.js';

export type ErasureOutcome = Awaited<ReturnType<AccountEraser['eraseAgain']>>;

export interface ErasureReapplication {
  counts: Record<ErasureOutcome, number>;
  /** One line for the restore's output. */
  summary: string;
}

/**
 * Every erasure in the ledger outside the database, made again on the restored database, oldest
 * first: a backup taken before an erasure still holds the customer's data key and rows, and the
 * database cannot remember what happened after its backup. An account the backup shows erased
 * already, or does not hold (made after the backup), is counted and left.
 */
export async function reapplyErasures(app: INestApplicationContext): Promise<ErasureReapplication> {
  const ledgerPath = app.get<AppConfig>(APP_CONFIG).erasureLedgerPath;
  const counts: Record<ErasureOutcome, number> = { erased: 0, 'already-erased': 0, 'unknown-account': 0 };
  if (ledgerPath === null || !(await access(ledgerPath).then(() => true, () => false))) {
    return {
      counts,
      summary: `Erasure ledger: none at ${ledgerPath ?? '(in-memory data)'}, no erasure made again (if the store kept one elsewhere: restore again, into an empty database, with ERASURE_LEDGER naming it)`,
    };
  }
  const eraser = app.get(AccountEraser);
  const entries = await new ErasureLedger(ledgerPath).entries();
  for (const entry of entries) counts[await eraser.eraseAgain(entry)] += 1;
  return {
    counts,
    summary: `Erasure ledger (${ledgerPath}): ${entries.length} entries; ${counts.erased} erased again, ${counts['already-erased']} already erased in the backup, ${counts['unknown-account']} not in the backup`,
  };
}
