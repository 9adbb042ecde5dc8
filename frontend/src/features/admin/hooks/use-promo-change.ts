import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { failureMessage } from '../../../shared/api/api-error';
import { newIdempotencyKey, outcomeUnknown } from '../../../shared/api/idempotency';
import { ADMIN_TEXTS } from '../admin-texts';
import { serverFieldErrors } from '../promo-rules';
import type { PromoChangedAnswer } from '../promo-types';

/**
 * Sends one change to a promo code and says how it went: the server's message as a success toast,
 * or its refusal in the error style and, where it names the field, under that field. An attempt
 * whose outcome is unknown keeps its Idempotency-Key, so sending it again is applied once.
 */
export function usePromoChange() {
  const key = useRef<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const send = async (change: (idempotencyKey: string) => Promise<PromoChangedAnswer>): Promise<boolean> => {
    key.current ??= newIdempotencyKey();
    try {
      const answer = await change(key.current);
      key.current = null;
      setFieldErrors({});
      toast.success(answer.message);
      return true;
    } catch (error) {
      if (!outcomeUnknown(error)) key.current = null;
      setFieldErrors(serverFieldErrors(error));
      toast.error(failureMessage(error, ADMIN_TEXTS.actionFailed));
      return false;
    }
  };
  return { send, fieldErrors, clearFieldErrors: () => setFieldErrors({}) };
}
