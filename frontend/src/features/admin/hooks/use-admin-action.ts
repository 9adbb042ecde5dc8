import { useCallback } from 'react';
import { toast } from 'sonner';
import { failureToast } from '../action-failure';

interface ActionTexts<Result> {
  /**
   * What happened, in the spec's words where it has them, else plainly ('Game added to the store');
   * a function of the answer when the answer says more (how many keys were added). null: the screen
   * itself shows the result, no toast.
   */
  success: string | ((result: Result) => SuccessToast) | null;
  /** The screen's own failure text (the spec's 'Failed to …'); without it the server's reason is the title. */
  failure?: string;
}

export interface SuccessToast {
  title: string;
  description?: string;
}

/**
 * Runs an admin change and says how it went: a success toast that says what happened, or the
 * failure in the error style (spec README, decision 5): a refusal with the server's reason (a
 * duplicate key, say) and no "try again"; a failure a retry may fix (no connection, a 5xx, a 429)
 * saying to try again (action-failure.ts). Resolves to whether it worked.
 */
export function useAdminAction() {
  return useCallback(async <Result>(run: () => Promise<Result>, texts: ActionTexts<Result>): Promise<boolean> => {
    try {
      const result = await run();
      if (texts.success !== null) {
        const shown = typeof texts.success === 'function' ? texts.success(result) : { title: texts.success };
        toast.success(shown.title, shown.description ? { description: shown.description } : undefined);
      }
      return true;
    } catch (error) {
      const { title, description } = failureToast(error, texts.failure);
      toast.error(title, description ? { description } : undefined);
      return false;
    }
  }, []);
}
