import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { AdminPageHeader } from '../components/common/AdminPageHeader';
import { LoadFailedAlert } from '../components/common/LoadFailedAlert';
import { AccountActivity } from '../components/users/AccountActivity';
import { AccountSummary, type AccountChange } from '../components/users/AccountSummary';
import { AdjustWalletDialog } from '../components/users/AdjustWalletDialog';
import { ChangeRoleDialog } from '../components/users/ChangeRoleDialog';
import { EraseCustomerDialog } from '../components/users/EraseCustomerDialog';
import { ErasedAccountAlert } from '../components/users/ErasedAccountAlert';
import { useGetAccountQuery } from '../users-api';
import { USERS_TEXTS as TEXTS } from '../users-texts';

/** The search the account was opened from (AccountResultsTable), for the way back. */
const searchFrom = (state: unknown): string => {
  const search = state && typeof state === 'object' && 'search' in state ? (state as { search: unknown }).search : '';
  return typeof search === 'string' && search ? `?${search}` : '';
};

/**
 * /admin/users/:id: one account, on a page of its own so it can be linked, reloaded and left with
 * Back: its role, balance and two-factor sign-in (Change role, Adjust wallet, Erase customer), its
 * wallet statement, its orders and its tickets; an erased account says so, and since when.
 */
export function UserAccountPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const { currentData, isError, refetch } = useGetAccountQuery(id, { refetchOnMountOrArgChange: true });
  const [open, setOpen] = useState<AccountChange | null>(null);
  const account = currentData?.data.user;
  // Erased from this page: shown at once with the server's time, while the account is read again.
  const [erasedHere, setErasedHere] = useState<{ id: string; at: string } | null>(null);
  const erasedHereAt = erasedHere && erasedHere.id === account?.id ? erasedHere.at : null;
  const erasedAt = account?.erasedAt ?? erasedHereAt;
  const back = (
    <Button component={RouterLink} to={`/admin/users${searchFrom(location.state)}`} startIcon={<ArrowBack />}>
      {TEXTS.back}
    </Button>
  );

  if (isError && !account) {
    return (
      <>
        <AdminPageHeader title={TEXTS.title} actions={back} />
        <LoadFailedAlert message={TEXTS.accountLoadFailed} onRetry={() => void refetch()} testId="account-error" />
      </>
    );
  }

  return (
    <>
      <AdminPageHeader title={account?.email ?? TEXTS.title} subtitle={account?.username || '\u00a0'} actions={back} />
      {account ? (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <Box sx={{ maxWidth: 720, display: 'grid', gap: 2 }}>
            {erasedAt && <ErasedAccountAlert erasedAt={erasedAt} takeFocus={erasedHereAt !== null} />}
            <AccountSummary account={account} erased={erasedAt !== null} onChange={setOpen} />
          </Box>
          <AccountActivity userId={account.id} email={account.email} />
        </Box>
      ) : (
        <Box role="status" aria-label={TEXTS.accountLoading}>
          <Skeleton variant="rounded" height={260} />
        </Box>
      )}
      {account && open === 'role' && <ChangeRoleDialog account={account} onClose={() => setOpen(null)} />}
      {account && open === 'erase' && (
        <EraseCustomerDialog account={account} onClose={() => setOpen(null)} onErased={(at) => setErasedHere({ id: account.id, at })} />
      )}
      {account && open === 'wallet' && <AdjustWalletDialog account={{ id: account.id, email: account.email, balance: account.wallet.balance }} onClose={() => setOpen(null)} />}
    </>
  );
}
