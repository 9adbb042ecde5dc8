import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { failureMessage } from '../../../shared/api/api-error';
import { baseApi } from '../../../shared/api/base-api';
import { clearStoredCart } from '../../../shared/cart/cart-quantity';
import { dropSession } from '../../../shared/session/session-actions';
import { clearStoredSession } from '../../../shared/session/session-storage';
import { useAppDispatch } from '../../../shared/store/hooks';
import { useDeleteAccountMutation } from '../account-deletion-api';
import { ACCOUNT_DELETION_TEXTS as TEXTS } from '../account-deletion-texts';

/** The store's last word to this person: long enough to read (the app's toasts last 4 s). */
const DELETED_NOTICE_MS = 10_000;

/**
 * Deletes the signed-in account with its password. A refusal (wrong password, a staff account) is
 * kept for the dialog to show; nothing changed. On success every session of the account is dead, so
 * this browser forgets it as sign-out does (token, user, cart), drops the API cache (sign-out reloads
 * the page for that) and goes home, where a toast says the account was deleted.
 */
export function useDeleteAccount() {
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  // Stays true from the answer until the page is left: resetting the cache also resets the mutation's own state.
  const [leaving, setLeaving] = useState(false);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const remove = async (password: string): Promise<void> => {
    setRefusal(null);
    try {
      await deleteAccount({ password }).unwrap();
    } catch (error) {
      setRefusal(failureMessage(error, TEXTS.refusedNoReason));
      return;
    }
    setLeaving(true);
    // Storage first: the home page's requests go without the dead token. The signed-in view stays
    // until home has loaded, so the settings page never flashes its signed-out prompt.
    clearStoredSession();
    clearStoredCart();
    dispatch(baseApi.util.resetApiState());
    await navigate('/', { replace: true });
    dispatch(dropSession());
    toast.success(TEXTS.deleted, { duration: DELETED_NOTICE_MS });
  };

  return { remove, busy: isLoading || leaving, refusal };
}
