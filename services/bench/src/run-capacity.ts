/**
 * The capacity suite alone (`npm run bench:capacity`): the sale's mix through HAProxy to 1, then 2
 * API processes, straight to the one as the baseline, CPU per request per process, and the unit
 * costs of the capacity model; the same measurement as `make bench`'s capacity section, printed
 * and written into docs/benchmarks.md.
 */
import { runCapacity } from './capacity-load.js';
import { capacityTargets, renderCapacitySection } from './capacity-report.js';
import { runSuiteAlone } from './run-suite-alone.js';

runSuiteAlone({
  title: 'Capacity',
  run: (schema, config, log) => runCapacity(schema, config, log),
  render: renderCapacitySection,
  targets: capacityTargets,
  docSection: 'capacity',
});
