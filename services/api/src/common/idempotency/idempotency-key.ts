/** What an Idempotency-Key may be: 8 to 200 printable ASCII characters (the OpenAPI document states the same rule). */
export const IDEMPOTENCY_KEY_FORMAT = /^[\x21-\x7e]{8,200}$/;
