/**
 * The admin area suite alone (`npm run bench:admin`): key uploads and the dashboard's reads, as
 * `make bench` measures them, printed instead of written into docs/benchmarks.md.
 */
import { runAdminArea } from './admin-area.js';
import { adminAreaTargets, renderAdminAreaSection } from './admin-area-report.js';
import { runSuiteAlone } from './run-suite-alone.js';

runSuiteAlone({ title: 'Admin area', run: runAdminArea, render: renderAdminAreaSection, targets: adminAreaTargets });
