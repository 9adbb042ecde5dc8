import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { SectionCard } from '../../../../shared/ui/SectionCard';
import { useGetWalletHistoryQuery } from '../../../../shared/wallet/wallet-api';
import { WalletStatementTable } from '../../../../shared/wallet/WalletStatementTable';
import { WALLET_STATEMENT_TEXTS } from '../../../../shared/wallet/wallet-statement-texts';
import { useGetAllTicketsQuery, useGetOrdersQuery } from '../../api';
import { USERS_TEXTS as TEXTS } from '../../users-texts';
import { AccountOrders, ORDERS_QUERY } from './AccountOrders';
import { AccountTickets, TICKETS_QUERY } from './AccountTickets';

/**
 * The account's wallet statement, orders and tickets, shown together once all three have answered:
 * lists of unknown length that came one by one would push each other down as they arrived.
 */
export function AccountActivity({ userId, email }: { userId: string; email: string }) {
  // The same queries as the sections' own: they find the answers already here.
  const statement = useGetWalletHistoryQuery(userId, { refetchOnMountOrArgChange: true });
  const orders = useGetOrdersQuery(ORDERS_QUERY(email), { refetchOnMountOrArgChange: true });
  const tickets = useGetAllTicketsQuery(TICKETS_QUERY(email), { refetchOnMountOrArgChange: true });
  const settled = [statement, orders, tickets].every((query) => query.currentData !== undefined || query.isError);

  if (!settled) {
    return (
      <Box role="status" aria-label={TEXTS.activityLoading}>
        <Skeleton variant="rounded" height={360} />
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' }, alignItems: 'start' }}>
      <SectionCard title={WALLET_STATEMENT_TEXTS.title}>
        <WalletStatementTable userId={userId} />
      </SectionCard>
      {/* One column no wider than the card: an implicit grid column would take the tables' full width and push the page sideways. */}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <AccountOrders userId={userId} email={email} />
        <AccountTickets userId={userId} email={email} />
      </Box>
    </Box>
  );
}
