import { migrate } from '@keyledger/event-store';
import type pg from 'pg';
import { PersonalDataCodec } from '../privacy/personal-data/personal-data-codec.js';
import { sealPersonalDataInLog } from '../privacy/personal-data/seal-log.js';
import { allMigrations } from './migrations.js';

/**
 * What every process does to a database before using it (the API, the Kafka roles, the command
 * line): the schema migrations, then the one-time sealing of personal data written in clear by
 * versions before it (a no-op once recorded). Every role runs it, so none (the Kafka relay
 * above all) reads the old clear text before it is sealed.
 */
export async function prepareDatabase(pool: pg.Pool, keyEncryptionKey: Buffer): Promise<{ applied: string[]; sealedEvents: number | null }> {
  const applied = await migrate(pool, allMigrations);
  const sealed = await sealPersonalDataInLog(pool, new PersonalDataCodec(keyEncryptionKey));
  return { applied, sealedEvents: sealed?.rewritten ?? null };
}
