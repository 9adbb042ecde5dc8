/**
 * The partition of a stream's events: Kafka's own keyed partitioning (the Java client's and
 * kafkajs's default partitioner: murmur2 of the key's UTF-8 bytes, made positive, modulo the
 * partition count). The relay names the partition itself with it, and the API computes the same
 * to know which projector checkpoint covers an event it waits for.
 */
export function partitionOf(streamId: string, partitions: number): number {
  return (murmur2(Buffer.from(streamId, 'utf8')) & 0x7fffffff) % partitions;
}

/** MurmurHash2, 32-bit, with Kafka's seed (org.apache.kafka.common.utils.Utils.murmur2). */
function murmur2(data: Uint8Array): number {
  const m = 0x5bd1e995;
  const length = data.length;
  let h = (0x9747b28c ^ length) | 0;
  const whole = length - (length % 4);
  for (let i = 0; i < whole; i += 4) {
    let k = data[i]! | (data[i + 1]! << 8) | (data[i + 2]! << 16) | (data[i + 3]! << 24);
    k = Math.imul(k, m);
    k ^= k >>> 24;
    k = Math.imul(k, m);
    h = Math.imul(h, m) ^ k;
  }
  // The 1 to 3 bytes left over (Kafka's switch falls through from case 3 to case 1).
  const tail = length % 4;
  if (tail > 0) {
    if (tail === 3) h ^= data[whole + 2]! << 16;
    if (tail >= 2) h ^= data[whole + 1]! << 8;
    h ^= data[whole]!;
    h = Math.imul(h, m);
  }
  h ^= h >>> 13;
  h = Math.imul(h, m);
  h ^= h >>> 15;
  return h;
}
