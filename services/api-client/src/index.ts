import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './generated/api-schema.js';

export type { paths, components, operations } from './generated/api-schema.js';

/**
 * A typed client of the KeyLedger API: paths, parameters, bodies and answers come from the
 * OpenAPI document (docs/openapi.json), so a call the API would refuse for its shape does not
 * compile. `token` is a session token from auth/login.
 */
export function createApiClient(origin: string, token?: string): Client<paths> {
  return createClient<paths>({
    baseUrl: `${origin.replace(/\/$/, '')}/api/v1`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}
