import { ComingSoon } from '../components/common/ComingSoon';

/** /admin/customer-support: tickets, refunds and key replacements arrive with a later release. */
export function CustomerSupportPage() {
  return <ComingSoon title="Customer Support" description="Support tickets, order look-up, refunds and key replacements arrive here soon." />;
}
