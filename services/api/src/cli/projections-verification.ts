import { reconcileProjection, type EventStore, type Projection, type ReconciliationReport } from '@keyledger/event-store';
import { readStoredProjectionStatus } from '../projections/stored-projection-status.js';

/**
 * `npm run projections -- verify`, also run after a restore: replays the log up to each
 * projection's checkpoint beside its live tables (in a transaction rolled back) and writes the
 * verdict to stdout, every differing row with it (at most `limit` a table and way). Returns how
 * many projections differ.
 */
export async function verifyProjections(store: EventStore, describe: string, projections: readonly Projection[], limit: number): Promise<number> {
  let differing = 0;
  const stored = await readStoredProjectionStatus(store.pool, projections.map((p) => p.name));
  for (const projection of projections) {
    if (!stored.projections.find((p) => p.name === projection.name)?.checkpoint) {
      process.stdout.write(`${projection.name}: nothing to verify, no checkpoint yet (no store has run it on this database)\n`);
      continue;
    }
    process.stderr.write(`Verifying ${projection.name} in ${describe}: replaying the log beside its live tables\n`);
    const report = await reconcileProjection(store, projection, { sampleLimit: limit });
    if (!report.ok) differing += 1;
    process.stdout.write(verdict(report, limit));
  }
  return differing;
}

/** What verify says of one projection: a line, then each differing row. */
function verdict(report: ReconciliationReport, limit: number): string {
  const upTo = `a replay of the log up to position ${figure(report.checkpoint.position)}`;
  if (report.ok) return `${report.projection}: no difference from ${upTo} (${figure(report.eventsInLog)} events)\n`;
  const lines = [`${report.projection}: DIFFERS from ${upTo}`];
  if (report.eventsInLog !== report.eventsApplied) {
    lines.push(`  events: ${figure(report.eventsInLog)} in the log up to the checkpoint, ${figure(report.eventsApplied)} counted as applied`);
  }
  for (const difference of report.differences) {
    for (const [way, rows] of [['missing', difference.missing], ['unexpected', difference.unexpected]] as const) {
      for (const row of rows) lines.push(`  ${difference.table}  ${way}  ${JSON.stringify(row)}`);
      if (rows.length === limit) lines.push(`  ${difference.table}  ${way}  … (the first ${limit} shown; --limit shows more)`);
    }
  }
  return `${lines.join('\n')}\n`;
}

export const figure = (n: number) => n.toLocaleString('en-US');
