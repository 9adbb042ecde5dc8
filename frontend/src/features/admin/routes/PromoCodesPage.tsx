import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { useState } from 'react';
import { useGetPromoCodesQuery } from '../api';
import { AdminPageHeader } from '../components/common/AdminPageHeader';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { AddPromoDialog } from '../components/promo/AddPromoDialog';
import { PromoTable } from '../components/promo/PromoTable';
import { PromoToolbar } from '../components/promo/PromoToolbar';
import { useDeletePromo } from '../hooks/use-delete-promo';
import { useLoggedError } from '../hooks/use-logged-error';
import { filterPromos, type PromoFilter } from '../promo-status';
import type { PromoCode } from '../promo-types';

/** /admin/promo-codes: every code with its use, searchable and filtered by status; add one, delete one. */
export function PromoCodesPage() {
  const { data, error, isLoading } = useGetPromoCodesQuery(undefined, { refetchOnMountOrArgChange: true });
  useLoggedError(error, 'the promo codes');
  const [text, setText] = useState('');
  const [filter, setFilter] = useState<PromoFilter>('all');
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<PromoCode | null>(null);
  const { deletePromo, deleting: busy } = useDeletePromo();
  const now = Date.now();
  const shown = filterPromos(data?.promos ?? [], text, filter, now);

  const confirmDelete = async () => {
    if (!deleting) return;
    await deletePromo(deleting.code);
    setDeleting(null);
  };

  return (
    <>
      <AdminPageHeader
        title="Promo Codes"
        subtitle="Discounts shoppers enter at checkout"
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
            Add Promo Code
          </Button>
        }
      />
      <PromoToolbar text={text} onText={setText} filter={filter} onFilter={setFilter} />
      {isLoading ? (
        <Skeleton variant="rounded" height={240} />
      ) : shown.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }} data-testid="promo-empty">
          {data?.promos.length ? 'No promo codes match.' : 'No promo codes yet.'}
        </Typography>
      ) : (
        <PromoTable promos={shown} now={now} onDelete={setDeleting} />
      )}
      <AddPromoDialog open={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Promo Code"
        message={deleting ? `Delete the promo code ${deleting.code}? Shoppers can no longer use it.` : ''}
        confirmLabel="Delete"
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
