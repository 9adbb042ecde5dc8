import { openApiDocument } from './openapi-document.js';
import { declaredRoutes } from './route-contract.js';

let built: Record<string, unknown> | null = null;

/**
 * The API's OpenAPI document, from every route contract declared (importing the application's
 * modules declares them all). Served at /api/docs-json; docs/openapi.json is a copy of it.
 */
export function apiDocument(): Record<string, unknown> {
  built ??= openApiDocument(declaredRoutes());
  return built;
}
