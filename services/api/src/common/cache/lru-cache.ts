/**
 * A least-recently-used cache bounded by entry count and by total size. A Map keeps insertion
 * order, so re-inserting on every hit makes its first key the least recently used.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, { value: V; size: number }>();
  private totalSize = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxTotalSize = Number.POSITIVE_INFINITY,
    private readonly sizeOf: (value: V) => number = () => 0,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.totalSize;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    const size = this.sizeOf(value);
    const existing = this.entries.get(key);
    if (existing) {
      this.entries.delete(key);
      this.totalSize -= existing.size;
    }
    if (size > this.maxTotalSize) return;
    this.entries.set(key, { value, size });
    this.totalSize += size;
    while (this.entries.size > this.maxEntries || this.totalSize > this.maxTotalSize) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.totalSize -= this.entries.get(oldest.value)!.size;
      this.entries.delete(oldest.value);
    }
  }

  clear(): void {
    this.entries.clear();
    this.totalSize = 0;
  }
}
