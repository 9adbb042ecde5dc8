import { startTestApp } from './dist/testing/start-test-app.js';
import { EventStore } from '@keyledger/event-store';
const api = await startTestApp('pglite', { SEED_DEMO: 'true' });
const store = api.app.get(EventStore);
await new Promise(r => setTimeout(r, 3000));
console.log((await store.pool.query("select event_type, count(*)::int n, count(*) filter (where metadata->'actor' is null)::int no_actor, min(metadata->'actor'->>'id') a, count(*) filter (where metadata->>'command' is not null)::int cmd from events group by 1 order by 1")).rows);
await api.close();
