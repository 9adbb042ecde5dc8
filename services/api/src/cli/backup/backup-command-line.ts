import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupRefusal } from './backup-refusal.js';

/** What `npm run backup` and `npm run restore` share on the command line: one file argument, --help, and their exit codes. */
export class BackupCommandLine {
  constructor(
    private readonly command: 'backup' | 'restore',
    private readonly usageText: string,
  ) {}

  /** The file named (absolute), or the exit code when there is none to work on (--help: 0, bad usage: 2, said why). */
  file(args: string[] = process.argv.slice(2)): string | number {
    let positionals: string[];
    try {
      const parsed = parseArgs({ args, allowPositionals: true, options: { help: { type: 'boolean', short: 'h' } }, strict: true });
      if (parsed.values.help) {
        process.stdout.write(`${this.usageText}\n`);
        return 0;
      }
      positionals = parsed.positionals;
    } catch (error) {
      return this.usage((error as Error).message);
    }
    if (positionals.length !== 1) return this.usage(positionals.length === 0 ? 'Name the backup file' : `Unexpected argument: ${positionals[1]}`);
    return path.resolve(positionals[0]!);
  }

  /** Bad usage: the problem and the usage text on stderr, exit code 2. */
  usage(problem: string): number {
    process.stderr.write(`${problem}\n\n${this.usageText}\n`);
    return 2;
  }

  /** What went wrong, on stderr: a refusal says why (exit code 2), a failure shows its stack (3). */
  failed(error: unknown): number {
    if (error instanceof BackupRefusal) {
      process.stderr.write(`${error.message}\n`);
      return 2;
    }
    process.stderr.write(`${this.command} failed: ${(error as Error).stack ?? String(error)}\n`);
    return 3;
  }
}
