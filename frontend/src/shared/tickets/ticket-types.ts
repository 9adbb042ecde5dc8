/** Support tickets as the API answers them (services/api: support/http/ticket.contract.ts). */

export const TICKET_STATUSES = ['open', 'in-progress', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_STATUS_LABEL: Record<TicketStatus, string> = { open: 'Open', 'in-progress': 'In Progress', closed: 'Closed' };

export interface TicketReply {
  _id: string;
  /** admin replies are the Merchant's. */
  sender: 'customer' | 'admin';
  message: string;
  createdAt: string;
}

export interface Ticket {
  _id: string;
  subject: string;
  message: string;
  status: TicketStatus;
  orderId: string | null;
  /** That order's number as the shopper knows it (success screen, inventory, mails); null without an order. */
  orderNumber: string | null;
  createdAt: string;
  updatedAt: string;
  /** name and email are null for a deleted account. */
  userId: { _id: string; name: string | null; email: string | null };
  replies: TicketReply[];
}

/** What every ticket command answers: the ticket as it now stands and the log position it wrote. */
export interface TicketAnswer {
  success: true;
  message: string;
  ticket: Ticket;
  position: number | null;
}

/** The API's limits (services/api: support/domain/ticket.ts). */
export const SUBJECT_MAX = 200;
export const MESSAGE_MAX = 5_000;
