import { useEffect } from 'react';
import { updateSessionUser } from '../../../shared/session/session-actions';
import type { SessionUser } from '../../../shared/session/session-user';
import { useAppDispatch } from '../../../shared/store/hooks';
import { useGetAccountUserQuery } from '../checkout-api';

/**
 * The wallet balance to check out with. The header reads the balance from the session's user, so
 * a fresher balance from the server (an admin credit, a purchase in another tab) is written into
 * the session too; the header then shows the same figure as the checkout.
 */
export function useWalletBalance(user: SessionUser): number {
  const dispatch = useAppDispatch();
  const { data } = useGetAccountUserQuery(user.id, { refetchOnMountOrArgChange: true });
  const fresh = data?.data.user.wallet.balance;

  useEffect(() => {
    if (typeof fresh === 'number' && Number.isFinite(fresh) && fresh !== user.wallet.balance) dispatch(updateSessionUser({ wallet: { balance: fresh } }));
    // Only a new answer from the server is written; the session's own changes must not loop back.
  }, [fresh, dispatch]);

  return user.wallet.balance;
}
