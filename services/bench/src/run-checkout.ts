/**
 * The checkout suite alone (`npm run bench:checkout`): the same measurement as `make bench`'s
 * checkout section, printed instead of written into docs/benchmarks.md. For trying a change
 * against the checkout targets in about three minutes; one run scatters by ±10% on a small machine,
 * so compare several (docs/benchmarks.md, "Checkout: what limits it").
 */
import { createBenchSchema, type BenchSchema } from './bench-schema.js';
import { runCheckoutThroughput } from './checkout-throughput.js';
import { checkoutTargets, renderCheckoutSection } from './checkout-throughput-report.js';
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
    console.log(`Checkout throughput (${config.quick ? 'quick' : 'full'} run; schema ${schema.name}):`);
    const result = await runCheckoutThroughput(schema, config.checkout, (line) => console.log(line));
    console.log(`\n${renderCheckoutSection(config, result)}\n`);
    const missed = checkoutTargets(result).filter((target) => !target.passed);
    for (const target of missed) console.log(`TARGET MISSED: ${target.name}: ${target.detail}`);
    console.log(missed.length ? `${missed.length} target(s) missed` : 'All checkout targets met');
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
    console.error('Checkout benchmark failed:', error);
    process.exitCode = 2;
  },
);
