import { createHash } from 'node:crypto';

/**
 * A UUID (version 8 layout) derived from the given parts: the same parts always give the same id.
 * Commands use it for event ids when the caller sent an Idempotency-Key, so a retried command
 * appends events the store already has and is answered as a replay.
 */
export function deterministicUuid(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
