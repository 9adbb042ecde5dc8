import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { GENERIC_ERROR_MESSAGE } from '../../../shared/api/api-error';
import { useSessionStatus, useSessionUser } from '../../../shared/session/use-session';
import { useGetInventoryQuery } from '../../ordering/ordering-api';
import type { InventoryOrder } from '../../ordering/ordering-types';
import { InventoryGameDialog } from '../components/InventoryGameDialog';
import { InventoryMessage } from '../components/InventoryMessage';
import { InventoryOrderCard } from '../components/InventoryOrderCard';
import { InventoryOrderSkeleton } from '../components/InventoryOrderSkeleton';
import { useInventoryPosition } from '../inventory-position';
import { INVENTORY_TEXTS } from '../inventory-texts';

/** The text of a failed load: the server's message, else the error's own, else the generic one. */
function errorText(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message) return error.message;
  return GENERIC_ERROR_MESSAGE;
}

/** Every game bought, counted once per order it was bought in (one tile each). */
const gameCount = (orders: InventoryOrder[]): number => orders.reduce((sum, order) => sum + order.games.length, 0);

/**
 * /inventory: the signed-in shopper's orders, newest first, each with its games; a game opens
 * its details and keys. Right after a purchase the query carries the purchase's log position,
 * so the server answers once its read model shows the order.
 */
export function InventoryPage() {
  const user = useSessionUser();
  const sessionStatus = useSessionStatus();
  const position = useInventoryPosition(user?.id);
  const { data, error, isLoading, isError, refetch } = useGetInventoryQuery(user ? { userId: user.id, ...(position ? { position } : {}) } : skipToken);
  const [open, setOpen] = useState<{ orderId: string; gameId: number } | null>(null);
  const orders = data?.inventory ?? [];

  const body = () => {
    // A stored sign-in is being checked: most likely a shopper whose orders come next.
    if (sessionStatus === 'checking') return <InventoryOrderSkeleton />;
    if (!user) {
      return (
        <InventoryMessage
          icon={<LockOutlined color="primary" sx={{ fontSize: 48 }} />}
          title={INVENTORY_TEXTS.authTitle}
          body={INVENTORY_TEXTS.authBody}
          action={
            <Button component={RouterLink} to="/login" variant="contained">
              {INVENTORY_TEXTS.logIn}
            </Button>
          }
        />
      );
    }
    if (isLoading) return <InventoryOrderSkeleton />;
    if (isError || !data) {
      return (
        <InventoryMessage
          role="alert"
          icon={<ErrorOutlined color="error" sx={{ fontSize: 48 }} />}
          title={INVENTORY_TEXTS.errorTitle}
          body={errorText(error)}
          action={
            <Button variant="contained" onClick={() => void refetch()}>
              {INVENTORY_TEXTS.retry}
            </Button>
          }
        />
      );
    }
    if (orders.length === 0) {
      return (
        <InventoryMessage
          icon={<Inventory2Outlined color="primary" sx={{ fontSize: 48 }} />}
          title={INVENTORY_TEXTS.empty}
          body={INVENTORY_TEXTS.emptyBody}
          action={
            <Button component={RouterLink} to="/" variant="contained">
              {INVENTORY_TEXTS.browseGames}
            </Button>
          }
        />
      );
    }
    return (
      <Box sx={{ display: 'grid', gap: 3 }}>
        {orders.map((order) => (
          <InventoryOrderCard key={order.orderId} order={order} onOpenGame={(game) => setOpen({ orderId: order.orderId, gameId: game.gameId })} />
        ))}
      </Box>
    );
  };

  // The open game is looked up in the latest answer, so a refetch (after a reveal) shows through.
  const openOrder = open ? orders.find((order) => order.orderId === open.orderId) : undefined;
  const openGame = open ? openOrder?.games.find((game) => game.gameId === open.gameId) : undefined;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          {INVENTORY_TEXTS.title}
        </Typography>
        {user && data && !isError && <Chip color="primary" label={INVENTORY_TEXTS.gamesBadge(gameCount(orders))} data-testid="inventory-games-badge" />}
      </Box>
      {body()}
      {openOrder && openGame && <InventoryGameDialog order={openOrder} game={openGame} onClose={() => setOpen(null)} />}
    </Container>
  );
}
