import path from 'node:path';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** How every opener of the embedded database starts PGlite. pg_trgm: trigram indexes for substring searches (support tickets), as on the server. */
export const EMBEDDED_PGLITE_OPTIONS = { extensions: { pg_trgm } };

/** Where PGlite keeps the database's files under DATA_DIR (beside the store's secrets and erasure ledger). */
export function embeddedDataLocation(dataDir: string): string {
  return path.resolve(dataDir, 'pgdata');
}
