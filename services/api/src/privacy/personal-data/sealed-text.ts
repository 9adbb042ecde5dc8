import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** What a reader sees where personal data was sealed for a person since erased (their key is gone). */
export const ERASED_TEXT = '[erased]';

/** `pd1.<subject id>.<base64url(IV ‖ tag ‖ ciphertext)>`: the subject is in clear so a reader knows which key opens it. */
const PREFIX = 'pd1.';
const SEALED = /^pd1\.([0-9a-f-]{36})\.([A-Za-z0-9_-]+)$/;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function isSealed(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(PREFIX);
}

/** The person a sealed value belongs to, or null when the value is not sealed. */
export function sealedSubject(value: string): string | null {
  return SEALED.exec(value)?.[1] ?? null;
}

/**
 * AES-256-GCM under the person's own data key, the subject id as additional data (a value copied
 * into another person's event does not open). A fresh IV per value.
 */
export function sealText(dataKey: Buffer, subjectId: string, text: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', dataKey, iv);
  cipher.setAAD(Buffer.from(subjectId));
  const ciphertext = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return `${PREFIX}${subjectId}.${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url')}`;
}

/** Throws when the value was altered or sealed for another subject. */
export function openText(dataKey: Buffer, value: string): string {
  const match = SEALED.exec(value);
  if (!match) throw new Error('Not a sealed personal value');
  const [, subjectId, body] = match;
  const bytes = Buffer.from(body!, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', dataKey, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(subjectId!));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}
