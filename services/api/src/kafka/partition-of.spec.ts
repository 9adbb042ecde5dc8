import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { Partitioners } from 'kafkajs';
import { partitionOf } from './partition-of.js';

describe('partitionOf', () => {
  it("names the partition Kafka's default keyed partitioner (murmur2, as the Java client) gives the stream id", () => {
    const kafkaDefault = Partitioners.DefaultPartitioner();
    for (const partitions of [1, 3, 8, 50]) {
      const partitionMetadata = Array.from({ length: partitions }, (_, partitionId) => ({ partitionId, leader: 1, replicas: [1], isr: [1], partitionErrorCode: 0 }));
      const ids = ['order-', 'game-1877', 'wallet-ü-ñ', 'store-featured', ...Array.from({ length: 500 }, (_, i) => `${['order', 'wallet', 'ticket'][i % 3]}-${randomUUID()}`)];
      for (const streamId of ids) {
        assert.equal(partitionOf(streamId, partitions), kafkaDefault({ topic: 't', partitionMetadata, message: { key: streamId, value: null } }), `${streamId} of ${partitions}`);
      }
    }
  });

  it('spreads streams over every partition', () => {
    const seen = new Set(Array.from({ length: 400 }, () => partitionOf(`order-${randomUUID()}`, 8)));
    assert.equal(seen.size, 8);
  });
});
