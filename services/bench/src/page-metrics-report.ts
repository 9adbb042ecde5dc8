import type { BenchConfig } from './config.js';
import type { PageMetricsCell, PageMetricsResult } from './page-metrics.js';
import { initialJavaScriptTarget, runMode, type Target } from './report.js';
import { formatKb, formatSeconds } from './timing.js';

const HOME_PATH = '/';

const pass = (passed: boolean) => (passed ? 'pass' : '**FAIL**');
type Limits = PageMetricsResult['limits'];
const clsPassed = (cell: PageMetricsCell, limits: Limits) => cell.cls <= limits.maxCls;
const transferPassed = (cell: PageMetricsCell, limits: Limits) => cell.transferBytes <= limits.maxHomeTransferBytes;

function cellRow(cell: PageMetricsCell, limits: Limits): string {
  const verdicts = [`CLS ≤ ${limits.maxCls}: ${pass(clsPassed(cell, limits))}`];
  if (cell.path === HOME_PATH) verdicts.push(`≤ ${formatKb(limits.maxHomeTransferBytes)}: ${pass(transferPassed(cell, limits))}`);
  const worstCls = Math.max(...cell.loads.map((load) => load.cls));
  const lcpElement = cell.loads.at(-1)?.lcpElement || '—';
  return (
    `| ${cell.page} \`${cell.path}\` | ${cell.viewport.width} px | ${cell.lcpMs === null ? '—' : `${Math.round(cell.lcpMs)} ms`} | ` +
    `\`${lcpElement}\` | ${cell.cls.toFixed(3)} | ${worstCls.toFixed(3)} | ${formatKb(cell.transferBytes)} | ${cell.requests} | ${verdicts.join('; ')} |`
  );
}

export function renderPageMetricsSection(config: BenchConfig, result: PageMetricsResult): string {
  const settings = config.pageMetrics;
  const { bundle } = result;
  const viewports = settings.viewports.map((v) => `${v.width} × ${v.height}`).join(' and ');
  return [
    '### Page metrics',
    '',
    `${runMode(config)} The shopper's first pages in headless Chromium ${result.chromiumVersion} (Debian's, driven by playwright-core) ` +
      `from the real app: the API started in-process on the PostgreSQL server (a fresh \`kl_bench_<random>\` schema) with ` +
      `\`SEED_DEMO=true\` (${result.listedGames} games listed; start: ${formatSeconds(result.startMs)}), serving the production ` +
      `build of \`frontend/dist\`. Viewports ${viewports} CSS px at one device pixel per CSS pixel, signed out. ` +
      `Every load is cold: a new browser context (empty cache, no cookies); one discarded load of each page and width first ` +
      `warms the server (its image cache, the JIT). A load has settled after its load event once no request has been in ` +
      `flight for ${formatSeconds(settings.quietMs)} (at most ${formatSeconds(settings.maxLoadMs)}). Figures are medians of ` +
      `${settings.loads} load(s) per row. Load average when the loads began (1 / 5 / 15 min): ` +
      `${result.loadAverage.map((load) => load.toFixed(2)).join(' / ')}; timings (LCP) scatter most on a busy machine, ` +
      'bytes, requests and layout shifts hardly.',
    '',
    '- LCP: the last `largest-contentful-paint` entry when the load settled, from the navigation start; its element from the last load.',
    '- CLS: the largest session window of `layout-shift` entries without recent input (shifts less than 1 s apart, ' +
      'within 5 s of the window\'s first), as the CLS metric counts it; "worst" is the largest over the loads.',
    '- Transferred: bytes on the wire (headers and compressed bodies) of every request, the page itself included, from the ' +
      'DevTools protocol\'s network events (`encodedDataLength`); requests are every request the page made (no `data:` URLs). 1 KB = 1,000 bytes.',
    '',
    '| Page | Width | LCP | LCP element | CLS | CLS worst | Transferred | Requests | Target |',
    '|---|---:|---:|---|---:|---:|---:|---:|---|',
    ...result.cells.map((cell) => cellRow(cell, result.limits)),
    '',
    `Initial JavaScript of every page (the client bundle section): ${formatKb(bundle.initial.gzipBytes)} gzipped in ` +
      `${bundle.initial.files} files, target ≤ ${formatKb(bundle.target.maxGzipBytes)} gzipped: ${pass(bundle.target.passed)}.`,
  ].join('\n');
}

/** CLS of every page at every width and the home page's transfer at every width; the initial JavaScript is the client bundle's target. */
export function pageMetricsTargets(result: PageMetricsResult): Target[] {
  const { limits } = result;
  const targets: Target[] = [];
  for (const cell of result.cells) {
    const where = `${cell.page} at ${cell.viewport.width} px`;
    const clsOk = clsPassed(cell, limits);
    targets.push({ name: `CLS, ${where}`, passed: clsOk, detail: `${cell.cls.toFixed(3)} ${clsOk ? '≤' : '>'} ${limits.maxCls}` });
    if (cell.path !== HOME_PATH) continue;
    const bytesOk = transferPassed(cell, limits);
    targets.push({
      name: `transferred on a cold load, ${where}`,
      passed: bytesOk,
      detail: `${formatKb(cell.transferBytes)} ${bytesOk ? '≤' : '>'} ${formatKb(limits.maxHomeTransferBytes)}`,
    });
  }
  return targets;
}

/** For the suite run alone: its own targets and the initial JavaScript's. */
export const pageMetricsSuiteTargets = (result: PageMetricsResult): Target[] => [
  ...pageMetricsTargets(result),
  initialJavaScriptTarget(result.bundle),
];
