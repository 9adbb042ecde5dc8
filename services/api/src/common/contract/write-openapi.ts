/**
 * Writes the API's OpenAPI document to a file (docs/openapi.json, by `npm run openapi`): the same
 * document the API serves at /api/docs-json, made from the route contracts without starting it.
 * A test fails while the committed copy differs from what the routes declare.
 */
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// Importing the application's module declares every route's contract.
import '../../app.module.js';
import { apiDocument } from './api-document.js';

export const COMMITTED_DOCUMENT = fileURLToPath(new URL('../../../../../docs/openapi.json', import.meta.url));

/** The document as committed: two-space JSON and a final newline. */
export const documentText = (document: unknown) => `${JSON.stringify(document, null, 2)}\n`;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const target = path.resolve(process.argv[2] ?? COMMITTED_DOCUMENT);
  writeFileSync(target, documentText(apiDocument()));
  console.log(`OpenAPI document written to ${target}`);
}
