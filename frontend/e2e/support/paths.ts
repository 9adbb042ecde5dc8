import { fileURLToPath } from 'node:url';

// Compiled to frontend/e2e/dist/support/paths.js: four levels up is the repository.
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
export const WEB_ROOT = fileURLToPath(new URL('../../../dist', import.meta.url));
export const API_DIST = new URL('../../../../services/api/dist/', import.meta.url);
