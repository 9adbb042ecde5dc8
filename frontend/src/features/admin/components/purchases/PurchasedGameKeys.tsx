import Box from '@mui/material/Box';
import type { KeyActionKind } from '../../hooks/use-key-action';
import type { OrderGame, OrderKey } from '../../purchase-types';
import { OrderKeyItem } from './OrderKeyItem';

/** A bought game's keys, in delivery order (replacements after them). */
export function PurchasedGameKeys({ game, onKeyAction }: { game: OrderGame; onKeyAction(kind: KeyActionKind, game: OrderGame, gameKey: OrderKey): void }) {
  return (
    <Box component="ul" aria-label={`Keys of ${game.title}`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {game.gameKeys.map((gameKey) => (
        <OrderKeyItem key={gameKey.id} gameKey={gameKey} title={game.title} onAction={(kind) => onKeyAction(kind, game, gameKey)} />
      ))}
    </Box>
  );
}
