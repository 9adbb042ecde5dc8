import { Inject, Injectable } from '@nestjs/common';
import { timeOrderedUuid, type Database, type Queryable } from '@keyledger/event-store';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { InjectDatabase } from '../../database/database.module.js';
import { KeyCipher, maskKey, normaliseKey } from './key-cipher.js';
import { DuplicateKeysError, InvalidKeysError, VoidKeyError } from './key-vault.errors.js';

const MAX_KEY_LENGTH = 200;
/** Shorter is no activation key (a CSV header's word, a stray cell): refused rather than sold. */
export const MIN_KEY_LENGTH = 5;
/** How many of the too-short keys a refusal names. */
const NAMED_IN_REFUSAL = 20;
const PRINTABLE = /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/;
/**
 * A key as sent, for the document: MIN_KEY_LENGTH to MAX_KEY_LENGTH printable ASCII characters
 * once the spaces around are trimmed. The checks below enforce it, naming the keys too short.
 */
export const KEY_TEXT_PATTERN = new RegExp(`^\\s*[\\x21-\\x7e][\\x20-\\x7e]{${MIN_KEY_LENGTH - 2},${MAX_KEY_LENGTH - 2}}[\\x21-\\x7e]\\s*$`);

/**
 * Keeps game keys encrypted and hands out ids. Key text never leaves this class except through
 * reveal (to the key's owner, or an admin in support) and never goes into events or logs.
 */
@Injectable()
export class KeyVault {
  private readonly cipher: KeyCipher;

  constructor(
    @InjectDatabase() private readonly db: Database,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.cipher = new KeyCipher(config.keyEncryptionKey);
  }

  /**
   * Stores the keys in the caller's transaction and returns their new ids, in order. Keys
   * already in the store, or given twice, fail the whole upload with DuplicateKeysError.
   */
  async store(tx: Queryable, gameId: number, keyTexts: readonly string[]): Promise<string[]> {
    if (keyTexts.length === 0) throw new InvalidKeysError('No keys were given');
    const texts = keyTexts.map((key) => key.trim());
    for (const key of texts) {
      if (key.length > MAX_KEY_LENGTH || !PRINTABLE.test(key)) throw new InvalidKeysError(`Keys must be ${MIN_KEY_LENGTH} to ${MAX_KEY_LENGTH} printable characters`);
    }
    const tooShort = texts.filter((key) => key.length < MIN_KEY_LENGTH);
    if (tooShort.length > 0) {
      const named = tooShort.slice(0, NAMED_IN_REFUSAL).join(', ');
      const more = tooShort.length > NAMED_IN_REFUSAL ? ` and ${(tooShort.length - NAMED_IN_REFUSAL).toLocaleString('en-US')} more` : '';
      throw new InvalidKeysError(`Keys must be at least ${MIN_KEY_LENGTH} characters; too short: ${named}${more}`);
    }
    const seen = new Set<string>();
    const repeated = new Set<string>();
    for (const key of texts) {
      const normal = normaliseKey(key);
      if (seen.has(normal)) repeated.add(key);
      seen.add(normal);
    }
    if (repeated.size > 0) throw new DuplicateKeysError([...repeated]);

    // Time-ordered: keys are sold oldest first, so the sales of a game touch neighbouring entries
    // of the primary key instead of one random page each.
    const ids = texts.map(() => timeOrderedUuid());
    const fingerprints = texts.map((key) => this.cipher.fingerprint(key));
    const ciphertexts = this.cipher.encryptMany(ids, texts);
    // One statement: a key whose fingerprint is already in the store (committed, or inserted by a
    // concurrent upload, which this waits for) is skipped; the skipped ones are the duplicates.
    const inserted = await tx.query<{ id: string }>(
      `INSERT INTO game_keys (id, game_id, ciphertext, fingerprint)
       SELECT * FROM unnest($1::uuid[], $2::int[], $3::bytea[], $4::bytea[])
       ON CONFLICT (fingerprint) DO NOTHING
       RETURNING id`,
      [ids, ids.map(() => gameId), ciphertexts, fingerprints],
    );
    if (inserted.rows.length < ids.length) {
      const stored = new Set(inserted.rows.map((row) => row.id));
      throw new DuplicateKeysError(texts.filter((_, i) => !stored.has(ids[i]!)));
    }
    return ids;
  }

  /** The key's text, for its owner. Throws if the stored value was tampered with. */
  async reveal(keyId: string, db: Queryable = this.db.pool): Promise<string | null> {
    const row = await db.query<{ ciphertext: Buffer }>('SELECT ciphertext FROM game_keys WHERE id = $1', [keyId]);
    const stored = row.rows[0];
    return stored ? this.cipher.decrypt(keyId, stored.ciphertext) : null;
  }

  /**
   * The text of a key that still works, for an admin in support; a refunded or replaced key
   * (revoked) is void, and VoidKeyError says so instead. Null when there is no such key.
   */
  async revealUnlessVoid(keyId: string, db: Queryable): Promise<string | null> {
    const row = await db.query<{ ciphertext: Buffer; status: string }>('SELECT ciphertext, status FROM game_keys WHERE id = $1', [keyId]);
    const stored = row.rows[0];
    if (!stored) return null;
    if (stored.status === 'revoked') throw new VoidKeyError();
    return this.cipher.decrypt(keyId, stored.ciphertext);
  }

  /** Takes sold keys out of use (refunded or replaced): they stay encrypted here, never sold again. */
  async revoke(tx: Queryable, keyIds: readonly string[]): Promise<void> {
    const result = await tx.query("UPDATE game_keys SET status = 'revoked' WHERE id = ANY ($1::uuid[]) AND status = 'sold'", [keyIds]);
    if (result.rowCount !== keyIds.length) throw new Error(`Expected ${keyIds.length} sold keys to revoke, found ${result.rowCount}`);
  }

  /** The texts of a game's unsold keys, oldest first (for an admin's export; the caller records it). */
  async unsoldKeys(tx: Queryable, gameId: number): Promise<string[]> {
    const rows = await tx.query<{ id: string; ciphertext: Buffer }>(
      "SELECT id, ciphertext FROM game_keys WHERE game_id = $1 AND status = 'available' ORDER BY created_at, id",
      [gameId],
    );
    return rows.rows.map((row) => this.cipher.decrypt(row.id, row.ciphertext));
  }

  /** Each key's masked form (all but the last four characters hidden), by id. */
  async masked(keyIds: readonly string[], db: Queryable = this.db.pool): Promise<Map<string, string>> {
    if (keyIds.length === 0) return new Map();
    const rows = await db.query<{ id: string; ciphertext: Buffer }>('SELECT id, ciphertext FROM game_keys WHERE id = ANY ($1::uuid[])', [keyIds]);
    return this.maskedFrom(rows.rows);
  }

  /** The text of a key whose ciphertext the caller already read (a read model joined it). Throws if it was tampered with. */
  textFrom(key: { id: string; ciphertext: Buffer }): string {
    return this.cipher.decrypt(key.id, key.ciphertext);
  }

  /** The masked forms of keys whose ciphertext the caller already read (e.g. when allocating them). */
  maskedFrom(keys: ReadonlyArray<{ id: string; ciphertext: Buffer }>): Map<string, string> {
    return new Map(keys.map((key) => [key.id, maskKey(this.cipher.decrypt(key.id, key.ciphertext))]));
  }
}
