/**
 * Where an authenticated read's time goes (`npm run bench:profile`): the API in this process on a
 * fresh schema of the PostgreSQL server, one shopper with 10 wallet orders and 8 wished games, then
 * each read under 32 keep-alive connections (autocannon in a child process) while the inspector
 * profiles the main thread, the API's, and only then (no baseline server shares the thread). Prints
 * requests per second, the main thread's CPU per request and the profile summed by layer
 * (cpu-profile-summary.ts). Measures nothing against a target; it explains the targets' figures.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { cpuUsage } from 'node:process';
import { createBenchSchema } from './bench-schema.js';
import { CHECKOUT_PATH, createShoppers, keyTexts, loadApi, ADMIN } from './checkout-throughput.js';
import { loadConfig } from './config.js';
import { renderSummary, summarize, topFunctions, type CpuProfile } from './cpu-profile-summary.js';
import { runLoad } from './http-load.js';
import { apiDatabaseUrl, startApi } from './start-api.js';

const CONNECTIONS = 32;
const WARMUP_MS = 3_000;
const MEASURE_MS = 8_000;

async function post(url: string, token: string, body: unknown): Promise<void> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  if (res.status >= 300) throw new Error(`${url} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const schema = await createBenchSchema(config.databaseUrl);
  const { app, baseUrl } = await startApi(apiDatabaseUrl(schema.connectionString, schema.name), { seedDemo: false });
  const session = new Session();
  session.connect();
  try {
    const api = await loadApi(app, baseUrl);
    const games = api.gameIds.slice(0, 8);
    for (const gameId of games) await api.commands.execute(new api.ListGameCommand(gameId, config.checkout.priceCents, keyTexts(gameId, 11), ADMIN));
    const [shopper] = await createShoppers(api, 1, config.checkout.walletCents, 'profile');
    const { userId, token } = shopper!;
    for (let i = 0; i < 10; i++) await post(`${baseUrl}${CHECKOUT_PATH}`, token, { userId, games: [{ gameId: games[i % games.length], quantity: 1 }], paymentMethod: 'wallet' });
    for (const gameId of games) await post(`${baseUrl}/api/v1/wishlist/add`, token, { userId, gameId });
    await new Promise((resolve) => setTimeout(resolve, 2_000)); // the read models catch up
    const reads = (process.argv[2] ?? 'inventory,users/{id}/stats,health').split(',');
    const paths: Record<string, string> = {
      inventory: `/api/v1/inventory/${userId}`,
      wishlist: `/api/v1/wishlist/${userId}`,
      'users/{id}/stats': `/api/v1/users/${userId}/stats`,
      health: '/api/v1/health',
    };
    await session.post('Profiler.enable');
    for (const name of reads) {
      const url = `${baseUrl}${paths[name]}`;
      const headers = { authorization: `Bearer ${token}` };
      await runLoad(url, CONNECTIONS, WARMUP_MS, headers);
      await session.post('Profiler.start');
      const cpuBefore = cpuUsage();
      const run = await runLoad(url, CONNECTIONS, MEASURE_MS, headers);
      const cpu = cpuUsage(cpuBefore);
      const { profile } = await session.post('Profiler.stop');
      // PROFILE_DIR=…: keep each read's profile (open it in Chrome's DevTools, Performance panel).
      if (process.env.PROFILE_DIR) writeFileSync(`${process.env.PROFILE_DIR}/${name.replace(/\W+/g, '-')}.cpuprofile`, JSON.stringify(profile));
      const perSecond = (run.ok * 1000) / run.elapsedMs;
      // cpuUsage counts every thread of this process (the API's projection worker and GC too; the load generator is a process of its own): the profile's busy time is the main thread's.
      const shares = summarize(profile as unknown as CpuProfile);
      const busyMs = shares.filter((s) => s.shareOfBusy > 0).reduce((sum, s) => sum + s.ms, 0);
      console.log(`\n${name}: ${perSecond.toFixed(0)} req/s (${run.ok} answers, ${run.non2xx} not 2xx); main thread busy ${((busyMs * 1000) / run.ok).toFixed(0)} µs a request; process CPU ${(((cpu.user + cpu.system) / run.ok)).toFixed(0)} µs a request (all threads)`);
      console.log(renderSummary(shares));
      console.log(topFunctions(profile as unknown as CpuProfile, 12).map((f) => `  ${f.ms.toFixed(0).padStart(6)} ms  ${f.name}`).join('\n'));
    }
  } finally {
    session.disconnect();
    await app.close();
    await schema.drop();
  }
}

await main();
