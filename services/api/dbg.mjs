import fc from 'fast-check';
import { startTestApp } from './dist/testing/start-test-app.js';
import { createTestShoppers } from './dist/ordering/testing/test-shoppers.js';
import { createTestUser } from './dist/testing/test-users.js';
import { appendHistory, historyArbitrary } from './dist/finance/testing/generated-history.js';
import { EventStore } from '@keyledger/event-store';
const api = await startTestApp(process.argv[2] ?? 'pglite', { TIME_ZONE: 'America/New_York' });
const store = api.app.get(EventStore);
const fin = await createTestUser(api.app, 'finance');
const q = 'finance/report?from=2026-07-01&to=2026-11-25&groupBy=month';
for (let i = 0; i < 3; i++) {
  const s = await createTestShoppers(api.app, 3, 0);
  await appendHistory(store, s.map((x) => x.userId), fc.sample(historyArbitrary(3), { numRuns: 1, seed: i })[0]);
  const r = await api.call('GET', q, { token: fin.token });
  console.log('plain', r.body.asOf);
  const r2 = await api.call('GET', q + '&asOf=' + r.body.asOf.position, { token: fin.token });
  console.log('asof', r2.body.asOf);
  const c = await fetch(`${api.baseUrl}/api/v1/${q}&asOf=${r.body.asOf.position}&format=csv`, { headers: { authorization: `Bearer ${fin.token}` } });
  console.log('csv', c.status, (await c.text()).length);
  const r3 = await api.call('GET', q, { token: fin.token });
  console.log('plain again', r3.body.asOf);
}
await api.close();
