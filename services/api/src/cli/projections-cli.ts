/**
 * Projection operations from the command line, on the database the API uses (see openCliDatabase):
 *
 *   npm run projections -- status
 *   npm run projections -- verify [<name>]
 *   npm run projections -- rebuild <name>
 *
 * The store may keep serving meanwhile: verify replays the log beside the live tables in a
 * transaction it rolls back; rebuild replays into shadow tables and swaps them in at the end.
 */
import { parseArgs } from 'node:util';
import { rebuildProjection, type EventStore, type Projection } from '@keyledger/event-store';
import { allProjections, projectionNamed } from '../projections/all-projections.js';
import { readStoredProjectionStatus } from '../projections/stored-projection-status.js';
import { openCliDatabase } from './cli-database.js';
import { progressBar } from './progress-bar.js';
import { figure, verifyProjections } from './projections-verification.js';
import { textTable, type TableNote } from './text-table.js';

const USAGE = `Usage: npm run projections -- status
       npm run projections -- verify [<name>] [--limit N]
       npm run projections -- rebuild <name> [--batch-size N]

status    each projection's stored checkpoint, its lag behind the log's head and events applied
verify    replays the log up to a projection's checkpoint beside its live tables (in a transaction
          that is rolled back) and prints every row that differs: table, missing or unexpected,
          the row as JSON (at most --limit a table and way, default 100). Every projection
          when no name is given.
rebuild   replays the whole log into shadow tables while the live ones keep serving, then swaps
          them in, in one transaction, once caught up (--batch-size events a batch, default 1000)

Projections: ${allProjections.map((p) => p.name).join(', ')}.
Reads DATABASE_URL, else the embedded data in DATA_DIR (default ./.data), through the running
store when one runs. Results on stdout, progress on stderr. Exit codes: 0 done (verify: no
difference), 1 verify found a difference, 2 bad usage, 3 the command failed.`;

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        limit: { type: 'string' },
        'batch-size': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    });
  } catch (error) {
    return usage((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const [command, name, ...extra] = positionals;
  if (extra.length > 0) return usage(`Unexpected argument: ${extra[0]}`);
  const limit = wholeNumber(values.limit, 100);
  const batchSize = wholeNumber(values['batch-size'], 1_000);
  if (limit === null) return usage('--limit takes a whole number above 0');
  if (batchSize === null) return usage('--batch-size takes a whole number above 0');

  let projections: readonly Projection[];
  if (command === 'status' || (command === 'verify' && name === undefined)) {
    if (command === 'status' && name !== undefined) return usage('status takes no projection name');
    projections = allProjections;
  } else if (command === 'verify' || command === 'rebuild') {
    if (name === undefined) return usage(`${command} needs a projection's name`);
    const projection = projectionNamed(name);
    if (!projection) return usage(`No projection named ${name}`);
    projections = [projection];
  } else {
    return usage(command === undefined ? 'Name a command: status, verify or rebuild' : `Unknown command: ${command}`);
  }

  const { db, store, describe } = await openCliDatabase();
  try {
    if (command === 'status') return await status(store, describe);
    if (command === 'verify') return (await verifyProjections(store, describe, projections, limit)) > 0 ? 1 : 0;
    return await rebuild(store, describe, projections[0]!, batchSize);
  } catch (error) {
    process.stderr.write(`${command} failed: ${(error as Error).stack ?? String(error)}\n`);
    return 3;
  } finally {
    await db.close();
  }
}

async function status(store: EventStore, describe: string): Promise<number> {
  process.stderr.write(`Reading the projections' checkpoints in ${describe}\n`);
  const stored = await readStoredProjectionStatus(store.pool, allProjections.map((p) => p.name));
  const rows: Array<string[] | TableNote> = stored.projections.map(({ name, checkpoint }) =>
    checkpoint
      ? [name, figure(checkpoint.position), figure(checkpoint.lag), figure(checkpoint.eventsApplied), age(checkpoint.updatedAt)]
      : { first: name, note: 'no checkpoint yet: no store has run this projection on this database' },
  );
  process.stdout.write(`Log head: position ${figure(stored.headPosition)}\n\n`);
  process.stdout.write(textTable(['projection', 'position', 'lag', 'events applied', 'updated'], rows, ['position', 'lag', 'events applied']));
  for (const other of stored.others) {
    const what = other.name.endsWith('__shadow')
      ? `a rebuild's shadow of ${other.name.slice(0, -'__shadow'.length)} (running, or stopped before its swap; the next rebuild starts it afresh)`
      : 'a checkpoint of no projection this store runs';
    process.stdout.write(`\n${other.name}: ${what}, at position ${figure(other.position)}, ${figure(other.eventsApplied)} events applied, updated ${age(other.updatedAt)}`);
  }
  if (stored.others.length > 0) process.stdout.write('\n');
  return 0;
}

async function rebuild(store: EventStore, describe: string, projection: Projection, batchSize: number): Promise<number> {
  const stored = await readStoredProjectionStatus(store.pool, [projection.name]);
  if (!stored.projections[0]?.checkpoint) {
    // Its live tables are made by the store's runner on its first start; there is nothing to swap with yet.
    process.stderr.write(`${projection.name} has no checkpoint yet: start the store once, which builds it from the log\n`);
    return 3;
  }
  const total = await eventsOfTypes(store, projection);
  process.stderr.write(`Rebuilding ${projection.name} in ${describe}: replaying ${figure(total)} events into shadow tables beside the live ones\n`);
  const bar = progressBar(projection.name);
  const result = await rebuildProjection(store, projection, { batchSize, onShadowBatch: (applied) => bar.update(applied, total) });
  bar.done();
  const swapped = await store.pool.query<{ last_position: string }>('SELECT last_position FROM projection_checkpoints WHERE name = $1', [projection.name]);
  const position = Number(swapped.rows[0]?.last_position ?? 0);
  process.stdout.write(`${projection.name}: rebuilt from ${figure(result.eventsApplied)} events applied; swapped in at log position ${figure(position)}\n`);
  return 0;
}

/** How many events the projection reads, for the progress bar (the rebuild may apply more: appends during it). */
async function eventsOfTypes(store: EventStore, projection: Projection): Promise<number> {
  const counted = projection.eventTypes
    ? await store.pool.query<{ n: string }>('SELECT count(*) AS n FROM events WHERE event_type = ANY ($1::text[])', [projection.eventTypes])
    : await store.pool.query<{ n: string }>('SELECT count(*) AS n FROM events');
  return Number(counted.rows[0]?.n ?? 0);
}

function usage(problem: string): number {
  process.stderr.write(`${problem}\n\n${USAGE}\n`);
  return 2;
}

function wholeNumber(given: string | undefined, fallback: number): number | null {
  if (given === undefined) return fallback;
  return /^[1-9]\d*$/.test(given) ? Number(given) : null;
}


function age(at: Date): string {
  const seconds = Math.max(0, Math.round((Date.now() - at.getTime()) / 1000));
  if (seconds < 120) return `${seconds} s ago`;
  if (seconds < 7_200) return `${Math.round(seconds / 60)} min ago`;
  if (seconds < 172_800) return `${Math.round(seconds / 3_600)} h ago`;
  return at.toISOString();
}

process.exitCode = await main();
