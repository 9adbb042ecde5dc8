import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { signInStaffFirstTime } from '../../identity/testing-helpers.js';
import { EventStore } from '@keyledger/event-store';
import { createTestShoppers, type TestShopper } from '../../ordering/testing/test-shoppers.js';
import { apiTestTargets, startTestApp, type TestApp } from '../../testing/start-test-app.js';
import { catalogueCaughtUp } from '../testing/list-test-games.js';

const ADMIN = { email: 'admin@keyledger.local', password: 'admin-password-for-store' };
const CYBER = 1877; // in the bundled game database
const OUTPOST = 1009;
const RACE_GAME = 1022;
const keys = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${String(i).padStart(5, '0')}-KEY`);

for (const target of await apiTestTargets()) {
  describe(`running the catalogue as an admin on ${target}`, () => {
    let api: TestApp;
    let store: EventStore;
    let token: string;
    let adminId: string;

    before(async () => {
      api = await startTestApp(target, { ADMIN_PASSWORD: ADMIN.password });
      store = api.app.get(EventStore);
      ({ token, userId: adminId } = await signInStaffFirstTime(api, ADMIN));
    });
    after(async () => api.close());

    const admin = (method: string, path: string, body?: unknown) => api.call(method, path, { token, ...(body === undefined ? {} : { body }) });
    /** What a refused command must leave as it was: the log and the vault. */
    const written = async () =>
      (await store.pool.query<{ events: string; keys: string }>('SELECT (SELECT count(*) FROM events) AS events, (SELECT count(*) FROM game_keys) AS keys')).rows[0];
    const copiesOf = async (gameId: number) => {
      await catalogueCaughtUp(api.app);
      const game = await api.call('GET', `store/games/get?id=${gameId}`);
      return game.status === 200 ? (game.body.gameData.copies as number) : null;
    };

    it('lists a game with its price to the cent and a CSV of keys; every event names the acting admin', async () => {
      const csv = `${keys('CYB', 20).join('\n')}\n\n`;
      const added = await admin('POST', 'store/add-game', { newGame: { gameId: CYBER, price: '59.99', keysCsv: csv } });
      assert.equal(added.status, 201, JSON.stringify(added.body));
      assert.deepEqual([added.body.gameId, added.body.keysAdded], [CYBER, 20]);
      assert.equal(await copiesOf(CYBER), 20);
      const game = await api.call('GET', `store/games/get?id=${CYBER}`);
      assert.equal(game.body.gameData.price, 59.99);
      const events = await store.pool.query<{ event_type: string; metadata: { actor?: { id: string; role: string } } }>(
        'SELECT event_type, metadata FROM events WHERE stream_id = $1 ORDER BY stream_version',
        [`game-${CYBER}`],
      );
      assert.deepEqual(events.rows.map((e) => e.event_type), ['GameListed', 'KeysAdded']);
      for (const event of events.rows) assert.deepEqual(event.metadata.actor, { id: adminId, role: 'admin' });
    });

    it('refuses bad input in clear words and writes nothing', async () => {
      const before = await written();
      const cases: Array<[string, string, unknown, number, RegExp]> = [
        ['POST', 'store/add-game', {}, 400, /newGame is required/],
        ['POST', 'store/add-game', { newGame: { gameId: 0, price: 10, keys: ['A-KEY-1'] } }, 400, /Invalid game id/],
        ['POST', 'store/add-game', { newGame: { gameId: OUTPOST, price: 0, keys: ['A-KEY-1'] } }, 400, /Price must be a positive dollar amount/],
        ['POST', 'store/add-game', { newGame: { gameId: OUTPOST, price: '19.999', keys: ['A-KEY-1'] } }, 400, /at most two decimals/],
        ['POST', 'store/add-game', { newGame: { gameId: OUTPOST, price: 100000.01, keys: ['A-KEY-1'] } }, 400, /at most \$100,000\.00/],
        ['POST', 'store/add-game', { newGame: { gameId: OUTPOST, price: 19.99 } }, 400, /^Keys are required/],
        ['POST', 'store/add-game', { newGame: { gameId: OUTPOST, price: 19.99, keys: ['A'], keysCsv: 'B' } }, 400, /not both/],
        ['POST', 'store/add-game', { newGame: { gameId: OUTPOST, price: 19.99, keysCsv: '\n ,x\n\n' } }, 400, /^The key file holds no keys$/],
        ['POST', 'store/add-game', { newGame: { gameId: OUTPOST, price: 19.99, keys: ['bad key\u0007'] } }, 400, /printable/],
        ['POST', 'store/add-game', { newGame: { gameId: 99_999_999, price: 19.99, keys: ['A-KEY-2'] } }, 404, /^The game database has no game with id 99999999$/],
        ['POST', 'store/add-game', { newGame: { gameId: CYBER, price: 19.99, keys: ['A-KEY-3'] } }, 409, /^This game is already in the store$/],
        ['POST', 'store/games/update', { gameId: CYBER }, 400, /^Nothing to change/],
        ['POST', 'store/games/update', { gameId: OUTPOST, keys: ['A-KEY-4'] }, 409, /not in the store/],
        ['POST', 'store/set-discount', { gameId: CYBER, discount: 101 }, 400, /^Discount must be a whole percentage from 0 to 100$/],
        ['POST', 'store/set-discount', { gameId: CYBER, discount: 12.5 }, 400, /whole percentage/],
        ['POST', 'store/set-discount', { gameId: OUTPOST, discount: 10 }, 409, /not in the store/],
        ['POST', 'store/set-featured', { gameId: 'x' }, 400, /Invalid game id/],
        ['DELETE', 'store/game/delete', { gameId: OUTPOST }, 409, /not in the store/],
      ];
      for (const [method, path, body, status, message] of cases) {
        const answer = await admin(method, path, body);
        assert.equal(answer.status, status, `${path} ${JSON.stringify(body).slice(0, 80)}: ${JSON.stringify(answer.body)}`);
        assert.match(answer.body.message, message);
      }
      assert.deepEqual(await written(), before);
    });

    it('refuses a key upload with duplicates in the file or against the store, naming them, and stores none of it', async () => {
      const before = await written();
      const inFile = await admin('POST', 'store/games/update', { gameId: CYBER, keysCsv: 'NEW-KEY-001\nNEW-KEY-002\nNEW-KEY-001\n' });
      assert.equal(inFile.status, 409);
      assert.deepEqual(inFile.body.duplicates, ['NEW-KEY-001']);
      assert.match(inFile.body.message, /NEW-KEY-001/);
      const againstStore = await admin('POST', 'store/games/update', { gameId: CYBER, keys: ['NEW-KEY-003', 'CYB-00007-KEY'] });
      assert.equal(againstStore.status, 409);
      assert.deepEqual(againstStore.body.duplicates, ['CYB-00007-KEY']);
      // Keys are compared as the store keeps them: case and spacing of the text do not make a new key.
      const sameKey = await admin('POST', 'store/games/update', { gameId: CYBER, keys: ['  cyb-00007-key  '] });
      assert.equal(sameKey.status, 409);
      assert.deepEqual(await written(), before);
      assert.equal(await copiesOf(CYBER), 20);
    });

    it('lets exactly one of two admins uploading overlapping keys at once store its upload', async () => {
      const first = [...keys('RACE-A', 50), 'RACE-SHARED-KEY'];
      const second = [...keys('RACE-B', 50), 'RACE-SHARED-KEY'];
      const answers = await Promise.all([
        admin('POST', 'store/games/update', { gameId: CYBER, keys: first }),
        admin('POST', 'store/games/update', { gameId: CYBER, keys: second }),
      ]);
      assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409]);
      const stored = await store.pool.query<{ n: string }>('SELECT count(*) AS n FROM game_keys WHERE game_id = $1', [CYBER]);
      assert.equal(Number(stored.rows[0]!.n), 20 + 51, 'one upload of 51 keys, not 101 and not 102');
      assert.equal(await copiesOf(CYBER), 71);
    });

    it('takes a price change with its cents, a discount and the featured flag; "Already Featured" the second time', async () => {
      assert.equal((await admin('POST', 'store/games/update', { gameId: CYBER, price: 49.99 })).status, 200);
      assert.equal((await admin('POST', 'store/set-discount', { gameId: CYBER, discount: 25 })).body.message, 'Discount Set Successfully!');
      assert.equal((await admin('POST', 'store/set-featured', { gameId: CYBER })).status, 200);
      const again = await admin('POST', 'store/set-featured', { gameId: CYBER });
      assert.equal(again.status, 409);
      assert.equal(again.body.message, 'Already Featured');
      await catalogueCaughtUp(api.app);
      const game = (await api.call('GET', `store/games/get?id=${CYBER}`)).body.gameData;
      assert.deepEqual([game.price, game.discount, game.discountedPrice, game.isFeatured], [49.99, 25, 37.49, true]);
      assert.equal((await admin('GET', 'store/gameCount')).body.total, 1);
    });

    it('lists keys masked with their state, shows one only on request, and exports the unsold ones as CSV, each recorded', async () => {
      const [buyer] = (await createTestShoppers(api.app, 1, 500_00)) as [TestShopper];
      const bought = await api.call('POST', 'order/create-order', { token: buyer.token, body: { userId: buyer.userId, games: [{ gameId: CYBER, quantity: 1 }], paymentMethod: 'wallet' } });
      assert.equal(bought.status, 201);
      const soldKeyId = bought.body.data.order.games[0].gameKeys[0].id as string;

      const page = await admin('GET', `store/games/${CYBER}/keys?limit=500`);
      assert.equal(page.status, 200);
      assert.deepEqual(page.body.counts, { unsold: 70, sold: 1, revoked: 0 });
      assert.equal(page.body.keys.length, 71);
      const sold = page.body.keys.find((k: { id: string }) => k.id === soldKeyId);
      assert.equal(sold.status, 'sold');
      assert.equal(sold.orderId, bought.body.data.order.orderId);
      for (const key of page.body.keys) assert.doesNotMatch(key.masked, /\d/, 'masked: the digits of every key are hidden');
      const unsoldOnly = await admin('GET', `store/games/${CYBER}/keys?status=unsold&limit=10&page=2`);
      assert.deepEqual([unsoldOnly.body.total, unsoldOnly.body.keys.length], [70, 10]);

      const shown = await admin('POST', `store/games/${CYBER}/keys/${soldKeyId}/reveal`);
      assert.equal(shown.status, 200);
      assert.match(shown.body.key, /^CYB-\d{5}-KEY$/);
      assert.equal((await admin('POST', `store/games/${OUTPOST}/keys/${soldKeyId}/reveal`)).status, 404, 'a key of another game');

      const exported = await fetch(`${api.baseUrl}/api/v1/store/games/${CYBER}/keys/export`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
      assert.equal(exported.status, 200);
      assert.match(exported.headers.get('content-type') ?? '', /^text\/csv/);
      const lines = (await exported.text()).trim().split('\n');
      assert.equal(lines.length, 70);
      assert.equal(lines.includes(shown.body.key), false, 'the sold key is not in it');
      assert.equal(new Set(lines).size, 70);

      const records = await store.pool.query<{ event_type: string; data: Record<string, unknown>; metadata: { actor: { id: string } } }>(
        "SELECT event_type, data, metadata FROM events WHERE event_type IN ('KeysExported', 'KeyShownToAdmin') ORDER BY global_position",
      );
      assert.deepEqual(
        records.rows.map((e) => [e.event_type, e.data, e.metadata.actor.id]),
        [
          ['KeyShownToAdmin', { gameId: CYBER, keyId: soldKeyId }, adminId],
          ['KeysExported', { gameId: CYBER, count: 70 }, adminId],
        ],
      );
      const texts = await store.pool.query<{ n: string }>("SELECT count(*) AS n FROM events WHERE data::text LIKE '%-KEY%'");
      assert.equal(Number(texts.rows[0]!.n), 0, 'no key text in the log');
    });

    it('takes a 100,000-key CSV in one request, all or nothing', async () => {
      const csv = keys('BULK', 100_000).join('\n');
      const added = await admin('POST', 'store/add-game', { newGame: { gameId: OUTPOST, price: 19.99, keysCsv: csv } });
      assert.equal(added.status, 201, JSON.stringify(added.body).slice(0, 300));
      assert.equal(added.body.keysAdded, 100_000);
      const tooMany = await admin('POST', 'store/games/update', { gameId: OUTPOST, keysCsv: `${keys('MORE', 100_001).join('\n')}` });
      assert.equal(tooMany.status, 400);
      assert.equal(tooMany.body.message, 'At most 100,000 keys per upload');
      assert.equal(await copiesOf(OUTPOST), 100_000);
    });

    it('stops the sales of an unlisted game at once: no order delivers its keys after the unlisting, while 50 checkouts run', async () => {
      assert.equal((await admin('POST', 'store/add-game', { newGame: { gameId: RACE_GAME, price: 9.99, keys: keys('UNLIST', 200) } })).status, 201);
      await catalogueCaughtUp(api.app);
      const buyers = await createTestShoppers(api.app, 50, 100_00);
      const orders = buyers.map((buyer) =>
        api.call('POST', 'order/create-order', { token: buyer.token, body: { userId: buyer.userId, games: [{ gameId: RACE_GAME, quantity: 1 }], paymentMethod: 'wallet' } }),
      );
      await new Promise((resolve) => setTimeout(resolve, 5));
      const removed = await admin('DELETE', 'store/game/delete', { gameId: RACE_GAME });
      assert.equal(removed.status, 200);
      const answers = await Promise.all(orders);
      for (const answer of answers) {
        assert.ok(answer.status === 201 || (answer.status === 404 && /not in the store/.test(answer.body.message)), `${answer.status} ${answer.body.message}`);
      }
      const delivered = await store.pool.query<{ position: string }>(
        "SELECT global_position AS position FROM events WHERE event_type = 'KeysDelivered' AND data->'deliveries' @> $1::jsonb",
        [JSON.stringify([{ gameId: RACE_GAME }])],
      );
      const won = answers.filter((a) => a.status === 201).length;
      assert.equal(delivered.rows.length, won);
      for (const row of delivered.rows) assert.ok(Number(row.position) < removed.body.position, 'every delivery comes before the unlisting');
      const vault = await store.pool.query<{ status: string; n: string }>('SELECT status, count(*) AS n FROM game_keys WHERE game_id = $1 GROUP BY status ORDER BY status', [RACE_GAME]);
      assert.deepEqual(
        vault.rows.map((r) => [r.status, Number(r.n)]),
        [['available', 200 - won], ...(won > 0 ? [['sold', won] as [string, number]] : [])],
        'the unsold keys stay in the vault',
      );
      assert.equal(await copiesOf(RACE_GAME), null, 'the shop no longer shows it');
    });

    it("skips a CSV's header line and says so; refuses keys shorter than 5 characters, naming them, and stores none of them", async () => {
      const unsold = async () => {
        const exported = await fetch(`${api.baseUrl}/api/v1/store/games/${CYBER}/keys/export`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
        return (await exported.text()).trim().split('\n');
      };
      const before = (await unsold()).length;
      const vendorExport = await admin('POST', 'store/games/update', { gameId: CYBER, keysCsv: 'key,platform,note\nHDR-KEY-00001,pc,x\nHDR-KEY-00002,pc,y\n' });
      assert.equal(vendorExport.status, 200, JSON.stringify(vendorExport.body));
      assert.deepEqual([vendorExport.body.keysAdded, vendorExport.body.headerSkipped], [2, true]);
      for (const header of ['"Activation Key",platform', 'GAME_KEY', ' Serial ', 'codes']) {
        const answer = await admin('POST', 'store/games/update', { gameId: CYBER, keysCsv: `${header}\n${keys(`HDR-${header.replace(/\W/g, '')}`, 1)[0]}` });
        assert.deepEqual([answer.status, answer.body.keysAdded, answer.body.headerSkipped], [200, 1, true], header);
      }
      const noHeader = await admin('POST', 'store/games/update', { gameId: CYBER, keysCsv: 'PLAIN-KEY-00001\nPLAIN-KEY-00002' });
      assert.deepEqual([noHeader.body.keysAdded, noHeader.body.headerSkipped], [2, false]);
      const texts = await unsold();
      assert.equal(texts.length, before + 2 + 4 + 2);
      for (const text of texts) assert.doesNotMatch(text, /^(key|keys|code|codes|serial|activation key|game_key)$/i, 'no header word became a key');

      // The shortest key there can be is masked to its last 2 characters, never shown whole or nearly.
      assert.equal((await admin('POST', 'store/games/update', { gameId: CYBER, keys: ['QWXYZ'] })).status, 200);
      const listed = await admin('GET', `store/games/${CYBER}/keys?status=unsold&limit=100`);
      const masks: string[] = listed.body.keys.map((key: { masked: string }) => key.masked);
      assert.ok(masks.includes('•••YZ'), `the 5-character key masked: ${JSON.stringify(masks.slice(0, 5))}`);
      assert.equal(masks.some((mask) => mask.includes('WXYZ')), false, 'no more than half of it shown');

      const written0 = await written();
      const short = await admin('POST', 'store/games/update', { gameId: CYBER, keys: ['SHORT-OK-00001', 'ab', 'K1-Z'] });
      assert.equal(short.status, 400);
      assert.equal(short.body.message, 'Keys must be at least 5 characters; too short: ab, K1-Z');
      const shortCsv = await admin('POST', 'store/games/update', { gameId: CYBER, keysCsv: 'key\nSHORT-OK-00002\nxyz' });
      assert.equal(shortCsv.status, 400);
      assert.match(shortCsv.body.message, /too short: xyz$/);
      const headerOnly = await admin('POST', 'store/games/update', { gameId: CYBER, keysCsv: 'Key,Platform\n\n' });
      assert.deepEqual([headerOnly.status, headerOnly.body.message], [400, 'The key file holds no keys']);
      assert.deepEqual(await written(), written0, 'nothing of a refused upload is stored');
    });
  });
}
