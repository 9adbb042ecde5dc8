import { randomFillSync } from 'node:crypto';

/**
 * UUIDs of version 7 (RFC 9562): 48 bits of Unix time in milliseconds, a 12-bit counter, then 62
 * random bits. Ids made later sort after ids made earlier, so the unique indexes they key (event
 * ids, order and key ids, the streams named after orders) take new entries at their right-hand
 * end instead of on a random page each: fewer pages dirtied and logged per insert, and an index
 * that stays dense. 74 bits stay random; the time they show is the time the row records anyway.
 *
 * Ordered within this process: ids of one millisecond count up from a random start (the top
 * counter bit left clear, so the count has room), and a clock that steps back does not reorder.
 */
const RANDOM_BYTES_PER_FILL = 8 * 1024;
const random = Buffer.alloc(RANDOM_BYTES_PER_FILL);
let randomOffset = RANDOM_BYTES_PER_FILL;

let lastMs = 0;
let counter = 0;
const COUNTER_MAX = 0xfff;

function takeRandom(bytes: number): number {
  if (randomOffset + bytes > RANDOM_BYTES_PER_FILL) {
    randomFillSync(random);
    randomOffset = 0;
  }
  const at = randomOffset;
  randomOffset += bytes;
  return at;
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

export function timeOrderedUuid(now: number = Date.now()): string {
  if (now > lastMs) {
    lastMs = now;
    const at = takeRandom(2);
    counter = ((random[at]! << 8) | random[at + 1]!) & 0x7ff;
  } else if (counter < COUNTER_MAX) {
    counter += 1;
  } else {
    // 4,096 ids in one millisecond: borrow the next one rather than repeat or reorder.
    lastMs += 1;
    counter = 0;
  }
  const at = takeRandom(8);
  const b = random;
  const ms = lastMs;
  // 48-bit time: the high 16 bits and the low 32 bits (JavaScript bit operations are 32-bit).
  const high = Math.floor(ms / 0x1_0000_0000);
  const low = ms >>> 0;
  return (
    HEX[(high >>> 8) & 0xff]! + HEX[high & 0xff]! + HEX[(low >>> 24) & 0xff]! + HEX[(low >>> 16) & 0xff]! + '-' +
    HEX[(low >>> 8) & 0xff]! + HEX[low & 0xff]! + '-' +
    HEX[0x70 | (counter >>> 8)]! + HEX[counter & 0xff]! + '-' +
    HEX[0x80 | (b[at]! & 0x3f)]! + HEX[b[at + 1]!]! + '-' +
    HEX[b[at + 2]!]! + HEX[b[at + 3]!]! + HEX[b[at + 4]!]! + HEX[b[at + 5]!]! + HEX[b[at + 6]!]! + HEX[b[at + 7]!]!
  );
}
