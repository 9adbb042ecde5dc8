/**
 * The page metrics alone (`npm run bench:pages`): LCP, CLS, transferred bytes and requests of the
 * shopper's first pages in Chromium on cold loads, printed and written into docs/benchmarks.md.
 */
import { runPageMetrics } from './page-metrics.js';
import { pageMetricsSuiteTargets, renderPageMetricsSection } from './page-metrics-report.js';
import { runSuiteAlone } from './run-suite-alone.js';

runSuiteAlone({
  title: 'Page metrics',
  run: runPageMetrics,
  render: renderPageMetricsSection,
  targets: pageMetricsSuiteTargets,
  docSection: 'page-metrics',
});
