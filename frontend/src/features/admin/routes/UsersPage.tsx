import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useIsMobile } from '../../../shared/layout/use-is-mobile';
import { NumberedPagination } from '../../../shared/ui/pagination/NumberedPagination';
import { AdminPageHeader } from '../components/common/AdminPageHeader';
import { LoadFailedAlert } from '../components/common/LoadFailedAlert';
import { AccountResultsTable } from '../components/users/AccountResultsTable';
import { UserSearchForm } from '../components/users/UserSearchForm';
import { useUsersLocation } from '../hooks/use-users-location';
import { useSearchAccountsQuery } from '../users-api';
import { USERS_TEXTS as TEXTS } from '../users-texts';

const PAGE_SIZE = 20;
/** Placeholders while a search runs: most searches by e-mail find a handful. */
const SKELETON_ROWS = 5;

/**
 * /admin/users, the staff and customer page: accounts searched by part of their e-mail, twenty a
 * page; each opens its own page (/admin/users/:id) with its role, wallet, orders and tickets.
 */
export function UsersPage() {
  const narrow = useIsMobile();
  const { email, page, search, goToPage, query } = useUsersLocation();
  const { currentData, isError, refetch } = useSearchAccountsQuery(email ? { email, page, limit: PAGE_SIZE } : skipToken, { refetchOnMountOrArgChange: true });

  const results = () => {
    if (!email) return <Typography color="text.secondary">{TEXTS.searchFirst}</Typography>;
    if (isError && !currentData) return <LoadFailedAlert message={TEXTS.loadFailed} onRetry={() => void refetch()} testId="accounts-error" />;
    if (currentData && currentData.users.length === 0) {
      return (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} data-testid="accounts-empty">
          {TEXTS.noAccounts(email)}
        </Typography>
      );
    }
    const totalPages = currentData ? Math.max(1, Math.ceil(currentData.total / currentData.limit)) : 1;
    return (
      <>
        <Typography role="status" color="text.secondary" sx={{ mb: 1, minHeight: '1.5em' }} data-testid="accounts-found">
          {currentData ? TEXTS.found(currentData.total, email) : ''}
        </Typography>
        <AccountResultsTable accounts={currentData?.users ?? null} skeletonRows={SKELETON_ROWS} searchQuery={query} />
        {currentData && <NumberedPagination page={currentData.page} totalPages={totalPages} total={currentData.total} narrow={narrow} onPage={goToPage} />}
      </>
    );
  };

  return (
    <>
      <AdminPageHeader title={TEXTS.title} subtitle={TEXTS.subtitle} />
      <UserSearchForm email={email} onSearch={search} />
      {results()}
    </>
  );
}
