import os from 'node:os';
import type pg from 'pg';
import { formatBytes } from './timing.js';

export interface MachineInfo {
  cpuModel: string;
  cores: number;
  totalMemoryBytes: number;
  /** 1, 5 and 15 minute load averages when the run started: other work on a shared machine skews every figure. */
  loadAverage: string;
  os: string;
  node: string;
  /** The bench process's Node flags: the API runs in it with the flags it runs with anywhere (Makefile, API_NODE_FLAGS). */
  nodeFlags: string;
  postgres: string;
  /** Server settings that move the numbers most; odd values explain odd results. */
  postgresSettings: string;
  date: string;
}

export async function collectMachineInfo(pool: pg.Pool): Promise<MachineInfo> {
  const cpus = os.cpus();
  const { rows } = await pool.query<{ version: string; settings: string }>(
    `SELECT version(),
            format('shared_buffers=%s, synchronous_commit=%s, fsync=%s, max_connections=%s',
                   current_setting('shared_buffers'), current_setting('synchronous_commit'),
                   current_setting('fsync'), current_setting('max_connections')) AS settings`,
  );
  return {
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    totalMemoryBytes: os.totalmem(),
    loadAverage: os.loadavg().map((n) => n.toFixed(2)).join(' / '),
    os: `${os.type()} ${os.release()} (${os.platform()}/${os.arch()}; ${os.version()})`,
    node: process.version,
    nodeFlags: process.execArgv.join(' ') || 'none',
    postgres: rows[0]?.version ?? 'unknown',
    postgresSettings: rows[0]?.settings ?? 'unknown',
    date: new Date().toISOString(),
  };
}

export function renderMachineInfo(info: MachineInfo): string {
  return [
    '| Machine | |',
    '|---|---|',
    `| CPU | ${info.cpuModel} |`,
    `| Cores | ${info.cores} |`,
    `| RAM | ${formatBytes(info.totalMemoryBytes)} |`,
    `| Load average at start (1 / 5 / 15 min) | ${info.loadAverage} |`,
    `| OS / kernel | ${info.os} |`,
    `| Node | ${info.node} |`,
    `| Node flags (the API's own; both sides of every comparison run in this process) | ${info.nodeFlags} |`,
    `| PostgreSQL | ${info.postgres} |`,
    `| PostgreSQL settings | ${info.postgresSettings} |`,
    `| Date | ${info.date} |`,
  ].join('\n');
}
