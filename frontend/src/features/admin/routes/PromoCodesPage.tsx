import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import Add from '@mui/icons-material/Add';
import { useState } from 'react';
import { useGetPromoCodesQuery } from '../api';
import { AdminPageHeader } from '../components/common/AdminPageHeader';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { AddPromoDialog } from '../components/promo/AddPromoDialog';
import { AddUsesDialog } from '../components/promo/AddUsesDialog';
import { ExtendExpiryDialog } from '../components/promo/ExtendExpiryDialog';
import type { PromoAction } from '../components/promo/PromoActions';
import { PromoCards } from '../components/promo/PromoCards';
import { PromoTable } from '../components/promo/PromoTable';
import { PromoToolbar } from '../components/promo/PromoToolbar';
import { useDeletePromo } from '../hooks/use-delete-promo';
import { useLoggedError } from '../hooks/use-logged-error';
import { usePromoChange } from '../hooks/use-promo-change';
import { useDeactivatePromoCodeMutation, useReactivatePromoCodeMutation } from '../promo-api';
import { filterPromos, type PromoFilter } from '../promo-status';
import type { PromoCode } from '../promo-types';

export const PROMO_LOAD_FAILED = 'The promo codes could not be loaded.';

/** /admin/promo-codes: every code with its use, searchable and filtered by status; add, deactivate or reactivate, extend, add uses, delete. */
export function PromoCodesPage() {
  const { data, error, isLoading, isError, isFetching, refetch } = useGetPromoCodesQuery(undefined, { refetchOnMountOrArgChange: true });
  useLoggedError(error, 'the promo codes');
  // Cards below 900 px: a table of six columns would need sideways scrolling there. noSsr: the first render already knows.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const [text, setText] = useState('');
  const [filter, setFilter] = useState<PromoFilter>('all');
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<{ action: PromoAction; promo: PromoCode } | null>(null);
  const { deletePromo, deleting: busy } = useDeletePromo();
  const [deactivate, { isLoading: deactivating }] = useDeactivatePromoCodeMutation();
  const [reactivate] = useReactivatePromoCodeMutation();
  const { send } = usePromoChange();
  const now = Date.now();
  const shown = filterPromos(data?.promos ?? [], text, filter, now);
  const close = () => setOpen(null);

  const onAction = (action: PromoAction, promo: PromoCode) => {
    // Reactivating is undone by deactivating: no question asked.
    if (action === 'reactivate') void send((idempotencyKey) => reactivate({ code: promo.code, idempotencyKey }).unwrap());
    else setOpen({ action, promo });
  };

  const confirmDelete = async (promo: PromoCode) => {
    await deletePromo(promo.code);
    close();
  };
  const confirmDeactivate = async (promo: PromoCode) => {
    if (await send((idempotencyKey) => deactivate({ code: promo.code, idempotencyKey }).unwrap())) close();
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
      {isError && (
        <Alert
          severity="error"
          data-testid="promo-error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()} disabled={isFetching}>
              Retry
            </Button>
          }
        >
          {PROMO_LOAD_FAILED}
        </Alert>
      )}
      {isLoading ? (
        <Skeleton variant="rounded" height={240} />
      ) : !data ? null : shown.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }} data-testid="promo-empty">
          {data.promos.length ? 'No promo codes match.' : 'No promo codes yet.'}
        </Typography>
      ) : narrow ? (
        <PromoCards promos={shown} now={now} onAction={onAction} />
      ) : (
        <PromoTable promos={shown} now={now} onAction={onAction} />
      )}
      <AddPromoDialog open={adding} onClose={() => setAdding(false)} />
      {open?.action === 'extend' && <ExtendExpiryDialog promo={open.promo} onClose={close} />}
      {open?.action === 'addUses' && <AddUsesDialog promo={open.promo} onClose={close} />}
      <ConfirmDialog
        open={open?.action === 'deactivate'}
        title="Deactivate Promo Code"
        message={open ? `Deactivate the promo code ${open.promo.code}? Checkout refuses it until it is reactivated.` : ''}
        confirmLabel="Deactivate"
        busy={deactivating}
        onConfirm={() => open && void confirmDeactivate(open.promo)}
        onCancel={close}
      />
      <ConfirmDialog
        open={open?.action === 'delete'}
        title="Delete Promo Code"
        message={open ? `Delete the promo code ${open.promo.code}? Shoppers can no longer use it.` : ''}
        confirmLabel="Delete"
        busy={busy}
        onConfirm={() => open && void confirmDelete(open.promo)}
        onCancel={close}
      />
    </>
  );
}
