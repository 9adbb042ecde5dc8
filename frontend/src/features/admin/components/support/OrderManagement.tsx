import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Search from '@mui/icons-material/Search';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { formatDateTime } from '../../../../shared/format/date';
import { formatUsd } from '../../../../shared/format/money';
import { FoldToggleHeader } from '../../../../shared/ui/FoldToggleHeader';
import { EmailText } from '../../../../shared/ui/EmailText';
import { SummaryRow } from '../../../../shared/ui/SummaryRow';
import { useRequiredText } from '../../../../shared/ui/use-required-text';
import { useCan } from '../../../../shared/session/use-session';
import { SUPPORT_DESK_TEXTS as TEXTS } from '../../admin-texts';
import { useGetOrderDetailsQuery, useLazyGetOrderDetailsQuery, useLazyGetOrdersQuery } from '../../api';
import { readOrderLookup } from '../../order-lookup';
import { useKeyAction } from '../../hooks/use-key-action';
import { keyStatusLabel } from '../../key-status';
import type { ListedOrder, OrderDetailAnswer, OrderDetailKey } from '../../purchase-types';
import { KeyActionDialog } from '../purchases/KeyActionDialog';
import { KeyStatusChip } from '../purchases/KeyStatusChip';
import { OrderStatusChip } from '../purchases/OrderStatusChip';
import { orderReference } from '../../../../shared/format/order-reference';
import { OrderTimeline } from '../timeline/OrderTimeline';

type DetailOrder = OrderDetailAnswer['order'];
type Item = DetailOrder['items'][number];

const keyCount = (count: number) => `${count} ${count === 1 ? 'key' : 'keys'}`;

/** The order's facts, its items to pick, the picked item's keys to pick, the two actions on the picked key, and its timeline. */
function FoundOrder({ order }: { order: DetailOrder }) {
  const [gameId, setGameId] = useState<number | null>(null);
  const [keyId, setKeyId] = useState<string | null>(null);
  const clear = () => {
    setGameId(null);
    setKeyId(null);
  };
  // Whatever the outcome, the order is read again (the mutations' tags) and the choice cleared.
  const action = useKeyAction(undefined, clear);
  const item = order.items.find((line) => line.gameId === gameId);
  const mayRefund = useCan('refunds');
  const mayReplace = useCan('key-replacements');
  const chosenKey = item?.keys.find((key) => key._id === keyId);

  const act = (kind: 'refund' | 'replace', line: Item, key: OrderDetailKey) =>
    action.choose(kind, { _id: order._id, paymentInfo: order.paymentInfo }, { gameId: line.gameId, title: line.title }, { id: key._id, masked: key.code, isUsed: key.isUsed });

  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="found-order">
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, alignItems: 'center' }}>
          <Typography component="dt" color="text.secondary">
            Status
          </Typography>
          <Box component="dd" sx={{ m: 0 }}>
            <OrderStatusChip status={order.status} />
          </Box>
        </Box>
        <SummaryRow label="Order number" value={orderReference(order.paymentInfo.transactionId)} testId="found-order-number" />
        <SummaryRow label="Customer" value={order.userId.email ? <EmailText email={order.userId.email} /> : 'Deleted account'} testId="found-order-email" />
        <SummaryRow label="Date" value={formatDateTime(order.createdAt)} testId="found-order-date" />
        <SummaryRow label="Total" value={formatUsd(order.totalAmount)} testId="found-order-total" />
        <SummaryRow label="Refunded" value={formatUsd(order.refundedAmount)} testId="found-order-refunded" />
        <SummaryRow label="Left of the total" value={formatUsd(Math.max(0, Math.round((order.totalAmount - order.refundedAmount) * 100) / 100))} testId="found-order-left" />
      </Box>
      <Typography variant="subtitle1" component="h4">
        Items
      </Typography>
      <List aria-label="Order items" disablePadding sx={{ display: 'grid', gap: 0.5 }}>
        {order.items.map((line) => (
          <li key={line.gameId}>
            <ListItemButton
              selected={line.gameId === gameId}
              aria-pressed={line.gameId === gameId}
              onClick={() => {
                setGameId(line.gameId);
                setKeyId(null);
              }}
              data-testid="order-item"
              sx={{ borderRadius: 1, display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }} data-testid="order-item-title">
                  {line.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {line.platform} · {keyCount(line.keys.length)}
                </Typography>
              </Box>
              <Typography data-testid="order-item-price">{formatUsd(line.price)}</Typography>
            </ListItemButton>
          </li>
        ))}
      </List>
      {item && (
        <>
          <Typography variant="subtitle1" component="h4">
            Keys of {item.title}
          </Typography>
          <List aria-label={`Keys of ${item.title}`} disablePadding sx={{ display: 'grid', gap: 0.5 }}>
            {item.keys.map((key) => {
              const label = keyStatusLabel(key);
              return (
                <li key={key._id}>
                  <ListItemButton
                    selected={key._id === keyId}
                    aria-pressed={key._id === keyId}
                    disabled={key.status !== 'active'}
                    onClick={() => setKeyId(key._id)}
                    data-testid="order-management-key"
                    sx={{ borderRadius: 1, display: 'flex', gap: 1, justifyContent: 'space-between' }}
                  >
                    <Typography component="span" sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' }} data-testid="order-management-key-code">
                      {key.code}
                    </Typography>
                    <KeyStatusChip label={label} />
                  </ListItemButton>
                </li>
              );
            })}
          </List>
        </>
      )}
      {item && chosenKey && (mayRefund || mayReplace) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {mayRefund && (
            <Button variant="contained" color="error" onClick={() => act('refund', item, chosenKey)}>
              Process Refund
            </Button>
          )}
          {mayReplace && (
            <Button variant="contained" onClick={() => act('replace', item, chosenKey)}>
              Replace Key
            </Button>
          )}
        </Box>
      )}
      <KeyActionDialog target={action.target} open={action.open} busy={action.busy} onConfirm={(reason) => void action.confirm(reason)} onCancel={action.cancel} />
      <OrderTimeline orderId={order._id} reference={orderReference(order.paymentInfo.transactionId)} heading="h4" />
    </Box>
  );
}

/** Orders sharing the number looked up (numbers are short): the admin picks the one meant. */
function OrderChoices({ number, orders, onChoose }: { number: string; orders: ListedOrder[]; onChoose(orderId: string): void }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }} data-testid="order-choices">
      <Typography id={headingId} variant="subtitle1" component="h4">
        {orders.length} orders have the number {number}: choose one
      </Typography>
      <List aria-labelledby={headingId} disablePadding sx={{ display: 'grid', gap: 0.5 }}>
        {orders.map((order) => (
          <li key={order._id}>
            <ListItemButton onClick={() => onChoose(order._id)} data-testid="order-choice" sx={{ borderRadius: 1, display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{order.user.email ? <EmailText email={order.user.email} /> : 'Deleted account'}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatDateTime(order.createdAt)} · {order.status}
                </Typography>
              </Box>
              <Typography>{formatUsd(order.totalAmount)}</Typography>
            </ListItemButton>
          </li>
        ))}
      </List>
    </Box>
  );
}

/** How many orders of one number are listed to choose from. */
const CHOICES_SHOWN = 20;

/**
 * Order Management (show/hide): an order looked up by the number the shopper knows (6 characters,
 * from the success screen, inventory and mails) or by its id (non-blank); several orders with one
 * number are listed to choose from. Then an item and a key, then Process Refund or Replace Key
 * behind a confirmation. Opens with the ticket's order, if any.
 */
export function OrderManagement({ initialOrderId }: { initialOrderId: string | null }) {
  const [open, setOpen] = useState(initialOrderId !== null);
  const field = useRequiredText(TEXTS.orderIdRequired, initialOrderId ?? '');
  const [orderId, setOrderId] = useState<string | null>(initialOrderId);
  const [choices, setChoices] = useState<{ number: string; orders: ListedOrder[] } | null>(null);
  const [lookUp, lookingUp] = useLazyGetOrderDetailsQuery();
  const [findByNumber, findingByNumber] = useLazyGetOrdersQuery();
  const { currentData, isError } = useGetOrderDetailsQuery(orderId ?? skipToken);
  const regionId = useId();

  const notFound = () => {
    toast.error(TEXTS.orderNotFound);
    setOrderId(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = field.take();
    if (!typed) return;
    setChoices(null);
    const lookup = readOrderLookup(typed);
    if (lookup.kind === 'unreadable') return notFound();
    if (lookup.kind === 'number') {
      const result = await findByNumber({ number: lookup.number, page: 1, limit: CHOICES_SHOWN });
      const orders = result.data?.orders ?? [];
      if (result.error || orders.length === 0) return notFound();
      if (orders.length === 1) return setOrderId(orders[0]!._id);
      setOrderId(null);
      return setChoices({ number: lookup.number, orders });
    }
    const result = await lookUp(lookup.orderId);
    if (result.error || !result.data) return notFound();
    setOrderId(lookup.orderId);
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${regionId}-title`} sx={{ p: { xs: 2, md: 3 } }}>
      <FoldToggleHeader titleId={`${regionId}-title`} title="Order Management" heading="h3" open={open} onToggle={() => setOpen(!open)} controls={regionId} />
      <Collapse in={open} id={regionId} unmountOnExit>
        <Box sx={{ display: 'grid', gap: 2, pt: 2 }}>
          <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
            <TextField
              size="small"
              label="Order ID"
              {...field.fieldProps}
              helperText={field.fieldProps.error ? field.fieldProps.helperText : 'The 6-character order number, or the full order ID'}
              sx={{ flex: '1 1 240px' }}
            />
            <Button type="submit" variant="contained" startIcon={<Search />} disabled={lookingUp.isFetching || findingByNumber.isFetching}>
              Find Order
            </Button>
          </Box>
          {choices && <OrderChoices number={choices.number} orders={choices.orders} onChoose={(id) => { setChoices(null); setOrderId(id); }} />}
          {orderId && !currentData && !isError && (
            <Box role="status" aria-label="Loading the order">
              <Skeleton variant="rounded" height={220} />
            </Box>
          )}
          {currentData && orderId && <FoundOrder key={currentData.order._id} order={currentData.order} />}
        </Box>
      </Collapse>
    </Paper>
  );
}
