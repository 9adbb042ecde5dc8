import { useRef, useState } from 'react';
import { newIdempotencyKey } from '../../../shared/api/idempotency';
import { ADMIN_TEXTS } from '../admin-texts';
import { useDecideRefundMutation } from '../refund-requests-api';
import type { RefundDecision, RefundRequest } from '../refund-request-types';
import { useAdminAction } from './use-admin-action';

const TEXTS = ADMIN_TEXTS.refundRequests;

export type RefundDecisionTarget = Omit<RefundDecision, 'reason'>;

/**
 * Approve or Decline on a waiting refund: chosen, confirmed in a dialog (a decline with its
 * reason), carried out once with its own Idempotency-Key, said in a toast; the waiting list and the
 * orders refetch (the mutation's tags).
 */
export function useRefundDecision() {
  const [target, setTarget] = useState<RefundDecisionTarget | null>(null);
  const [open, setOpen] = useState(false);
  const [decide, deciding] = useDecideRefundMutation();
  const act = useAdminAction();
  const running = useRef(false);

  const choose = (request: RefundRequest, decision: RefundDecision['decision']) => {
    setTarget({ request, decision, idempotencyKey: newIdempotencyKey() });
    setOpen(true);
  };

  const confirm = async (reason: string) => {
    if (!target || running.current) return;
    running.current = true;
    const approve = target.decision === 'approve';
    try {
      await act(() => decide({ ...target, reason }).unwrap(), approve ? { success: TEXTS.approved, failure: TEXTS.approveFailed } : { success: TEXTS.declined, failure: TEXTS.declineFailed });
    } finally {
      running.current = false;
      setOpen(false);
    }
  };

  return { target, open, busy: deciding.isLoading, choose, cancel: () => setOpen(false), confirm };
}
