import { useCallback } from 'react';
import { toast } from 'sonner';
import { serverReason } from '../../../shared/api/api-error';
import { ADMIN_TEXTS } from '../admin-texts';

interface ActionTexts {
  /** null: the screen itself shows the result, no toast. */
  success?: string | null;
  failure?: string;
}

/**
 * Runs an admin change and says how it went: a success toast, or the failure in the error style
 * (spec README, decision 5) with the server's reason (a duplicate key, say) beneath it.
 * Resolves to whether it worked.
 */
export function useAdminAction() {
  return useCallback(async (run: () => Promise<unknown>, texts: ActionTexts = {}): Promise<boolean> => {
    try {
      await run();
      if (texts.success !== null) toast.success(texts.success ?? ADMIN_TEXTS.actionDone);
      return true;
    } catch (error) {
      const reason = serverReason(error);
      toast.error(texts.failure ?? ADMIN_TEXTS.actionFailed, reason ? { description: reason } : undefined);
      return false;
    }
  }, []);
}
