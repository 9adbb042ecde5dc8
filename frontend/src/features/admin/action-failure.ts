import { isApiError, serverReason } from '../../shared/api/api-error';
import { ADMIN_TEXTS } from './admin-texts';

/**
 * Whether trying the same request again may work: no answer (offline, a timeout), a server
 * failure (5xx) or too many requests (429, after its Retry-After). Any other 4xx is the store's
 * refusal (a duplicate key, a game already listed, a key too short): the same request gets the
 * same answer, so it is not a moment to say "try again".
 */
export function mayWorkOnRetry(error: unknown): boolean {
  if (!isApiError(error)) return true;
  const { status } = error;
  if (typeof status !== 'number') return true;
  return status >= 500 || status === 429 || status === 408;
}

export interface FailureToast {
  title: string;
  description?: string;
}

const TRY_AGAIN = 'Try again in a moment.';
/** The title when the screen has no text of its own and the server gave no reason. */
const REFUSED = 'The store refused this change';

const asSentence = (text: string): string => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * The toast for a failed admin change. A refusal: the screen's own failure text with the server's
 * reason beneath, or the reason itself as the title; never "try again". A failure a retry may fix:
 * the screen's text (else the spec's 'Action failed. Try again.') and a hint to try again.
 */
export function failureToast(error: unknown, screenText?: string): FailureToast {
  const reason = serverReason(error);
  if (!mayWorkOnRetry(error)) {
    if (screenText) return reason ? { title: screenText, description: reason } : { title: screenText };
    return { title: reason ?? REFUSED };
  }
  if (!screenText) return reason ? { title: ADMIN_TEXTS.actionFailed, description: reason } : { title: ADMIN_TEXTS.actionFailed };
  return { title: screenText, description: reason ? `${asSentence(reason)} ${TRY_AGAIN}` : TRY_AGAIN };
}
