import type { NewEvent } from '@keyledger/event-store';

/** The event with the given id (derived from an Idempotency-Key, so a retry appends nothing new), or as it is. */
export function withEventId<E extends { type: string; data: unknown }>(event: E, eventId: string | undefined): NewEvent<string, unknown> {
  return eventId ? { ...event, eventId } : event;
}
