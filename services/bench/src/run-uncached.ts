/**
 * The uncached authenticated reads and GET health alone (`npm run bench:uncached`): the same
 * measurement as `make bench`'s section, printed and written into docs/benchmarks.md.
 */
import { runSuiteAlone } from './run-suite-alone.js';
import { renderUncachedSection, uncachedTargets } from './uncached-report.js';
import { runUncachedReads } from './uncached-reads.js';

runSuiteAlone({
  title: 'Uncached reads and health',
  run: runUncachedReads,
  render: renderUncachedSection,
  targets: uncachedTargets,
  docSection: 'uncached',
});
