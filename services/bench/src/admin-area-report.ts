import type { AdminAreaResult } from './admin-area.js';
import type { BenchConfig } from './config.js';
import { runMode, verdict, type Target } from './report.js';
import { formatCount, formatSeconds } from './timing.js';

const ms = (value: number) => `${value.toFixed(2)} ms`;

export function adminAreaTargets(result: AdminAreaResult): Target[] {
  const { keyUpload, dashboard } = result;
  const worst = (page: 'dashboard' | 'purchases') => Math.max(...dashboard.sizes.flatMap((size) => size.endpoints.filter((e) => e.page === page).map((e) => e.p99Ms)));
  return [
    { name: 'key upload', passed: keyUpload.target.passed, detail: `ratio ${keyUpload.ratio.toFixed(2)}, target at least ${keyUpload.target.minRatio}` },
    { name: 'dashboard reads', passed: dashboard.passed, detail: `worst p99 ${ms(worst('dashboard'))}, target at most ${ms(dashboard.maxP99Ms)} at every log size` },
    { name: 'purchases list', passed: dashboard.purchasesPassed, detail: `worst p99 ${ms(worst('purchases'))}, target at most ${ms(dashboard.maxP99Ms)} at every log size` },
    { name: 'ticket search', passed: result.ticketSearch.passed, detail: `p99 ${ms(result.ticketSearch.repeated.p99Ms)}, target at most ${ms(result.ticketSearch.maxP99Ms)}` },
  ];
}

export function renderAdminAreaSection(config: BenchConfig, result: AdminAreaResult): string {
  const { keyUpload, dashboard } = result;
  return [
    '### Admin area: key uploads, the dashboard, the Purchases list and the support desk',
    '',
    `${runMode(config)} The real API in-process on the PostgreSQL server (a fresh schema, no demo data), the admin signed in.`,
    '',
    `**Key upload.** \`POST /api/v1/store/add-game\` with a CSV of ${formatCount(keyUpload.keysPerUpload)} keys of ${keyUpload.keyLength} characters ` +
      '(a new game each time), timed from request to answer: the API parses the CSV, checks every key, fingerprints and encrypts it, ' +
      'stores all of them or none and records the listing. Baseline: one multi-row `INSERT … SELECT * FROM unnest(…)` of the same number of ' +
      'rows of the same size (uuid, game id, a ciphertext of the key’s size, a 32-byte fingerprint) into a table with `game_keys`’ columns ' +
      'and indexes, data made beforehand. Runs alternate API and baseline.',
    '',
    '| Run | System | Keys | Time | Keys/s |',
    '|---:|---|---:|---:|---:|',
    ...keyUpload.runs.map((run, i) => `| ${i + 1} | ${run.system === 'api' ? 'API' : 'Baseline'} | ${formatCount(run.keys)} | ${formatSeconds(run.ms)} | ${formatCount(run.keysPerSec)} |`),
    '',
    `API ${formatCount(keyUpload.apiKeysPerSec)} keys/s, baseline ${formatCount(keyUpload.baselineRowsPerSec)} rows/s: ratio **${keyUpload.ratio.toFixed(2)}** (target at least ${keyUpload.target.minRatio}: ${verdict(keyUpload.target)}).`,
    '',
    `**Dashboard and Purchases reads.** Each of the dashboard's calls alone, then the Purchases page's list (its first page of 20 unfiltered, ` +
      `and one buyer's orders looked up by e-mail), ${dashboard.connections} keep-alive connections with the admin's token, ` +
      `${formatSeconds(dashboard.warmupMs)} warm-up then ${formatSeconds(dashboard.measureMs)} measured, first with ${formatCount(dashboard.sizes[0]!.orders)} orders in the log ` +
      `and again with ${formatCount(dashboard.sizes.at(-1)!.orders)} (OrderPlaced and KeysDelivered of one key per order appended through the event store, spread over 90 days ` +
      `and over ${formatCount(dashboard.buyers)} customer accounts, so the looked-up buyer has ${formatCount(dashboard.sizes[0]!.orders / dashboard.buyers)} orders, then ` +
      `${formatCount(dashboard.sizes.at(-1)!.orders / dashboard.buyers)}; measured once every read model had applied them). Target: p99 at most ` +
      `${ms(dashboard.maxP99Ms)} at every size: dashboard ${dashboard.passed ? 'met' : 'MISSED'}, Purchases list ${dashboard.purchasesPassed ? 'met' : 'MISSED'}.`,
    '',
    '| Orders in the log | Call | Requests/s | p50 | p99 |',
    '|---:|---|---:|---:|---:|',
    ...dashboard.sizes.flatMap((size) =>
      size.endpoints.map((e) => `| ${formatCount(size.orders)} | \`${e.path.replace('/api/v1/', '')}\` | ${formatCount(e.requestsPerSec)} | ${ms(e.p50Ms)} | ${ms(e.p99Ms)} |`),
    ),
    '',
    ticketSearchSection(result),
  ].join('\n');
}

function ticketSearchSection({ ticketSearch: t }: AdminAreaResult): string {
  return [
    `**Support desk search.** \`GET ${t.repeated.path.replace('/api/v1/', '')}\` (${formatCount(t.repeated.matching)} of ${formatCount(t.tickets)} tickets match; ` +
      `the tickets of ${formatCount(t.customers)} customers appended as TicketOpened events and projected), ${t.connections} keep-alive connections with the admin's token, ` +
      `${formatSeconds(t.warmupMs)} warm-up then ${formatSeconds(t.measureMs)} measured: ${formatCount(t.repeated.requestsPerSec)} requests/s, p50 ${ms(t.repeated.p50Ms)}, ` +
      `p99 **${ms(t.repeated.p99Ms)}** (target at most ${ms(t.maxP99Ms)}: ${t.passed ? 'met' : 'MISSED'}); every request through the guard and the query, no answer cache. ` +
      `${t.distinct.requests} different searches (a customer's e-mail, a game number), each asked once and one at a time, go through the trigram indexes: ` +
      `p50 ${ms(t.distinct.p50Ms)}, max ${ms(t.distinct.maxMs)}.`,
  ].join('\n');
}
