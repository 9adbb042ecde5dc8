/**
 * The checkout suite alone (`npm run bench:checkout`): the same measurement as `make bench`'s
 * checkout section, printed instead of written into docs/benchmarks.md. For trying a change
 * against the checkout targets in about three minutes; one run scatters by ±10% on a small machine,
 * so compare several (docs/benchmarks.md, "Checkout: what limits it").
 */
import { runCheckoutThroughput } from './checkout-throughput.js';
import { checkoutTargets, renderCheckoutSection } from './checkout-throughput-report.js';
import { runSuiteAlone } from './run-suite-alone.js';

runSuiteAlone({
  title: 'Checkout throughput',
  run: (schema, config, log) => runCheckoutThroughput(schema, config.checkout, log),
  render: renderCheckoutSection,
  targets: checkoutTargets,
});
