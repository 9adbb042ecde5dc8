/**
 * The finance report from the command line, replayed from the log as the API does (same fold,
 * same CSV): `npm run report -- --from 2026-11-01 --to 2026-11-30 --group-by day --as-of 1200 --format csv`.
 * Works on DATABASE_URL, or on the embedded data under DATA_DIR (see openCliDatabase).
 */
import { parseArgs } from 'node:util';
import { AppError } from '../common/app-errors.js';
import { financeReport } from '../finance/http/finance.contract.js';
import { reportAnswer, reportCsv } from '../finance/domain/report-formats.js';
import { replayReport } from '../finance/replay/replay-report.js';
import { openCliDatabase } from './cli-database.js';
import { progressBar } from './progress-bar.js';

const USAGE = `Usage: npm run report -- --from YYYY-MM-DD --to YYYY-MM-DD [--group-by day|month|game] [--as-of TIME|POSITION] [--format csv|json]

The finance report of the days from --from to --to (both included, in TIME_ZONE), replayed from
the event log. --as-of leaves out every event recorded after a time, or after a log position.
Reads DATABASE_URL, else the embedded data in DATA_DIR (default ./.data). CSV (the default) or
JSON on stdout; progress on stderr.`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      'group-by': { type: 'string' },
      'as-of': { type: 'string' },
      format: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  // The API's own rules for the parameters, so both refuse the same things in the same words.
  const parsed = financeReport.query.safeParse({ from: values.from, to: values.to, groupBy: values['group-by'], asOf: values['as-of'], format: values.format ?? 'csv' });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) process.stderr.write(`${issue.message}\n`);
    process.stderr.write(`\n${USAGE}\n`);
    return 2;
  }
  const query = parsed.data;
  const timeZone = process.env.TIME_ZONE || Intl.DateTimeFormat().resolvedOptions().timeZone;
  const { db, store, describe } = await openCliDatabase();
  try {
    process.stderr.write(`Replaying the event log of ${describe} (time zone ${timeZone})\n`);
    const bar = progressBar('events');
    const report = await replayReport(store, { from: query.from, to: query.to, groupBy: query.groupBy ?? 'day', timeZone, asOf: query.asOf }, (reached, end) => bar.update(reached, end));
    bar.done();
    process.stderr.write(`${report.eventsRead.toLocaleString('en-US')} events read, as of log position ${report.asOfPosition}\n`);
    process.stdout.write(query.format === 'json' ? `${JSON.stringify(reportAnswer(report), null, 2)}\n` : reportCsv(report));
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      process.stderr.write(`${error.message}\n`);
      return 2;
    }
    throw error;
  } finally {
    await db.close();
  }
}

process.exitCode = await main();
