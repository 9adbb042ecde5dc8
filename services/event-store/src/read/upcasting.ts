import type { RecordedEvent } from '../types.js';

/**
 * Turns one stored schema version of an event type into the next. Readers apply the chain
 * (v1 → v2 → …) so that handlers only ever see the newest shape; stored rows are never rewritten.
 */
export interface Upcaster {
  eventType: string;
  fromVersion: number;
  upcast(data: Record<string, unknown>, event: RecordedEvent): Record<string, unknown>;
}

export class UpcasterChain {
  private readonly byTypeAndVersion = new Map<string, Upcaster>();

  constructor(upcasters: readonly Upcaster[] = []) {
    for (const upcaster of upcasters) {
      const key = `${upcaster.eventType}@${upcaster.fromVersion}`;
      if (this.byTypeAndVersion.has(key)) throw new Error(`Two upcasters for ${key}`);
      this.byTypeAndVersion.set(key, upcaster);
    }
  }

  apply(event: RecordedEvent): RecordedEvent {
    if (this.byTypeAndVersion.size === 0) return event;
    let current = event;
    for (;;) {
      const upcaster = this.byTypeAndVersion.get(`${current.type}@${current.schemaVersion}`);
      if (!upcaster) return current;
      const schemaVersion = current.schemaVersion + 1;
      current = {
        ...current,
        schemaVersion,
        data: upcaster.upcast(current.data, current),
        metadata: { ...current.metadata, schemaVersion },
      };
    }
  }
}
