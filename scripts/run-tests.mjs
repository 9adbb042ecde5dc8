#!/usr/bin/env node
// Runs every compiled test file (*.spec.js under services/*/dist and frontend/e2e/dist) with node's test runner.
// Usage: node scripts/run-tests.mjs [filter-substring]
// Files run one at a time: on the PostgreSQL server, an open transaction in one file holds back
// the gap-safe read horizon (pg_snapshot_xmin is cluster-wide) of every other file.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const filter = process.argv[2] ?? '';

function collect(dir, found = []) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) collect(full, found);
    else if (name.endsWith('.spec.js') && full.includes(filter)) found.push(full);
  }
  return found;
}

const files = readdirSync(path.join(root, 'services'))
  .map((name) => path.join(root, 'services', name, 'dist'))
  .concat([path.join(root, 'frontend', 'e2e', 'dist')])
  .filter((dir) => { try { return statSync(dir).isDirectory(); } catch { return false; } })
  .flatMap((dir) => collect(dir))
  .sort();

if (files.length === 0) {
  console.error('No compiled test files found: run the build first.');
  process.exit(1);
}
const result = spawnSync(process.execPath, ['--test', '--test-concurrency=1', '--test-reporter=spec', ...files], { stdio: 'inherit', cwd: root });
process.exit(result.status ?? 1);
