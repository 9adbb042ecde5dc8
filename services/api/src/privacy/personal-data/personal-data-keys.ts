import { randomBytes } from 'node:crypto';
import type { Queryable } from '@keyledger/event-store';
import { KeyCipher } from '../../catalogue/key-vault/key-cipher.js';

const DATA_KEY_BYTES = 32;
/** Additional data of a wrapped key: a wrapped key copied to another person's row does not unwrap. */
const wrapLabel = (subjectId: string) => `personal-data-key:${subjectId}`;

/**
 * Every person's own data key (crypto-shredding): random, stored wrapped under KEY_ENCRYPTION_KEY
 * like the game keys, never cached in the process, so an erasure (the wrapped key deleted) holds
 * at once for every process and every later read. The row of an erased person stays, key-less,
 * so that nothing is ever sealed for them again.
 */
export class PersonalDataKeys {
  private readonly wrapping: KeyCipher;

  constructor(keyEncryptionKey: Buffer) {
    this.wrapping = new KeyCipher(keyEncryptionKey);
  }

  /** The person's key, made on first use; null once they were erased. */
  async keyFor(subjectId: string, db: Queryable): Promise<Buffer | null> {
    const found = await db.query<{ wrapped_key: Buffer | null }>('SELECT wrapped_key FROM personal_data_keys WHERE subject_id = $1', [subjectId]);
    if (found.rows[0]) return this.unwrap(subjectId, found.rows[0].wrapped_key);
    const made = randomBytes(DATA_KEY_BYTES);
    const inserted = await db.query(
      'INSERT INTO personal_data_keys (subject_id, wrapped_key) VALUES ($1, $2) ON CONFLICT (subject_id) DO NOTHING',
      [subjectId, this.wrapping.encrypt(wrapLabel(subjectId), made.toString('base64'))],
    );
    if (inserted.rowCount === 1) return made;
    // Another transaction made it first (this insert waited for its commit): use theirs.
    const theirs = await db.query<{ wrapped_key: Buffer | null }>('SELECT wrapped_key FROM personal_data_keys WHERE subject_id = $1', [subjectId]);
    return this.unwrap(subjectId, theirs.rows[0]!.wrapped_key);
  }

  /** The keys of these people that exist (never makes one); an erased person's is null, an unknown one absent. */
  async keysOf(subjectIds: readonly string[], db: Queryable): Promise<Map<string, Buffer | null>> {
    const rows = await db.query<{ subject_id: string; wrapped_key: Buffer | null }>(
      'SELECT subject_id, wrapped_key FROM personal_data_keys WHERE subject_id = ANY($1::uuid[])',
      [subjectIds],
    );
    return new Map(rows.rows.map((row) => [row.subject_id, this.unwrap(row.subject_id, row.wrapped_key)]));
  }

  /** Shreds the person's key (inside the erasure's transaction); a person without one yet gets the key-less row. */
  async shred(subjectId: string, db: Queryable): Promise<void> {
    await db.query(
      `INSERT INTO personal_data_keys (subject_id, wrapped_key, erased_at) VALUES ($1, NULL, now())
       ON CONFLICT (subject_id) DO UPDATE SET wrapped_key = NULL, erased_at = COALESCE(personal_data_keys.erased_at, now())`,
      [subjectId],
    );
  }

  private unwrap(subjectId: string, wrapped: Buffer | null): Buffer | null {
    return wrapped === null ? null : Buffer.from(this.wrapping.decrypt(wrapLabel(subjectId), wrapped), 'base64');
  }
}
