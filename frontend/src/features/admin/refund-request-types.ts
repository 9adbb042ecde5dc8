/** A refund above the approval threshold waiting for a second admin (GET refund/requests). */
export interface RefundRequest {
  requestId: string;
  orderId: string;
  /** The number the shopper knows the order by. */
  orderNumber: string;
  game: { id: number; title: string };
  keyId: string;
  amount: number;
  method: 'wallet' | 'card';
  reason: string;
  requestedBy: { id: string; email: string | null };
  requestedAt: string;
}

export interface RefundRequestsAnswer {
  success: true;
  /** A refund of a key that cost more than this (dollars) waits for a second admin. */
  approvalThreshold: number;
  requests: RefundRequest[];
}

/** Approve (reason optional) or decline (reason required) a waiting refund, once: the attempt's own Idempotency-Key. */
export interface RefundDecision {
  request: RefundRequest;
  decision: 'approve' | 'decline';
  reason: string;
  idempotencyKey: string;
}

export interface RefundDecisionAnswer {
  success: true;
  message: string;
  data: { requestId: string; orderId: string; keyId: string; status: 'approved' | 'declined' };
  position: number;
}
