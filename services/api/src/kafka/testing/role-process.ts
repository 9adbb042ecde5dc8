import { fileURLToPath } from 'node:url';
import { NodeProcess } from '../../cluster/managed-process.js';

const MAIN = fileURLToPath(new URL('../kafka-role-main.js', import.meta.url));

/**
 * A relay or projector as a process of its own (`node dist/kafka/kafka-role-main.js <role>`, as
 * docker-compose runs them), for tests that kill one with SIGKILL.
 */
export class RoleProcess extends NodeProcess {
  private constructor(
    readonly role: 'relay' | 'projector',
    env: Record<string, string>,
  ) {
    super([MAIN, role], { LOG_LEVEL: 'info', ...env });
  }

  /** Starts it and waits for its "started" line. */
  static async start(role: 'relay' | 'projector', env: Record<string, string>, timeoutMs = 30_000): Promise<RoleProcess> {
    const process = new RoleProcess(role, env);
    const deadline = Date.now() + timeoutMs;
    while (!process.output.includes(`kafka ${role} started`)) {
      if (!process.alive) throw new Error(`The ${role} ended while starting:\n${process.output}`);
      if (Date.now() > deadline) {
        process.kill('SIGKILL');
        throw new Error(`The ${role} did not start within ${timeoutMs} ms:\n${process.output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return process;
  }
}
