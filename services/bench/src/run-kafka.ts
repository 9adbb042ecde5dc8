/**
 * The Kafka suite alone (`npm run bench:kafka`): relay throughput against ProducerPerformance and
 * the inventory lag through Kafka under checkout load, printed instead of written into docs/benchmarks.md.
 */
import { kafkaPipelineTargets, renderKafkaPipelineSection } from './kafka-pipeline-report.js';
import { runKafkaPipeline } from './kafka-pipeline.js';
import { runSuiteAlone } from './run-suite-alone.js';

runSuiteAlone({ title: 'Kafka', run: runKafkaPipeline, render: renderKafkaPipelineSection, targets: kafkaPipelineTargets });
