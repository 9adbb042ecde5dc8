/**
 * Orders as the admin's Purchases page reads and changes them (services/api: purchases.contract.ts,
 * refund.contract.ts). Money is in dollars with two decimals.
 */

/** Where a delivered key stands: active is the shopper's to use; refunded and replaced keys are void. */
/** awaiting-approval: a refund of the key waits for a second admin (refund-request-types.ts). */
export type OrderKeyStatus = 'active' | 'awaiting-approval' | 'refunded' | 'replaced';

export type OrderStatus = 'Completed' | 'Partially Refunded' | 'Refunded';

export interface OrderKey {
  id: string;
  /** Only the last 4 characters shown. */
  masked: string;
  status: OrderKeyStatus;
  /** Revealed by its owner, refunded or replaced (spec README, decision 14). */
  isUsed: boolean;
}

export interface OrderGame {
  gameId: number;
  title: string;
  cover_url: string | null;
  releaseDate: string | null;
  /** Unit price paid, after the sale discount. */
  price: number;
  quantity: number;
  /** In delivery order; replacement keys after them. */
  gameKeys: OrderKey[];
}

export interface ListedOrder {
  _id: string;
  /** email is null for a deleted account. */
  user: { id: string; email: string | null };
  /** ISO time. */
  createdAt: string;
  status: OrderStatus;
  totalAmount: number;
  refundedAmount: number;
  paymentInfo: { method: 'wallet' | 'card'; transactionId: string };
  games: OrderGame[];
}

/** The filters and the page, as sent: blank filters are left out. */
export interface OrdersQuery {
  email?: string;
  /** YYYY-MM-DD. */
  date?: string;
  /** The 6-character order number the shopper knows. */
  number?: string;
  page: number;
  limit: number;
}

export interface OrdersPage {
  success: true;
  orders: ListedOrder[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
  /** The filters the server applied (an unreadable date is null). */
  filters: { email: string | null; date: string | null };
  /** Every matching order, not just this page. */
  summary: { totalOrders: number; totalRevenue: number; gamesSold: number };
}

export interface OrderDetailKey {
  _id: string;
  code: string;
  isUsed: boolean;
  status: OrderKeyStatus;
  /** What the shopper paid for this key: what a refund of it returns. */
  paid: number;
  replacedBy: string | null;
}

/** One order read from its own events (the fields the Purchases page and Order Management use; the answer has more). */
export interface OrderDetailAnswer {
  success: true;
  order: {
    _id: string;
    status: OrderStatus;
    /** email is null for a deleted account. */
    userId: { _id: string; email: string | null; username: string | null };
    /** ISO time. */
    createdAt: string;
    totalAmount: number;
    /** What was refunded of the total so far. */
    refundedAmount: number;
    paymentInfo: { method: 'wallet' | 'card'; transactionId: string };
    items: Array<{ gameId: number; title: string; platform: string; price: number; quantity: number; keys: OrderDetailKey[] }>;
  };
}

/** Which key of which order an admin acts on, and the list the page shows it in. */
export interface KeyChange {
  orderId: string;
  gameId: number;
  keyId: string;
  /** One per confirmation: a double click or a retry is applied once. */
  idempotencyKey: string;
  /** Why, for the record (the timeline, the event) and the shopper's mail; the server's default when blank. */
  reason?: string;
  /** The page of the list showing the order: the change resolves once it shows there. None: resolves on the answer. */
  shownIn?: OrdersQuery;
}

/** A refund made at once (200), or one above the approval threshold waiting for a second admin (202). */
export type RefundAnswer = RefundMade | RefundWaiting;

export interface RefundWaiting {
  success: true;
  message: string;
  data: { requestId: string; orderId: string; keyId: string; amount: number; status: 'awaiting-approval' };
  position: number;
}

export interface RefundMade {
  success: true;
  message: string;
  data: {
    status?: undefined;
    refundId: string;
    orderId: string;
    keyId: string;
    amount: number;
    method: 'wallet' | 'card';
    /** Wallet orders: the balance after the credit. */
    wallet?: { balance: number };
    orderStatus: OrderStatus;
  };
  position: number;
}

export interface ReplacementAnswer {
  success: true;
  message: string;
  data: { orderId: string; oldKeyId: string; newKey: { id: string; masked: string } };
  position: number;
}
