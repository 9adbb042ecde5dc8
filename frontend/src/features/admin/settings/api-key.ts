const API_KEY_PREFIX = 'kl_live_';

/** A new random API key: the prefix and 32 hex digits from the browser's secure random source. */
export function newApiKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return API_KEY_PREFIX + Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
