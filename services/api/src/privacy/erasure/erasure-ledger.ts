import { mkdir, open, readFile } from 'node:fs/promises';
import path from 'node:path';

/** One erasure as the ledger keeps it: enough to make it again, nothing personal. */
export interface ErasureLedgerEntry {
  userId: string;
  erasedAt: string;
  /** 'customer' (Delete my account), 'staff' (erased on request), 'restore' (made again after a restore). */
  requestedBy: 'customer' | 'staff' | 'restore';
}

/**
 * Erasures written to a file outside the database (GDPR art. 17 survives a restore): a backup
 * taken before an erasure still holds the customer's data key and rows, so restoring it must
 * erase them again, and the database itself cannot remember what happened after its backup.
 * One JSON line per erasure, appended and flushed to disk before the erasure commits; an
 * erasure whose transaction then fails stays asked for and is made at the next restore.
 */
export class ErasureLedger {
  constructor(readonly filePath: string | null) {}

  async record(entry: ErasureLedgerEntry): Promise<void> {
    if (this.filePath === null) return;
    await mkdir(path.dirname(this.filePath), { recursive: true });
    const file = await open(this.filePath, 'a');
    try {
      await file.appendFile(`${JSON.stringify(entry)}\n`, 'utf8');
      await file.sync();
    } finally {
      await file.close();
    }
  }

  /** Every erasure recorded, oldest first; none when the file does not exist yet. */
  async entries(): Promise<ErasureLedgerEntry[]> {
    if (this.filePath === null) return [];
    let text: string;
    try {
      text = await readFile(this.filePath, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    return text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as ErasureLedgerEntry);
  }
}
