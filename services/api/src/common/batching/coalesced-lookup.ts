interface Waiter<V> {
  resolve(value: V | null): void;
  reject(error: unknown): void;
}

/**
 * Look-ups by key that arrive in the same turn of the event loop, answered by one query: under
 * load, forty requests' "who is this user?" become one `WHERE id = ANY(...)` instead of forty
 * round trips. The query runs after every request of the turn has asked, so each answer is as
 * fresh as a look-up of its own would be. A failed query fails the look-ups it carried.
 */
export class CoalescedLookup<K, V> {
  private waiting = new Map<K, Waiter<V>[]>();
  private scheduled = false;

  constructor(
    private readonly loadMany: (keys: K[]) => Promise<ReadonlyMap<K, V>>,
    private readonly maxKeys = 500,
  ) {}

  load(key: K): Promise<V | null> {
    return new Promise<V | null>((resolve, reject) => {
      const waiters = this.waiting.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else this.waiting.set(key, [{ resolve, reject }]);
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    const all = [...this.waiting];
    this.waiting = new Map();
    for (let i = 0; i < all.length; i += this.maxKeys) void this.run(all.slice(i, i + this.maxKeys));
  }

  private async run(batch: Array<[K, Waiter<V>[]]>): Promise<void> {
    try {
      const found = await this.loadMany(batch.map(([key]) => key));
      for (const [key, waiters] of batch) for (const waiter of waiters) waiter.resolve(found.get(key) ?? null);
    } catch (error) {
      for (const [, waiters] of batch) for (const waiter of waiters) waiter.reject(error);
    }
  }
}
