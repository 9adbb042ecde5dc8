import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { haproxyConfig, type BalancedServer, type HealthCheckTiming } from './haproxy-config.js';
import { ManagedProcess, type ManagedProcessOptions } from './managed-process.js';

/** Where Debian puts HAProxy (`make` installs it); HAPROXY_BIN names another. */
const HAPROXY = process.env.HAPROXY_BIN || 'haproxy';
const SBIN_PATH = `${process.env.PATH ?? ''}:/usr/sbin:/usr/local/sbin`;

/** A server's state as the balancer sees it: `UP`, `DOWN`, and while a check runs `UP 1/2` and the like. */
export type ServerStates = Map<string, string>;

/**
 * HAProxy in front of the API processes (a real load balancer, Debian's package), run in the
 * foreground as a child of the cluster, its configuration and admin socket in a directory of its own.
 */
export class HaproxyBalancer extends ManagedProcess {
  private constructor(
    readonly baseUrl: string,
    private readonly dir: string,
    private readonly adminSocket: string,
    configFile: string,
    options: ManagedProcessOptions,
  ) {
    super(HAPROXY, ['-db', '-f', configFile], { PATH: SBIN_PATH }, options);
  }

  static start(options: {
    listen: { host: string; port: number };
    servers: readonly BalancedServer[];
    timing?: HealthCheckTiming;
    inheritOutput?: boolean;
  }): HaproxyBalancer {
    const dir = mkdtempSync(path.join(tmpdir(), 'keyledger-haproxy-'));
    const adminSocket = path.join(dir, 'admin.sock');
    const configFile = path.join(dir, 'haproxy.cfg');
    writeFileSync(configFile, haproxyConfig({ listen: options.listen, servers: options.servers, adminSocket, timing: options.timing }));
    const host = options.listen.host === '0.0.0.0' ? '127.0.0.1' : options.listen.host;
    return new HaproxyBalancer(`http://${host}:${options.listen.port}`, dir, adminSocket, configFile, { inheritOutput: options.inheritOutput });
  }

  /** Each API server's state, from the admin socket's `show stat` (CSV). */
  async serverStates(): Promise<ServerStates> {
    const csv = await this.ask('show stat');
    const [header, ...rows] = csv.split('\n').filter((line) => line.length > 0);
    const columns = (header ?? '').replace(/^# /, '').split(',');
    const name = columns.indexOf('svname');
    const status = columns.indexOf('status');
    const proxy = columns.indexOf('pxname');
    const states: ServerStates = new Map();
    for (const row of rows) {
      const cells = row.split(',');
      if (cells[proxy] === 'api' && cells[name] !== 'BACKEND') states.set(cells[name]!, cells[status]!);
    }
    return states;
  }

  /** Waits until the balancer has `server` in rotation (UP), or throws after `timeoutMs`. */
  async waitUntilUp(server: string, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const state = await this.serverStates().then((states) => states.get(server), () => undefined);
      if (state === 'UP') return;
      if (!this.alive) throw new Error(`HAProxy ended:\n${this.output}`);
      if (Date.now() > deadline) throw new Error(`HAProxy did not put ${server} in rotation within ${timeoutMs} ms (state ${state})`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  override async stop(timeoutMs?: number): Promise<void> {
    await super.stop(timeoutMs);
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** One command on the admin socket; its whole answer (the socket closes after it). */
  private ask(command: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(this.adminSocket);
      let answer = '';
      socket.setEncoding('utf8');
      socket.on('connect', () => socket.write(`${command}\n`));
      socket.on('data', (chunk: string) => (answer += chunk));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
  }
}
