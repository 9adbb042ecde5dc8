import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Game keys at rest: AES-256-GCM with the configured KEY_ENCRYPTION_KEY, a fresh 96-bit IV per
 * key, and the key's own id as additional data, so a ciphertext copied onto another row does
 * not decrypt. Stored as one buffer: version byte ‖ IV ‖ tag ‖ ciphertext.
 */
export class KeyCipher {
  constructor(private readonly encryptionKey: Buffer) {
    if (encryptionKey.length !== 32) throw new Error('KEY_ENCRYPTION_KEY must be 32 bytes');
  }

  encrypt(keyId: string, keyText: string, iv: Buffer = randomBytes(IV_BYTES)): Buffer {
    const cipher = createCipheriv('aes-256-gcm', this.encryptionKey, iv);
    cipher.setAAD(Buffer.from(keyId));
    const ciphertext = Buffer.concat([cipher.update(keyText, 'utf8'), cipher.final()]);
    return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), ciphertext]);
  }

  /**
   * Many keys at once (an upload of thousands): the same as encrypt for each, with all their IVs
   * drawn from the random generator in one call instead of one call per key.
   */
  encryptMany(keyIds: readonly string[], keyTexts: readonly string[]): Buffer[] {
    const ivs = randomBytes(IV_BYTES * keyIds.length);
    return keyIds.map((id, i) => this.encrypt(id, keyTexts[i]!, ivs.subarray(i * IV_BYTES, (i + 1) * IV_BYTES)));
  }

  /** Throws when the stored value was altered or belongs to another key id. */
  decrypt(keyId: string, stored: Buffer): string {
    if (stored.length < 1 + IV_BYTES + TAG_BYTES || stored[0] !== VERSION) throw new Error('Unknown key encryption format');
    const iv = stored.subarray(1, 1 + IV_BYTES);
    const tag = stored.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', this.encryptionKey, iv);
    decipher.setAAD(Buffer.from(keyId));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(stored.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }

  /**
   * A keyed fingerprint of the normalised key text, unique across the store: duplicates are
   * found without keeping any key in clear (a plain hash of a short key could be brute-forced).
   */
  fingerprint(keyText: string): Buffer {
    return createHmac('sha256', this.encryptionKey).update(`key-fingerprint\u0000${normaliseKey(keyText)}`).digest();
  }
}

/** Keys compare without surrounding spaces and case: "abcde-12345 " is "ABCDE-12345". */
export function normaliseKey(keyText: string): string {
  return keyText.trim().toUpperCase();
}

/** The most of a key's end a mask shows. */
const MASK_SHOWS_AT_MOST = 4;

/**
 * What a key looks like before its owner reveals it: its last characters only, at most 4 and at
 * most half of the key (a 4-character key shows 2, never itself). Every hidden character becomes
 * a dot except dashes, which keep the key's shape; a key of dashes alone is all dots.
 */
export function maskKey(keyText: string): string {
  const clean = keyText.trim();
  const shown = Math.min(MASK_SHOWS_AT_MOST, Math.floor(clean.length / 2));
  const hidden = clean.slice(0, clean.length - shown).replace(/[^-]/g, '•');
  const masked = `${hidden}${clean.slice(clean.length - shown)}`;
  return masked === clean ? '•'.repeat(clean.length) : masked;
}
