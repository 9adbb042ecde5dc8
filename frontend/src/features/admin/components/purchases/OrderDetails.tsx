import Box from '@mui/material/Box';
import type { KeyActionKind } from '../../hooks/use-key-action';
import type { ListedOrder, OrderGame, OrderKey } from '../../purchase-types';
import { OrderPaymentFacts } from './OrderPaymentFacts';
import { PurchasedGames } from './PurchasedGames';
import { OrderTimeline } from '../timeline/OrderTimeline';

export type OrderKeyAction = (kind: KeyActionKind, order: ListedOrder, game: OrderGame, gameKey: OrderKey) => void;

/** An expanded order: its payment, the games bought with their keys, and its timeline. */
export function OrderDetails({ order, reference, onKeyAction }: { order: ListedOrder; reference: string; onKeyAction: OrderKeyAction }) {
  return (
    <Box>
      <OrderPaymentFacts order={order} />
      <PurchasedGames games={order.games} label={`Games of order ${reference}`} onKeyAction={(kind, game, gameKey) => onKeyAction(kind, order, game, gameKey)} />
      <OrderTimeline orderId={order._id} reference={reference} />
    </Box>
  );
}
