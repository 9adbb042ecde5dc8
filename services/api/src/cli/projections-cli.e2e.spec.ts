import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { EventStore, logEndPosition } from '@keyledger/event-store';
import { listTestGames } from '../catalogue/testing/list-test-games.js';
import { INVENTORY_PROJECTION } from '../ordering/projections/inventory.projection.js';
import { createTestShoppers, type TestShopper } from '../ordering/testing/test-shoppers.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { allProjections } from '../projections/all-projections.js';
import { ProjectionsService } from '../projections/projections.service.js';
import { eventually } from '../testing/eventually.js';
import { apiTestTargets, startTestApp, type TestApp } from '../testing/start-test-app.js';
import { runCli, type CliRun } from './testing/cli-run.js';

const NAMES = allProjections.map((p) => p.name).sort();
const GAMES = [
  { gameId: 1009, priceCents: 1999, keys: 300 },
  { gameId: 1011, priceCents: 999, keys: 300 },
];

/** `npm run projections -- …` as an operator runs it: the compiled CLI in a process of its own. */
const projectionsCli = (args: string[], env: Record<string, string>): Promise<CliRun> => runCli('projections-cli.js', args, env);

/** The rows of status's table: name → position, lag, events applied (null: no checkpoint yet). */
function statusRows(stdout: string): Map<string, { position: number; lag: number; eventsApplied: number } | null> {
  const rows = new Map<string, { position: number; lag: number; eventsApplied: number } | null>();
  for (const line of stdout.split('\n')) {
    const name = line.split(/\s+/)[0]!;
    if (!NAMES.includes(name)) continue;
    const figures = /^\S+\s+([\d,]+)\s+([\d,]+)\s+([\d,]+)\s/.exec(line);
    const number = (text: string) => Number(text.replaceAll(',', ''));
    rows.set(name, figures ? { position: number(figures[1]!), lag: number(figures[2]!), eventsApplied: number(figures[3]!) } : null);
  }
  return rows;
}

/** The differing rows verify printed: table, way and the row. */
function differingRows(stdout: string): Array<{ table: string; way: string; row: Record<string, unknown> }> {
  return [...stdout.matchAll(/^ {2}(\S+) {2}(missing|unexpected) {2}(\{.*\})$/gm)].map((m) => ({ table: m[1]!, way: m[2]!, row: JSON.parse(m[3]!) }));
}

/** Whether a rebuild's swap is waiting for the live inventory tables' exclusive lock. */
async function swapWaits(store: EventStore): Promise<boolean> {
  const waiting = await store.pool.query<{ waits: boolean }>(
    "SELECT EXISTS (SELECT FROM pg_locks WHERE relation = 'inventory_orders'::regclass AND mode = 'AccessExclusiveLock' AND NOT granted) AS waits",
  );
  return waiting.rows[0]!.waits;
}

const targets = await apiTestTargets();

if (targets.includes('postgres')) {
  describe('npm run projections on a PostgreSQL server, beside a running store', () => {
    let api: TestApp;
    let env: Record<string, string>;
    let shoppers: TestShopper[];
    let round = 0;

    before(async () => {
      api = await startTestApp('postgres');
      // The CLI opens sealed personal data with the store's own key (the test app's is made in memory).
      env = { DATABASE_URL: api.databaseUrl!, KEY_ENCRYPTION_KEY: api.app.get<AppConfig>(APP_CONFIG).keyEncryptionKey.toString('hex') };
      await listTestGames(api.app, GAMES);
      shoppers = await createTestShoppers(api.app, 50, 1_000_00);
    });
    after(async () => api.close());

    /** A wallet checkout through the HTTP API, alternating the games. */
    const buy = (shopper: TestShopper) =>
      api.call('POST', 'order/create-order', {
        token: shopper.token,
        body: { userId: shopper.userId, games: [{ gameId: GAMES[round++ % GAMES.length]!.gameId, quantity: 1 }], paymentMethod: 'wallet' },
      });

    it('status lists every projection with its checkpoint, lag 0 once caught up, the figures /health gives', async () => {
      const answers = await Promise.all(shoppers.slice(0, 10).map(buy));
      assert.deepEqual(answers.map((a) => a.status), Array(10).fill(201));
      const pool = api.app.get(EventStore).pool;
      const head = Number((await pool.query('SELECT max(global_position) AS p FROM events')).rows[0].p);
      // Where a reader of everything stops: not the highest position when an older transaction appended last.
      const end = await logEndPosition(pool);
      const status = await eventually(async () => {
        const run = await projectionsCli(['status'], env);
        assert.equal(run.code, 0, run.stderr);
        const rows = statusRows(run.stdout);
        // The runners write the checkpoint they keep ahead of the stored one when idle.
        return [...rows.values()].every((row) => row && row.lag === 0 && row.position === end) ? { run, rows } : undefined;
      }, 'every stored checkpoint reached the end of the log', 15_000);
      assert.deepEqual([...status.rows.keys()].sort(), NAMES);
      assert.match(status.run.stdout, new RegExp(`^Log head: position ${head.toLocaleString('en-US')}$`, 'm'));
      assert.match(status.run.stderr, /DATABASE_URL/);
      const health = (await api.call('GET', 'health')).body.projections as Array<{ name: string; position: number; lag: number; eventsApplied: number }>;
      for (const projection of health) {
        assert.deepEqual(status.rows.get(projection.name), { position: projection.position, lag: projection.lag, eventsApplied: projection.eventsApplied }, projection.name);
      }
    });

    it('verify finds no difference in any read model while checkouts keep coming', async () => {
      let verifying = true;
      const during: number[] = [];
      const load = (async () => {
        // Rounds of five concurrent checkouts for as long as verify runs (bounded).
        for (let i = 0; verifying && i < 40; i += 1) {
          const answers = await Promise.all(shoppers.slice((i % 10) * 5, (i % 10) * 5 + 5).map(buy));
          during.push(...answers.map((a) => a.status));
        }
      })();
      const run = await projectionsCli(['verify'], env);
      verifying = false;
      await load;
      assert.equal(run.code, 0, `${run.stdout}\n${run.stderr}`);
      for (const name of NAMES) assert.match(run.stdout, new RegExp(`^${name}: no difference from a replay of the log up to position [\\d,]+ \\([\\d,]+ events\\)$`, 'm'));
      assert.ok(during.length >= 5, 'checkouts were answered while verify ran');
      assert.deepEqual(during.filter((status) => status !== 201), []);
    });

    it('verify names the one inventory row tampered with, and exits 1', async () => {
      const store = api.app.get(EventStore);
      const head = await logEndPosition(store.pool);
      assert.equal(await api.app.get(ProjectionsService).runner(INVENTORY_PROJECTION).waitForPosition(head, 10_000), true);
      const tampered = await store.pool.query<{ key_id: string }>(
        "UPDATE inventory_keys SET standing = 'refunded' WHERE key_id = (SELECT key_id FROM inventory_keys ORDER BY key_id LIMIT 1) RETURNING key_id",
      );
      const keyId = tampered.rows[0]!.key_id;

      const run = await projectionsCli(['verify', 'inventory'], env);
      assert.equal(run.code, 1, run.stderr);
      assert.match(run.stdout, /^inventory: DIFFERS from a replay of the log up to position [\d,]+$/m);
      const rows = differingRows(run.stdout);
      assert.deepEqual(
        rows.map(({ table, way, row }) => [table, way, row.key_id, row.standing]),
        [
          ['inventory_keys', 'missing', keyId, 'active'],
          ['inventory_keys', 'unexpected', keyId, 'refunded'],
        ],
      );
    });

    it('rebuild of the inventory while 50 checkouts run swaps without a failed request, and repairs the tampered row', async () => {
      const store = api.app.get(EventStore);
      // A reader of the live inventory that stays open holds the swap back (it waits for the live
      // tables' exclusive locks), so the checkouts certainly run while the rebuild is under way. The
      // reader lets go once half of them are answered: the swap happens while the rest still run.
      const reader = await store.pool.connect();
      const reads: number[] = [];
      /** Whether the rebuild was still under way when half the checkouts were answered. */
      let rebuildingAtHalf = false;
      let run: CliRun;
      let answers: number[];
      try {
        await reader.query('BEGIN');
        await reader.query('SELECT FROM inventory_orders LIMIT 0');
        let rebuilding = true;
        const rebuild = projectionsCli(['rebuild', 'inventory'], env).finally(() => (rebuilding = false));
        await eventually(async () => (!rebuilding || (await swapWaits(store)) ? true : undefined), 'the rebuild waits to swap', 30_000);
        if (!rebuilding) assert.fail(`the rebuild ended before its swap:\n${(await rebuild).stderr}`);

        let answered = 0;
        const checkouts = Promise.all(
          shoppers.map(async (shopper) => {
            const answer = await buy(shopper);
            if (++answered === shoppers.length / 2) {
              rebuildingAtHalf = rebuilding;
              await reader.query('COMMIT');
            }
            return answer.status;
          }),
        );
        // The inventory keeps answering meanwhile (a read waits while the swap holds the tables).
        const reading = (async () => {
          for (let i = 0; rebuilding && i < 200; i += 1) reads.push((await api.call('GET', `inventory/${shoppers[0]!.userId}`, { token: shoppers[0]!.token })).status);
        })();
        [run, answers] = await Promise.all([rebuild, checkouts]);
        await reading;
      } finally {
        await reader.query('ROLLBACK').catch(() => undefined);
        reader.release();
      }
      assert.equal(run.code, 0, `${run.stdout}\n${run.stderr}`);
      assert.deepEqual(answers, Array(50).fill(201));
      assert.ok(reads.length > 0 && reads.every((status) => status === 200), `inventory reads during the rebuild: ${reads.join(' ')}`);

      const said = /^inventory: rebuilt from ([\d,]+) events applied; swapped in at log position ([\d,]+)$/m.exec(run.stdout);
      assert.ok(said, run.stdout);
      assert.ok(Number(said[1]!.replaceAll(',', '')) > 0);
      assert.ok(rebuildingAtHalf, 'the checkouts ran while the rebuild was under way');

      // The live runner carries on in the swapped-in tables: a checkout after the swap shows in its buyer's inventory.
      const later = await buy(shoppers[1]!);
      assert.equal(later.status, 201);
      const inventory = await api.call('GET', `inventory/${shoppers[1]!.userId}?position=${later.body.position}`, { token: shoppers[1]!.token });
      assert.ok(inventory.body.inventory.some((order: { orderId: string }) => order.orderId === later.body.data.order.orderId));
      // Every order is in the rebuilt inventory, and it equals a replay (the tampered row is repaired).
      const orders = await store.pool.query('SELECT count(*) AS n FROM inventory_orders');
      const placed = await store.pool.query("SELECT count(*) AS n FROM events WHERE event_type = 'OrderPlaced'");
      assert.equal(Number(orders.rows[0].n), Number(placed.rows[0].n));
      const verified = await projectionsCli(['verify', 'inventory'], env);
      assert.equal(verified.code, 0, verified.stdout);
      assert.deepEqual(differingRows(verified.stdout), []);
    });
  });
}

describe('npm run projections on embedded data (PGlite under DATA_DIR)', () => {
  let dataDir: string;
  let env: Record<string, string>;
  let api: TestApp | null = null;

  before(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'kl-projections-cli-'));
    env = { DATA_DIR: dataDir };
    api = await startTestApp('pglite', { DATA_DIR: dataDir });
    await listTestGames(api.app, [GAMES[0]!]);
    const [shopper] = await createTestShoppers(api.app, 1, 100_00);
    const order = await api.call('POST', 'order/create-order', { token: shopper!.token, body: { userId: shopper!.userId, games: [{ gameId: GAMES[0]!.gameId, quantity: 2 }], paymentMethod: 'wallet' } });
    assert.equal(order.status, 201);
    const projections = api.app.get(ProjectionsService);
    for (const name of NAMES) assert.equal(await projections.runner(name).waitForPosition(order.body.position, 10_000), true, name);
    await api.close();
    api = null;
  });
  after(async () => {
    await api?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('works on the data directly when no store runs, and through the running store when one does', async () => {
    const closed = await projectionsCli(['status'], env);
    assert.equal(closed.code, 0, closed.stderr);
    assert.match(closed.stderr, new RegExp(`the embedded database in ${dataDir}`));
    const rows = statusRows(closed.stdout);
    assert.deepEqual([...rows.keys()].sort(), NAMES);
    for (const [name, row] of rows) assert.equal(row?.lag, 0, name);
    const rebuilt = await projectionsCli(['rebuild', 'inventory'], env);
    assert.equal(rebuilt.code, 0, rebuilt.stderr);
    assert.match(rebuilt.stdout, /^inventory: rebuilt from [1-9][\d,]* events applied; swapped in at log position [\d,]+$/m);

    api = await startTestApp('pglite', { DATA_DIR: dataDir });
    const running = await projectionsCli(['status'], env);
    assert.equal(running.code, 0, running.stderr);
    assert.match(running.stderr, /the running store's embedded database/);
    assert.deepEqual(statusRows(running.stdout), rows);
    // Twice: a run leaves nothing in PGlite's one session that the next would trip over (a prepared statement).
    for (let run = 0; run < 2; run += 1) {
      const verified = await projectionsCli(['verify', 'inventory'], env);
      assert.equal(verified.code, 0, `${verified.stdout}\n${verified.stderr}`);
      assert.match(verified.stdout, /^inventory: no difference from a replay of the log up to position [\d,]+ \([1-9][\d,]* events\)$/m);
    }
  });
});
