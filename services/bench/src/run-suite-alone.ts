import { createBenchSchema, type BenchSchema } from './bench-schema.js';
import { loadConfig, type BenchConfig } from './config.js';
import type { Target } from './report.js';
import { BENCHMARKS_DOC, writeSections } from './write-results.js';

export interface SuiteAlone<Result> {
  title: string;
  run(schema: BenchSchema, config: BenchConfig, log: (line: string) => void): Promise<Result>;
  render(config: BenchConfig, result: Result): string;
  targets(result: Result): Target[];
  /** When set, the section is also written into docs/benchmarks.md between its `bench:<name>` markers. */
  docSection?: string;
}

/**
 * Runs one suite of `make bench` by itself in a schema of its own and prints its section and any
 * missed target (writing docs/benchmarks.md only for a suite with a `docSection`): for trying a change in a few minutes.
 * Sets the exit code (1: a target missed, 2: the run failed) and drops the schema on Ctrl-C.
 */
export function runSuiteAlone<Result>(suite: SuiteAlone<Result>): void {
  const main = async (): Promise<number> => {
    const config = loadConfig();
    let schema: BenchSchema | null = null;
    const onSignal = () => {
      void (schema?.drop() ?? Promise.resolve()).finally(() => process.exit(130));
    };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    try {
      schema = await createBenchSchema(config.databaseUrl);
      console.log(`${suite.title} (${config.quick ? 'quick' : 'full'} run; schema ${schema.name}):`);
      const result = await suite.run(schema, config, (line) => console.log(line));
      const section = suite.render(config, result);
      console.log(`\n${section}\n`);
      if (suite.docSection) {
        await writeSections(BENCHMARKS_DOC, [{ name: suite.docSection, body: section, placement: 'end' }]);
        console.log(`Written to ${BENCHMARKS_DOC}`);
      }
      const missed = suite.targets(result).filter((target) => !target.passed);
      for (const target of missed) console.log(`TARGET MISSED: ${target.name}: ${target.detail}`);
      console.log(missed.length ? `${missed.length} target(s) missed` : 'All targets of the suite met');
      return missed.length ? 1 : 0;
    } finally {
      await schema?.drop();
    }
  };
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(`${suite.title}: the benchmark failed:`, error);
      process.exitCode = 2;
    },
  );
}
