import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import type { BenchConfig } from './config.js';
import { now } from './timing.js';

export interface KeyUploadRun {
  system: 'api' | 'baseline';
  keys: number;
  ms: number;
  keysPerSec: number;
}

export interface KeyUploadResult {
  keysPerUpload: number;
  keyLength: number;
  runs: KeyUploadRun[];
  apiKeysPerSec: number;
  baselineRowsPerSec: number;
  ratio: number;
  target: { minRatio: number; passed: boolean };
}

/** Key texts as an admin's CSV holds them: unique, 25 characters. */
const keyTexts = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${String(i).padStart(7, '0')}-ABCDEFG`);

/**
 * The same rows a 100,000-key upload stores (uuid, game id, an AES-GCM ciphertext of the key's size,
 * a 32-byte fingerprint), inserted by one multi-row INSERT into a table with game_keys' columns and
 * indexes: what the database must do at the least, with none of the API's work around it.
 */
async function baselineInsert(pool: pg.Pool, table: string, n: number, keyLength: number): Promise<number> {
  const ids = Array.from({ length: n }, () => randomUUID());
  const ciphertexts = ids.map(() => randomBytes(1 + 12 + 16 + keyLength));
  const fingerprints = ids.map(() => randomBytes(32));
  const started = now();
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`INSERT INTO ${table} (id, game_id, ciphertext, fingerprint) SELECT * FROM unnest($1::uuid[], $2::int[], $3::bytea[], $4::bytea[])`, [
      ids,
      ids.map(() => 7),
      ciphertexts,
      fingerprints,
    ]);
    await client.query('COMMIT');
  } finally {
    client.release();
  }
  return now() - started;
}

/** One admin upload through the API: a game listed with a price and a CSV of `n` keys, timed from request to answer. */
async function apiUpload(baseUrl: string, token: string, gameId: number, keys: string[]): Promise<number> {
  const body = JSON.stringify({ newGame: { gameId, price: 19.99, keysCsv: keys.join('\n') } });
  const started = now();
  const res = await fetch(`${baseUrl}/api/v1/store/add-game`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body });
  const answer = (await res.json()) as { keysAdded?: number; message?: string };
  const ms = now() - started;
  if (res.status !== 201 || answer.keysAdded !== keys.length) throw new Error(`store/add-game answered ${res.status}: ${answer.message ?? JSON.stringify(answer)}`);
  return ms;
}

/**
 * Keys per second of an admin's 100,000-key CSV upload through the real API (parse, validate,
 * fingerprint and encrypt every key, store them all or none, record the listing) against a plain
 * multi-row INSERT of the same number of rows of the same size, in the same schema, runs in
 * API-baseline-baseline-API order.
 */
export async function runKeyUpload(
  api: { baseUrl: string; token: string; gameIds: number[] },
  pool: pg.Pool,
  config: BenchConfig['keyUpload'],
  log: (line: string) => void,
): Promise<KeyUploadResult> {
  const table = 'bench_key_rows';
  await pool.query(`CREATE TABLE ${table} (LIKE game_keys INCLUDING ALL)`);
  const keyLength = keyTexts('K', 1)[0]!.length;
  const runs: KeyUploadRun[] = [];
  let upload = 0;
  const order: Array<'api' | 'baseline'> = [];
  for (let i = 0; i < config.rounds; i += 1) order.push(...(i % 2 === 0 ? (['api', 'baseline'] as const) : (['baseline', 'api'] as const)));
  for (const system of order) {
    let ms: number;
    if (system === 'api') {
      const gameId = api.gameIds[upload]!;
      ms = await apiUpload(api.baseUrl, api.token, gameId, keyTexts(`BENCH${upload}`, config.keys));
      upload += 1;
    } else {
      ms = await baselineInsert(pool, table, config.keys, keyLength);
    }
    const run = { system, keys: config.keys, ms, keysPerSec: (config.keys * 1000) / ms };
    runs.push(run);
    log(`  ${system.padEnd(8)} ${config.keys} keys in ${(ms / 1000).toFixed(2)} s: ${run.keysPerSec.toFixed(0)} keys/s`);
  }
  await pool.query(`DROP TABLE ${table}`);
  const rate = (system: 'api' | 'baseline') => {
    const mine = runs.filter((r) => r.system === system);
    return (mine.reduce((n, r) => n + r.keys, 0) * 1000) / mine.reduce((n, r) => n + r.ms, 0);
  };
  const apiKeysPerSec = rate('api');
  const baselineRowsPerSec = rate('baseline');
  const ratio = apiKeysPerSec / baselineRowsPerSec;
  log(`  ratio ${ratio.toFixed(2)} (target at least ${config.minRatio})`);
  return { keysPerUpload: config.keys, keyLength, runs, apiKeysPerSec, baselineRowsPerSec, ratio, target: { minRatio: config.minRatio, passed: ratio >= config.minRatio } };
}
