import { spawn } from 'node:child_process';

/** Runs a PostgreSQL client program to its end; its error output is kept for the failure's message. */
export function runTool(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const child = spawn(program, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`${program} failed (exit code ${code}):\n${stderr.trim()}`))));
  });
}
