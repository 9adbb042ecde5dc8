import { projectionSource, type Upcaster } from '@keyledger/event-store';

/**
 * Every schema change of a stored event, as the readers' upcasters: stored rows are never
 * rewritten, readers see the newest shape (docs/event-store.md, Event evolution).
 *
 * OrderPlaced v2 (2026-11) records the order's currency. Every v1 order was charged in US dollars
 * (the store has only ever taken USD; the shopper's currency choice changes the display only).
 *
 * RefundApproved and RefundDeclined v2 (2026-11) name the order's buyer (userId), whose data key
 * seals the staff's reason (privacy/personal-data); v1 events read as v2 without it.
 */
export const eventUpcasters: Upcaster[] = [
  { eventType: 'RefundApproved', fromVersion: 1, upcast: (data) => data },
  { eventType: 'RefundDeclined', fromVersion: 1, upcast: (data) => data },
  {
    eventType: 'OrderPlaced',
    fromVersion: 1,
    upcast: (data) => ({ ...data, currency: 'USD' }),
  },
];

/** Where the projection worker thread loads them from. */
export const eventUpcastersSource = projectionSource(import.meta.url, 'eventUpcasters');
