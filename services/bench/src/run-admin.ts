/**
 * The admin area suite alone (`npm run bench:admin`): key uploads and the dashboard's reads, as
 * `make bench` measures them, printed instead of written into docs/benchmarks.md.
 */
import { runAdminArea } from './admin-area.js';
import { adminAreaTargets, renderAdminAreaSection } from './admin-area-report.js';
import { createBenchSchema, type BenchSchema } from './bench-schema.js';
import { loadConfig } from './config.js';

async function main(): Promise<number> {
  const config = loadConfig();
  let schema: BenchSchema | null = null;
  const onSignal = () => {
    void (schema?.drop() ?? Promise.resolve()).finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    schema = await createBenchSchema(config.databaseUrl);
    console.log(`Admin area (${config.quick ? 'quick' : 'full'} run; schema ${schema.name}):`);
    const result = await runAdminArea(schema, config, (line) => console.log(line));
    console.log(`\n${renderAdminAreaSection(config, result)}\n`);
    const missed = adminAreaTargets(result).filter((target) => !target.passed);
    for (const target of missed) console.log(`TARGET MISSED: ${target.name}: ${target.detail}`);
    console.log(missed.length ? `${missed.length} target(s) missed` : 'All admin area targets met');
    return missed.length ? 1 : 0;
  } finally {
    await schema?.drop();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('Admin area benchmark failed:', error);
    process.exitCode = 2;
  },
);
