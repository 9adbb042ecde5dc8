/**
 * KeyLedger benchmarks: `node services/bench/dist/run-benchmarks.js` (npm run bench, make bench).
 * Measures the built client's initial JavaScript, then runs the database suites in throw-away
 * schemas on a real PostgreSQL server (event store; catalogue reads and checkouts through the real API), prints
 * a summary, writes the figures into docs/benchmarks.md and exits non-zero when a target is missed.
 */
import { eventStoreMigrations, migrate, openDatabase } from '@keyledger/event-store';
import { runAppendThroughput } from './append-throughput.js';
import { createBenchSchema, type BenchSchema } from './bench-schema.js';
import { runCatalogueReads } from './catalogue-reads.js';
import { renderCatalogueReadsSection } from './catalogue-reads-report.js';
import { runCheckoutThroughput } from './checkout-throughput.js';
import { checkoutTargets, renderCheckoutSection } from './checkout-throughput-report.js';
import { measureClientBundle } from './client-bundle.js';
import { renderClientBundleSection } from './client-bundle-report.js';
import { loadConfig, type BenchConfig } from './config.js';
import { runAdminArea } from './admin-area.js';
import { adminAreaTargets, renderAdminAreaSection } from './admin-area-report.js';
import { runLogReadThroughput } from './log-read-throughput.js';
import { runCapacity } from './capacity-load.js';
import { capacityTargets, renderCapacitySection } from './capacity-report.js';
import { runSale } from './sale-load.js';
import { renderSaleSection, saleTargets } from './sale-report.js';
import { renderUncachedSection, uncachedTargets } from './uncached-report.js';
import { runUncachedReads } from './uncached-reads.js';
import { runPageMetrics } from './page-metrics.js';
import { pageMetricsTargets, renderPageMetricsSection } from './page-metrics-report.js';
import { financeReplayTargets, renderFinanceReplaySection, runFinanceReplaySuite } from './finance-replay-report.js';
import { kafkaPipelineTargets, renderKafkaPipelineSection } from './kafka-pipeline-report.js';
import { runKafkaPipeline } from './kafka-pipeline.js';
import { collectMachineInfo, renderMachineInfo } from './machine-info.js';
import { collectTargets, renderEventStoreSection } from './report.js';
import { formatKb, formatSeconds, now } from './timing.js';
import { BENCHMARKS_DOC, writeSections } from './write-results.js';

// 16 writers plus room for the odd extra query.
const POOL_SIZE = 20;

const log = (line: string) => console.log(line);
let interrupted = false;

async function runEventStoreSuites(schema: BenchSchema, config: BenchConfig) {
  const db = await openDatabase({ databaseUrl: schema.connectionString, dataDir: 'unused', schema: schema.name, poolSize: POOL_SIZE });
  try {
    await migrate(db.pool, eventStoreMigrations);
    const machine = await collectMachineInfo(db.pool);
    log('\nAppend throughput (store vs plain INSERT):');
    const cells = await runAppendThroughput(db.pool, config.append, log);
    log('\nWhole-log read (store vs keyset SELECT):');
    const read = await runLogReadThroughput(db.pool, config.logRead, log);
    return { machine, cells, read };
  } finally {
    await db.close();
  }
}

async function main(): Promise<number> {
  const config = loadConfig();
  const started = now();
  log(`KeyLedger benchmarks (${config.quick ? 'quick' : 'full'} run) on ${new URL(config.databaseUrl).host}`);

  log('\nClient bundle (frontend/dist):');
  const bundle = await measureClientBundle(config.clientBundle);
  log(`  initial JavaScript: ${bundle.initial.files} files, ${formatKb(bundle.initial.gzipBytes)} gzipped (${formatKb(bundle.initial.bytes)} raw)`);

  // Ctrl-C must not leave a schema behind; drop() also ends our sessions that hold locks.
  const schemas: BenchSchema[] = [];
  const dropAll = async () => {
    const results = await Promise.allSettled(schemas.map((schema) => schema.drop()));
    results.forEach((r, i) => r.status === 'rejected' && console.error(`Dropping ${schemas[i]!.name} failed:`, r.reason));
  };
  const onSignal = (signal: NodeJS.Signals) => {
    interrupted = true;
    log(`\n${signal}: dropping ${schemas.map((schema) => schema.name).join(', ') || 'nothing'}`);
    dropAll().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    const schema = await createBenchSchema(config.databaseUrl);
    schemas.push(schema);
    log(`schema ${schema.name}`);
    const { machine, cells, read } = await runEventStoreSuites(schema, config);
    // The million-event log is no longer needed; the API gets a schema of its own.
    await schema.drop();
    schemas.splice(schemas.indexOf(schema), 1);

    const financeSchema = await createBenchSchema(config.databaseUrl);
    schemas.push(financeSchema);
    const finance = await runFinanceReplaySuite(financeSchema, config, log);
    await financeSchema.drop();
    schemas.splice(schemas.indexOf(financeSchema), 1);

    const apiSchema = await createBenchSchema(config.databaseUrl);
    schemas.push(apiSchema);
    log(`\nCatalogue reads (API vs bare http server, ${config.catalogueReads.connections} connections; schema ${apiSchema.name}):`);
    const catalogue = await runCatalogueReads(apiSchema, config.catalogueReads, log);
    await apiSchema.drop();
    schemas.splice(schemas.indexOf(apiSchema), 1);

    const pagesSchema = await createBenchSchema(config.databaseUrl);
    schemas.push(pagesSchema);
    const pages = await runPageMetrics(pagesSchema, config, log);
    await pagesSchema.drop();
    schemas.splice(schemas.indexOf(pagesSchema), 1);

    // Checkouts get a fresh API on a schema of their own: no demo data, only what they list.
    const checkoutSchema = await createBenchSchema(config.databaseUrl);
    schemas.push(checkoutSchema);
    log(`\nCheckout throughput (API vs 3-INSERT transactions, ${config.checkout.connections} shoppers; schema ${checkoutSchema.name}):`);
    const checkout = await runCheckoutThroughput(checkoutSchema, config.checkout, log);
    await checkoutSchema.drop();
    schemas.splice(schemas.indexOf(checkoutSchema), 1);

    // The sale: reads and checkouts at once on the demo catalogue (then on the embedded database).
    const saleSchema = await createBenchSchema(config.databaseUrl);
    schemas.push(saleSchema);
    log(`\nSale (catalogue reads and checkouts, ${config.sale.readConnections} + ${config.sale.shoppers} connections; schema ${saleSchema.name}):`);
    const sale = await runSale(saleSchema, config, log);
    await saleSchema.drop();
    schemas.splice(schemas.indexOf(saleSchema), 1);

    // The sale's mix again, through HAProxy to 1 and 2 API processes of their own (issue 37).
    const capacitySchema = await createBenchSchema(config.databaseUrl);
    schemas.push(capacitySchema);
    log(`\nCapacity (the sale's mix through HAProxy to 1 and 2 API processes; schema ${capacitySchema.name}):`);
    const capacity = await runCapacity(capacitySchema, config, log);
    await capacitySchema.drop();
    schemas.splice(schemas.indexOf(capacitySchema), 1);

    const uncachedSchema = await createBenchSchema(config.databaseUrl);
    schemas.push(uncachedSchema);
    log(`\nUncached authenticated reads and health (schema ${uncachedSchema.name}):`);
    const uncached = await runUncachedReads(uncachedSchema, config, log);
    await uncachedSchema.drop();
    schemas.splice(schemas.indexOf(uncachedSchema), 1);

    const adminSchema = await createBenchSchema(config.databaseUrl);
    schemas.push(adminSchema);
    const admin = await runAdminArea(adminSchema, config, log);
    await adminSchema.drop();
    schemas.splice(schemas.indexOf(adminSchema), 1);

    const kafkaSchema = await createBenchSchema(config.databaseUrl);
    schemas.push(kafkaSchema);
    const kafka = await runKafkaPipeline(kafkaSchema, config, log);
    const runMs = now() - started;

    const sections = {
      'event-store': renderEventStoreSection(config, cells, read, runMs),
      'client-bundle': renderClientBundleSection(bundle, config.clientBundle.largestLazyChunks),
      'catalogue-reads': renderCatalogueReadsSection(config, catalogue),
      'page-metrics': renderPageMetricsSection(config, pages),
      checkout: renderCheckoutSection(config, checkout),
      sale: renderSaleSection(config, sale),
      capacity: renderCapacitySection(config, capacity),
      uncached: renderUncachedSection(config, uncached),
      'admin-area': renderAdminAreaSection(config, admin),
      'finance-replay': renderFinanceReplaySection(config, finance),
      kafka: renderKafkaPipelineSection(config, kafka),
    };
    await writeSections(BENCHMARKS_DOC, [
      { name: 'machine', body: renderMachineInfo(machine), placement: 'top' },
      ...Object.entries(sections).map(([name, body]) => ({ name, body, placement: 'end' as const })),
    ]);
    log(`\n${renderMachineInfo(machine)}\n\n${Object.values(sections).join('\n\n')}\n`);
    log(`Written to ${BENCHMARKS_DOC}`);

    const missed = [...collectTargets(cells, read, bundle, catalogue), ...pageMetricsTargets(pages), ...checkoutTargets(checkout), ...saleTargets(sale), ...capacityTargets(capacity), ...uncachedTargets(uncached), ...adminAreaTargets(admin), ...financeReplayTargets(finance), ...kafkaPipelineTargets(kafka)].filter((t) => !t.passed);
    for (const t of missed) log(`TARGET MISSED: ${t.name}: ${t.detail}`);
    log(missed.length ? `${missed.length} target(s) missed` : 'All targets met');
    log(`Run time ${formatSeconds(now() - started)}`);
    return missed.length ? 1 : 0;
  } finally {
    await dropAll();
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
