/**
 * The sale suite alone (`npm run bench:sale`): catalogue reads and checkouts at once, then each
 * alone, and the process's memory through them (PostgreSQL server, then the embedded database);
 * the same measurement as `make bench`'s sale section, printed and written into docs/benchmarks.md.
 */
import { runSale } from './sale-load.js';
import { renderSaleSection, saleTargets } from './sale-report.js';
import { runSuiteAlone } from './run-suite-alone.js';

runSuiteAlone({
  title: 'Sale',
  run: (schema, config, log) => runSale(schema, config, log),
  render: renderSaleSection,
  targets: saleTargets,
  docSection: 'sale',
});
