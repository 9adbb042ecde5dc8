import type { BenchConfig } from './config.js';
import type { KafkaPipelineResult } from './kafka-pipeline.js';
import { runMode, type Target } from './report.js';
import { formatCount, formatSeconds } from './timing.js';

export function kafkaPipelineTargets(result: KafkaPipelineResult): Target[] {
  const { target } = result;
  const lag = result.lag.scenarios[0]!.lag;
  return [
    { name: 'relay to Kafka ÷ ProducerPerformance', passed: target.relayPassed, detail: `ratio ${result.relayRatio.toFixed(2)} ${target.relayPassed ? '≥' : '<'} ${target.minRelayRatio.toFixed(2)}` },
    {
      name: 'inventory lag through Kafka under checkout load, p99',
      passed: target.lagPassed,
      detail: `${lag.p99Ms.toFixed(1)} ms ${target.lagPassed ? '≤' : '>'} ${target.lagMaxP99Ms} ms (${lag.unapplied} of ${lag.heads} heads never applied)`,
    },
  ];
}

export function renderKafkaPipelineSection(config: BenchConfig, result: KafkaPipelineResult): string {
  const c = config.kafka;
  const spread = result.lag.scenarios[0]!;
  const lag = spread.lag;
  const row = (r: KafkaPipelineResult['rounds'][number], i: number) =>
    `| ${i + 1} | ${formatCount(Math.round(r.producerRecordsPerSec))} records/s (${formatSeconds(r.producerMs)}) | ${formatCount(Math.round(r.relayEventsPerSec))} events/s (${formatSeconds(r.relayMs)}) |`;
  return [
    '### Kafka: relay throughput and projection lag',
    '',
    `${runMode(config)} A single-node KRaft broker (Apache Kafka 3.9.1 from Maven Central, 1 GB heap) on this machine; topics of ${c.partitions} partitions, one replica.`,
    '',
    `**Relay.** A log of ${formatCount(result.events)} events over ${formatCount(c.streams)} streams (seeded set-based in ${formatSeconds(result.seedMs)}), published by the relay ` +
      '(`kafka/relay/kafka-relay.js`: gap-safe log reads of 2,000 events, the next read while the broker acknowledges the batch before; each batch sent keyed by stream, ' +
      'with acks from all in-sync replicas, by two sender threads each with an idempotent kafkajs producer and half the partitions; then its cursor moved) from an empty cursor until the cursor reached the head; against Kafka’s own `org.apache.kafka.tools.ProducerPerformance` sending as many records of ' +
      `the messages’ mean size (${formatCount(result.recordBytes)} bytes) with \`acks=all\` as fast as it can, to another topic of the same broker, ${c.rounds} rounds alternating, best of each.`,
    '',
    '| Round | ProducerPerformance | Relay |',
    '|---:|---:|---:|',
    ...result.rounds.map(row),
    '',
    `Relay ÷ ProducerPerformance: **${result.relayRatio.toFixed(2)}** (target at least ${c.minRelayRatio.toFixed(2)}: ${result.target.relayPassed ? 'pass' : 'MISSED'}).`,
    '',
    '**Projection lag.** The checkout benchmark’s spread scenario (same load generator, warm-up and runs, 32 shoppers) with the API in Kafka mode, one relay process and two ' +
      'projector processes on the same machine. Lag: from a checkout’s commit (the log head sampled every ' +
      `${config.checkout.lag.sampleIntervalMs} ms) until the progress row of its stream’s partition, written in the projector’s batch transaction, has passed it (kafka-lag.ts); an upper bound.`,
    '',
    `Under ${formatCount(Math.round(spread.api.ordersPerSec))} orders/s (baseline ${formatCount(Math.round(spread.baseline.ordersPerSec))} tx/s): inventory lag p50 ${lag.p50Ms.toFixed(1)} ms, ` +
      `**p99 ${lag.p99Ms.toFixed(1)} ms**, max ${lag.maxMs.toFixed(1)} ms over ${formatCount(lag.heads)} heads, ${lag.unapplied} never applied ` +
      `(target p99 at most ${c.lagMaxP99Ms} ms: ${result.target.lagPassed ? 'pass' : 'MISSED'}); keys ${spread.integrity.passed ? 'consistent' : 'INCONSISTENT'}.`,
  ].join('\n');
}
