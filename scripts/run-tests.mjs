#!/usr/bin/env node
// Runs every compiled test file (*.spec.js under services/*/dist and frontend/e2e/dist) with node's test runner.
// Usage: node scripts/run-tests.mjs [filter-substring]
//
// Two lanes side by side, each running its files one at a time:
// - the services' files: one at a time because, on the PostgreSQL server, an open transaction in one
//   file holds back the gap-safe read horizon (pg_snapshot_xmin is cluster-wide) of every other file;
// - the browser files (frontend/e2e): each drives Chromium against an API on in-memory PGlite in its
//   own process, touching neither the PostgreSQL server nor the other lane's data. They spend much of
//   their time waiting (pages, mail, polling), which the other lane's work fills on a two-core machine.
// The services' lane prints as it runs; the browser lane's output is kept and printed after it, so
// the log reads file by file. The last line sums both lanes: "N passed, N failed".
import { spawn } from 'node:child_process';
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

const existing = (dirs) => dirs.filter((dir) => { try { return statSync(dir).isDirectory(); } catch { return false; } });
const servicesFiles = existing(readdirSync(path.join(root, 'services')).map((name) => path.join(root, 'services', name, 'dist')))
  .flatMap((dir) => collect(dir))
  .sort();
const browserFiles = existing([path.join(root, 'frontend', 'e2e', 'dist')])
  .flatMap((dir) => collect(dir))
  .sort();

if (servicesFiles.length + browserFiles.length === 0) {
  console.error('No compiled test files found: run the build first.');
  process.exit(1);
}

/** Runs one lane's files with node's test runner; `live` prints as it goes, else the output is kept. */
function runLane(files, live) {
  if (files.length === 0) return Promise.resolve({ status: 0, output: '' });
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--test', '--test-concurrency=1', '--test-reporter=spec', ...files], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const take = (stream, sink) =>
      stream.on('data', (chunk) => {
        output += chunk;
        if (live) sink.write(chunk);
      });
    take(child.stdout, process.stdout);
    take(child.stderr, process.stderr);
    child.on('close', (code, signal) => resolve({ status: code ?? (signal ? 1 : 0), output }));
  });
}

/** The runner's own closing count (`ℹ pass N`, `ℹ fail N`) of a lane's output. */
const counted = (output, word) => Number(output.match(new RegExp(`^ℹ ${word} (\\d+)$`, 'm'))?.[1] ?? 0);

const [services, browser] = await Promise.all([runLane(servicesFiles, true), runLane(browserFiles, false)]);
process.stdout.write(browser.output);
const passed = counted(services.output, 'pass') + counted(browser.output, 'pass');
const failed = counted(services.output, 'fail') + counted(browser.output, 'fail');
console.log(`${passed} passed, ${failed} failed`);
process.exit(services.status !== 0 || browser.status !== 0 ? 1 : 0);
