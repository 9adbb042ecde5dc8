import { fileURLToPath } from 'node:url';
import { ApiInstance } from './api-instance.js';
import { HaproxyBalancer } from './haproxy-balancer.js';
import { drainTimeMs, HEALTH_CHECK, type HealthCheckTiming } from './haproxy-config.js';
import { NodeProcess, type ManagedProcessOptions } from './managed-process.js';

const KAFKA_ROLE_MAIN = fileURLToPath(new URL('../kafka/kafka-role-main.js', import.meta.url));

/** A Kafka relay or projector process of the cluster (it runs on its own; the API's /health reports its lag). */
class KafkaRoleInstance extends NodeProcess {
  static spawn(role: 'relay' | 'projector', env: Record<string, string>, options: ManagedProcessOptions): KafkaRoleInstance {
    return new KafkaRoleInstance([KAFKA_ROLE_MAIN, role], env, options);
  }
}

export interface StoreClusterOptions {
  listen: { host: string; port: number };
  /** One API process on each. */
  apiPorts: readonly number[];
  /** Every process's environment: DATABASE_URL, the shared secrets, and the rest of the API's settings. */
  env: Record<string, string>;
  /** Projector processes to run (and one relay) when the env sets KAFKA_BROKERS; 0 for none. */
  kafkaProjectors?: number;
  timing?: HealthCheckTiming;
  inheritOutput?: boolean;
  /** Told of each step of a start or a rolling restart (the operator's terminal). */
  onStep?: (message: string) => void;
}

/**
 * Several API processes on one PostgreSQL database behind HAProxy, with the Kafka relay and
 * projectors when the environment names brokers: `make cluster`, and the tests and benchmarks
 * that need more than one process. Each API process drains on SIGTERM for as long as the
 * balancer's checks take to notice (drainTimeMs), so a restart fails no request.
 */
export class StoreCluster {
  private readonly roles: KafkaRoleInstance[] = [];

  private constructor(
    private readonly options: StoreClusterOptions,
    private readonly instances: ApiInstance[],
    readonly balancer: HaproxyBalancer,
  ) {}

  /** The store's one URL: the balancer. */
  get baseUrl(): string {
    return this.balancer.baseUrl;
  }

  /** The API processes, in server order (api-1 first). */
  get apis(): readonly ApiInstance[] {
    return this.instances;
  }

  /** The balancer's name for the i-th API process. */
  static serverName(index: number): string {
    return `api-${index + 1}`;
  }

  static async start(options: StoreClusterOptions): Promise<StoreCluster> {
    const step = options.onStep ?? (() => {});
    const timing = options.timing ?? HEALTH_CHECK;
    const env: Record<string, string> = { SHUTDOWN_DRAIN_MS: String(drainTimeMs(timing)), ...options.env };
    const ports = options.apiPorts;
    const launch = (port: number) => ApiInstance.launch({ port, env, inheritOutput: options.inheritOutput });
    const instances: ApiInstance[] = [];
    try {
      // The first alone: it migrates the database and seeds the demo data, if asked, before the others start.
      step(`starting API process 1 of ${ports.length} on port ${ports[0]}`);
      instances.push(await launch(ports[0]!));
      if (ports.length > 1) step(`starting API processes 2 to ${ports.length}`);
      const rest = await Promise.allSettled(ports.slice(1).map(launch));
      for (const started of rest) if (started.status === 'fulfilled') instances.push(started.value);
      const failed = rest.find((started) => started.status === 'rejected');
      if (failed) throw failed.reason;
    } catch (error) {
      await Promise.all(instances.map((api) => api.stop()));
      throw error;
    }
    const servers = ports.map((port, i) => ({ name: StoreCluster.serverName(i), host: '127.0.0.1', port }));
    const balancer = HaproxyBalancer.start({ listen: options.listen, servers, timing, inheritOutput: options.inheritOutput });
    const cluster = new StoreCluster({ ...options, env }, instances, balancer);
    try {
      await Promise.all(servers.map((server) => balancer.waitUntilUp(server.name)));
      if (env.KAFKA_BROKERS && (options.kafkaProjectors ?? 0) > 0) {
        step(`starting the Kafka relay and ${options.kafkaProjectors} projectors`);
        cluster.roles.push(KafkaRoleInstance.spawn('relay', env, options));
        for (let i = 0; i < options.kafkaProjectors!; i += 1) cluster.roles.push(KafkaRoleInstance.spawn('projector', env, options));
      }
    } catch (error) {
      await cluster.stop();
      throw error;
    }
    step(`the store is on ${balancer.baseUrl}, ${instances.length} API processes behind HAProxy`);
    return cluster;
  }

  /**
   * Restarts the i-th API process as a deploy would: SIGTERM (it reports not ready, the balancer
   * takes it out, its requests in flight finish, it exits), a new process on the same port, and
   * back in rotation once the balancer's checks pass.
   */
  async restart(index: number): Promise<void> {
    const name = StoreCluster.serverName(index);
    const step = (what: string, since: number) => this.options.onStep?.(`${name} ${what} in ${Math.round(performance.now() - since)} ms`);
    const old = this.instances[index]!;
    let since = performance.now();
    await old.stop(60_000);
    step('stopped', since);
    since = performance.now();
    this.instances[index] = await ApiInstance.launch({ port: old.port, env: this.options.env, inheritOutput: this.options.inheritOutput });
    step('started and ready', since);
    since = performance.now();
    await this.balancer.waitUntilUp(name);
    step('back in rotation', since);
  }

  /** Starts the i-th API process again after it died (a SIGKILL), on its port, and waits until it is back in rotation. */
  async revive(index: number): Promise<void> {
    await this.instances[index]!.exited;
    await this.restart(index);
  }

  /** Restarts every API process, one at a time: the others serve meanwhile. */
  async rollingRestart(): Promise<void> {
    for (let i = 0; i < this.instances.length; i += 1) {
      this.options.onStep?.(`restarting ${StoreCluster.serverName(i)}`);
      await this.restart(i);
    }
    this.options.onStep?.('every API process restarted');
  }

  /** Stops the API processes (gracefully, together), the Kafka roles, then the balancer. */
  async stop(): Promise<void> {
    await Promise.all([...this.instances, ...this.roles].map((child) => child.stop(60_000)));
    await this.balancer.stop();
  }
}
