import { useState } from 'react';
import { failureMessage } from '../../../shared/api/api-error';
import { ADMIN_TEXTS } from '../admin-texts';

/**
 * What the server said when it refused a change asked in a dialog (your own role, the last admin,
 * not enough funds), shown in the dialog until the next try: the dialog stays open to fix it.
 */
export function useRefusal() {
  const [refusal, setRefusal] = useState<string | null>(null);
  return {
    refusal,
    clear: () => setRefusal(null),
    refused: (error: unknown) => setRefusal(failureMessage(error, ADMIN_TEXTS.actionFailed)),
  };
}
