/** An order's timeline as GET order/details/{orderId}/history answers it (services/api: audit.contract.ts). */

export interface EventActor {
  /** A user's id, or a system part's name. */
  id: string;
  /** admin, customer, finance or system. */
  role: string;
  /** null for a system actor or a deleted account. */
  email: string | null;
}

export interface TimelineEntry {
  position: number;
  /** ISO time. */
  recordedAt: string;
  streamId: string;
  type: string;
  /** What happened, in one line of words; may quote user text (a ticket's subject, a reason): shown as text. */
  summary: string;
  actor: EventActor;
  command: string | null;
  /** Why, where an admin gave a reason. */
  reason: string | null;
  correlationId: string;
  causationId: string | null;
}

export interface OrderHistoryAnswer {
  success: true;
  orderId: string;
  /** In log order. */
  events: TimelineEntry[];
}
