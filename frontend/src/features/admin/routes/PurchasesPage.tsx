import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useCan } from '../../../shared/session/use-session';
import { useIsMobile } from '../../../shared/layout/use-is-mobile';
import { visuallyHidden } from '../../../shared/ui/visually-hidden';
import { ADMIN_TEXTS } from '../admin-texts';
import { AdminPageHeader } from '../components/common/AdminPageHeader';
import { LoadFailedAlert } from '../components/common/LoadFailedAlert';
import { KeyActionDialog } from '../components/purchases/KeyActionDialog';
import { OrderList } from '../components/purchases/OrderList';
import { PurchasesFilters } from '../components/purchases/PurchasesFilters';
import { PurchasesPagination } from '../components/purchases/PurchasesPagination';
import { PurchasesStatCards } from '../components/purchases/PurchasesStatCards';
import { RefundRequestsPanel } from '../components/purchases/RefundRequestsPanel';
import { useKeyAction } from '../hooks/use-key-action';
import { usePurchasesLocation } from '../hooks/use-purchases-location';
import { PURCHASES_PAGE_SIZE, usePurchasesResults } from '../hooks/use-purchases-results';

/**
 * /admin/purchases: the orders, newest first, filtered by the buyer's e-mail and the day, 10 a
 * page (filters and page in the address), with the figures of every match. An order opens to its
 * payment and games; each active key can be refunded or replaced, after a confirmation. Below the
 * orders, for those who may refund, the refunds above the approval threshold that wait for a second admin.
 */
export function PurchasesPage() {
  const { filter, page, search, goToPage } = usePurchasesLocation();
  const results = usePurchasesResults(filter, page);
  const keyAction = useKeyAction(results.query);
  const narrow = useIsMobile();
  const data = results.data;
  // The support desk looks orders up here; the refunds waiting for a second admin are for those who may refund.
  const mayRefund = useCan('refunds');

  // A page beyond the last (an old link, fewer matches since) shows the last page instead.
  useEffect(() => {
    if (data && data.totalPages > 0 && page > data.totalPages) goToPage(data.totalPages, { replace: true });
  }, [data, page, goToPage]);

  return (
    <>
      <AdminPageHeader title="Purchases" subtitle="Orders, their payments and keys; refunds and key replacements" />
      <PurchasesStatCards summary={data?.summary} failed={results.failed} />
      <PurchasesFilters filter={filter} onSearch={search} />
      <Typography variant="h6" component="h2" sx={visuallyHidden}>
        Orders
      </Typography>
      {results.failed ? (
        <LoadFailedAlert message={ADMIN_TEXTS.purchases.loadFailed} onRetry={results.retry} testId="purchases-load-failed" />
      ) : (
        <OrderList orders={data?.orders} pageSize={PURCHASES_PAGE_SIZE} onKeyAction={keyAction.choose} />
      )}
      {data && <PurchasesPagination page={page} totalPages={data.totalPages} total={data.total} narrow={narrow} onPage={goToPage} />}
      {/* Drawn once the orders are in (or failed): present from the start, the shrinking list would move it. */}
      {mayRefund && (data || results.failed) && <RefundRequestsPanel />}
      <KeyActionDialog target={keyAction.target} open={keyAction.open} busy={keyAction.busy} onConfirm={(reason) => void keyAction.confirm(reason)} onCancel={keyAction.cancel} />
    </>
  );
}
