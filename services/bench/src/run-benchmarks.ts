/**
 * KeyLedger benchmarks: `node services/bench/dist/run-benchmarks.js` (npm run bench, make bench).
 * Runs every suite in a throw-away schema on a real PostgreSQL server, prints a summary, writes
 * the figures into docs/benchmarks.md and exits non-zero when a target is missed.
 */
import { fileURLToPath } from 'node:url';
import { eventStoreMigrations, migrate, openDatabase } from '@keyledger/event-store';
import { runAppendThroughput } from './append-throughput.js';
import { createBenchSchema } from './bench-schema.js';
import { loadConfig } from './config.js';
import { runLogReadThroughput } from './log-read-throughput.js';
import { collectMachineInfo, renderMachineInfo } from './machine-info.js';
import { collectTargets, renderEventStoreSection } from './report.js';
import { formatSeconds, now } from './timing.js';
import { writeSections } from './write-results.js';

const DOC_PATH = fileURLToPath(new URL('../../../docs/benchmarks.md', import.meta.url));
// 16 writers plus room for the odd extra query.
const POOL_SIZE = 20;

const log = (line: string) => console.log(line);
let interrupted = false;

async function main(): Promise<number> {
  const config = loadConfig();
  const started = now();
  log(`KeyLedger benchmarks (${config.quick ? 'quick' : 'full'} run) on ${new URL(config.databaseUrl).host}`);
  const schema = await createBenchSchema(config.databaseUrl);
  log(`schema ${schema.name}`);
  // Ctrl-C must not leave the schema behind; drop() also ends our sessions that hold locks.
  const onSignal = (signal: NodeJS.Signals) => {
    interrupted = true;
    log(`\n${signal}: dropping ${schema.name}`);
    schema.drop().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    const db = await openDatabase({ databaseUrl: schema.connectionString, dataDir: 'unused', schema: schema.name, poolSize: POOL_SIZE });
    try {
      await migrate(db.pool, eventStoreMigrations);
      const machine = await collectMachineInfo(db.pool);
      log('\nAppend throughput (store vs plain INSERT):');
      const cells = await runAppendThroughput(db.pool, config.append, log);
      log('\nWhole-log read (store vs keyset SELECT):');
      const read = await runLogReadThroughput(db.pool, config.logRead, log);
      const runMs = now() - started;

      const eventStore = renderEventStoreSection(config, cells, read, runMs);
      await writeSections(DOC_PATH, [
        { name: 'machine', body: renderMachineInfo(machine), placement: 'top' },
        { name: 'event-store', body: eventStore, placement: 'end' },
      ]);
      log(`\n${renderMachineInfo(machine)}\n\n${eventStore}\n`);
      log(`Written to ${DOC_PATH}`);

      const missed = collectTargets(cells, read).filter((t) => !t.passed);
      for (const t of missed) log(`TARGET MISSED: ${t.name}: ratio ${t.ratio.toFixed(2)} < ${t.minRatio.toFixed(2)}`);
      log(missed.length ? `${missed.length} target(s) missed` : 'All targets met');
      log(`Run time ${formatSeconds(now() - started)}`);
      return missed.length ? 1 : 0;
    } finally {
      await db.close();
    }
  } finally {
    await schema.drop();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (interrupted) return; // the signal handler ends the process; its dropped sessions fail queries
    console.error('Benchmark run failed:', error);
    process.exitCode = 2;
  },
);
