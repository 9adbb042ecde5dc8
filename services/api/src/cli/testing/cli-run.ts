import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run <command> -- …` as an operator runs it: a compiled CLI of this folder (e.g. 'backup-cli.js') in a process of its own. */
export function runCli(script: string, args: string[], env: Record<string, string>): Promise<CliRun> {
  const file = fileURLToPath(new URL(`../${script}`, import.meta.url));
  const child = spawn(process.execPath, [file, ...args], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}
