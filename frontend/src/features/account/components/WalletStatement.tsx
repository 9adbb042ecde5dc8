import { WalletStatementTable } from '../../../shared/wallet/WalletStatementTable';
import { WALLET_STATEMENT_TEXTS as TEXTS } from '../../../shared/wallet/wallet-statement-texts';
import { SectionCard } from '../../../shared/ui/SectionCard';

/** The signed-in user's wallet movements, newest first, each with the balance after it. */
export function WalletStatement({ userId }: { userId: string }) {
  return (
    <SectionCard title={TEXTS.title}>
      <WalletStatementTable userId={userId} />
    </SectionCard>
  );
}
