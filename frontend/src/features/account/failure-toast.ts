import { toast, type ExternalToast } from 'sonner';
import { serverReason } from '../../shared/api/api-error';

/** The two texts the account document gives each action's failure (001 §8). */
export interface FailureTexts {
  /** 'Failed to …': the server refused and said why (its reason goes beneath). */
  refused: string;
  /** 'An error occurred while …': no reason from the server (offline, a crash, a timeout). */
  noReason: string;
}

/** An account action's failure as an error toast, in the words that fit what the server said. */
export function showAccountFailure(error: unknown, texts: FailureTexts, options: ExternalToast = {}): void {
  const reason = serverReason(error);
  if (reason) toast.error(texts.refused, { ...options, description: reason });
  else toast.error(texts.noReason, options);
}
