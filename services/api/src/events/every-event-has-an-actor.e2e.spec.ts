import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { EventStore } from '@keyledger/event-store';
import { createTestShoppers, type TestShopper } from '../ordering/testing/test-shoppers.js';
import { eventually } from '../testing/eventually.js';
import { apiTestTargets, startTestApp, type TestApp } from '../testing/start-test-app.js';
import { createTestUser, type TestUser } from '../testing/test-users.js';
import { readFileSync, writeFileSync } from 'node:fs';
import { EVENT_CATALOGUE } from './event-catalogue.js';
import { contractProblems, EVENT_SCHEMAS_FILE, EVENTS_DOC_FILE, extendSchemas, observedSchemas, renderEventsDoc, type EventSchemas } from './schemas/event-schemas.js';
import { isSealed } from '../privacy/personal-data/sealed-text.js';
import { WALK_PERSONAL_TEXTS, walkEveryEventType } from './testing/walk-every-event-type.js';

/**
 * Walks the event catalogue: every command of the store is made through the API (the admin's, a
 * shopper's, the card refund the system settles), and then every event type of the catalogue is
 * in the log, no other type is, and every event names who did it. Those made by a request also
 * name the command and carry the request's id.
 */
for (const target of await apiTestTargets()) {
  describe(`every event has an actor, on ${target}`, () => {
    let api: TestApp;
    let admin: TestUser;
    let shopper: TestShopper;

    before(async () => {
      api = await startTestApp(target);
      admin = await createTestUser(api.app, 'admin');
      [shopper] = (await createTestShoppers(api.app, 1, 0)) as [TestShopper];
    });
    after(async () => api.close());

    it('makes every event type of the catalogue through the API, and each names its actor', async () => {
      await walkEveryEventType(api, admin, shopper);
      const store = api.app.get(EventStore);
      const events = (await store.pool.query<{ event_type: string; metadata: Record<string, any> }>('SELECT event_type, metadata FROM events ORDER BY global_position')).rows;
      const types = new Set(events.map((event) => event.event_type));
      assert.deepEqual([...types].sort(), EVENT_CATALOGUE.map((entry) => entry.type).sort(), 'every catalogued type was made, and no other');
      const withoutActor = events.filter((event) => typeof event.metadata.actor?.id !== 'string' || !event.metadata.actor.id || typeof event.metadata.actor.role !== 'string' || !event.metadata.actor.role);
      assert.deepEqual([...new Set(withoutActor.map((event) => event.event_type))], [], 'appended without an actor');
      // Every event is correlated; those of a walk request name the request and the command.
      for (const event of events) assert.ok(event.metadata.correlationId, `${event.event_type} has a correlation id`);
      const fromRequests = events.filter((event) => String(event.metadata.correlationId).startsWith('walk-'));
      for (const event of fromRequests.filter((e) => e.metadata.actor.role !== 'system')) {
        assert.ok(event.metadata.command && event.metadata.causationId === event.metadata.correlationId, `${event.event_type}: command and cause`);
      }
      // The system's follow-up: caused by the refund's event, in the refund request's correlation.
      const settled = events.find((event) => event.event_type === 'RefundSettled')!;
      assert.deepEqual([settled.metadata.actor.role, settled.metadata.actor.id, settled.metadata.command], ['system', 'card-refunds', undefined]);
      const cause = (await store.pool.query<{ event_type: string; metadata: Record<string, any> }>('SELECT event_type, metadata FROM events WHERE event_id = $1', [settled.metadata.causationId])).rows[0]!;
      assert.equal(cause.event_type, 'KeyRefunded');
      assert.equal(settled.metadata.correlationId, cause.metadata.correlationId);
      assert.ok(String(settled.metadata.correlationId).startsWith('walk-'), 'the settlement keeps the refund request’s correlation');
      // Stored sealed (below), read in clear through the store.
      const refunds = await store.readLogBatch({ transactionId: '0', position: 0 }, 10_000, { types: ['KeyRefunded'] });
      assert.deepEqual(refunds.events.map((event) => event.metadata.reason), ['Did not activate', 'Bought twice', 'Charged for the wrong edition']);
      assert.ok(fromRequests.length > 40);
    });

    it('stores every personal field sealed with its person’s key: the catalogue’s personal fields, the staff’s typed reasons, and nothing typed in clear', async () => {
      const store = api.app.get(EventStore);
      const rows = (await store.pool.query<{ type: string; data: Record<string, unknown>; metadata: Record<string, any>; text: string }>(
        'SELECT event_type AS type, data, metadata, data::text || metadata::text AS text FROM events',
      )).rows;
      const problems: string[] = [];
      for (const row of rows) {
        const entry = EVENT_CATALOGUE.find((e) => e.type === row.type)!;
        for (const field of entry.personal ?? []) if (typeof row.data[field] === 'string' && !isSealed(row.data[field])) problems.push(`${row.type}.${field} in clear`);
        const staffTyped = row.metadata.actor?.role !== 'system' && typeof row.metadata.reason === 'string';
        if (staffTyped && typeof row.data.userId === 'string' && !isSealed(row.metadata.reason)) problems.push(`${row.type} metadata.reason in clear`);
        for (const field of entry.staffReason ?? []) if (staffTyped && typeof row.data[field] === 'string' && !isSealed(row.data[field])) problems.push(`${row.type}.${field} in clear`);
        for (const text of WALK_PERSONAL_TEXTS) if (row.text.includes(text)) problems.push(`${row.type} holds "${text}"`);
      }
      assert.deepEqual(problems, []);
      // A ticket reads back in clear through the API's own readers.
      const opened = await store.readLogBatch({ transactionId: '0', position: 0 }, 10_000, { types: ['TicketOpened'] });
      assert.deepEqual(opened.events.map((event) => event.data.subject), ['Key 2 did not work']);
    });

    it('appends every type in the shape its version has in the published contract (docs/event-schemas.json, docs/events.md)', async () => {
      const store = api.app.get(EventStore);
      const events = (await store.pool.query<{ type: string; schema_version: number; data: unknown }>('SELECT event_type AS type, schema_version, data FROM events')).rows;
      const observed = observedSchemas(events.map((event) => ({ type: event.type, schemaVersion: event.schema_version, data: event.data })));
      let documented = JSON.parse(readFileSync(EVENT_SCHEMAS_FILE, 'utf8')) as EventSchemas;
      // npm run events:doc: new types and versions join the contract (a documented version never changes).
      if (process.env.WRITE_EVENT_SCHEMAS === '1') {
        documented = extendSchemas(documented, observed);
        writeFileSync(EVENT_SCHEMAS_FILE, JSON.stringify(documented, null, 2) + '\n');
        writeFileSync(EVENTS_DOC_FILE, renderEventsDoc(EVENT_CATALOGUE, documented));
      }
      assert.deepEqual(contractProblems(documented, observed, EVENT_CATALOGUE), []);
      assert.equal(readFileSync(EVENTS_DOC_FILE, 'utf8'), renderEventsDoc(EVENT_CATALOGUE, documented), 'docs/events.md is made from the catalogue and the schemas: npm run events:doc');
    });
  });
}
