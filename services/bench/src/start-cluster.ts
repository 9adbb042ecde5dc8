import { spawnSync } from 'node:child_process';
import { importApi } from './start-api.js';
import { now } from './timing.js';

/** The little of services/api/src/cluster/store-cluster.ts the benchmarks use (imported at run time, as the API itself). */
export interface ClusterLike {
  /** The balancer. */
  baseUrl: string;
  apis: ReadonlyArray<{ pid: number; baseUrl: string; port: number }>;
  balancer: { pid: number; output: string };
  stop(): Promise<void>;
}

interface StoreClusterModule {
  StoreCluster: {
    start(options: {
      listen: { host: string; port: number };
      apiPorts: readonly number[];
      env: Record<string, string>;
      timing?: HealthCheckTiming;
    }): Promise<ClusterLike>;
    serverName(index: number): string;
  };
}

/** How often HAProxy checks each API process's readiness (haproxy-config.ts). */
export interface HealthCheckTiming {
  intervalMs: number;
  fall: number;
  rise: number;
}

/** The secrets every process of a run shares (tokens signed by one are good in all; keys sealed by one open in all), made as the API's tests make them. */
export async function sharedSecrets(): Promise<{ JWT_SECRET: string; KEY_ENCRYPTION_KEY: string }> {
  const api = await importApi<{ sharedSecrets(): { JWT_SECRET: string; KEY_ENCRYPTION_KEY: string } }>('testing/api-process.js');
  return api.sharedSecrets();
}

/**
 * `processes` real API processes (`node services/api/dist/main.js`) behind a real HAProxy, on the
 * database `env` names, on free loopback ports, checked at `timing` (the cluster's default without);
 * started when every process is in rotation.
 */
export async function startCluster(
  processes: number,
  env: Record<string, string>,
  timing?: HealthCheckTiming,
): Promise<{ cluster: ClusterLike; names: string[]; startMs: number }> {
  const { StoreCluster } = await importApi<StoreClusterModule>('cluster/store-cluster.js');
  const { freePort } = await importApi<{ freePort(): Promise<number> }>('common/free-port.js');
  const apiPorts = await Promise.all(Array.from({ length: processes }, () => freePort()));
  const balancerPort = await freePort();
  const started = now();
  const cluster = await StoreCluster.start({ listen: { host: '127.0.0.1', port: balancerPort }, apiPorts, env, ...(timing ? { timing } : {}) });
  return { cluster, names: cluster.apis.map((_, i) => StoreCluster.serverName(i)), startMs: now() - started };
}

/** HAProxy's version as `haproxy -v` prints it (the binary the cluster runs: HAPROXY_BIN, or haproxy on the PATH and the sbin directories), or null. */
export function haproxyVersion(): string | null {
  const run = spawnSync(process.env.HAPROXY_BIN || 'haproxy', ['-v'], { env: { PATH: `${process.env.PATH ?? ''}:/usr/sbin:/usr/local/sbin` }, encoding: 'utf8' });
  return /HAProxy version (\S+)/.exec(run.stdout ?? '')?.[1] ?? null;
}

/** How many times HAProxy has taken a server out of rotation so far, by its output (`Server api/api-1 is DOWN, reason: …`). */
export const serversTakenOut = (cluster: ClusterLike): number => cluster.balancer.output.split(' is DOWN').length - 1;
