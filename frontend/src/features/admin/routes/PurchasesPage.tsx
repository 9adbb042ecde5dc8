import { ComingSoon } from '../components/common/ComingSoon';

/** /admin/purchases: the purchase records arrive with a later release. */
export function PurchasesPage() {
  return <ComingSoon title="Purchases" description="Purchase records, with their payments and keys, arrive here soon." />;
}
