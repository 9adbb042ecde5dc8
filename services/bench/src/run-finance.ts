/**
 * The finance report suite alone (`npm run bench:finance`): the report replayed over a million
 * money events against the store's whole-log read, printed instead of written into docs/benchmarks.md.
 */
import { financeReplayTargets, renderFinanceReplaySection, runFinanceReplaySuite } from './finance-replay-report.js';
import { runSuiteAlone } from './run-suite-alone.js';

runSuiteAlone({ title: 'Finance report', run: runFinanceReplaySuite, render: renderFinanceReplaySection, targets: financeReplayTargets });
