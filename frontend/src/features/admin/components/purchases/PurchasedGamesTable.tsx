import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import { formatCount } from '../../../../shared/format/count';
import { formatUsd } from '../../../../shared/format/money';
import type { PurchasedGamesProps } from './PurchasedGames';
import { PurchasedGameKeys } from './PurchasedGameKeys';
import { PurchasedGameTitle } from './PurchasedGameTitle';
import { TableHeadings } from '../common/TableHeadings';

/** Game, Price (each), Quantity, Keys: each key masked with its state, and its actions while active. */
export function PurchasedGamesTable({ games, label, onKeyAction }: PurchasedGamesProps) {
  return (
    // Focusable, so a keyboard can scroll it should it ever be wider than its box.
    <TableContainer tabIndex={0} role="region" aria-label={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Table size="small">
        <TableHeadings headings={['Game', 'Price', 'Quantity', 'Keys']} />
        <TableBody>
          {games.map((game) => (
            <TableRow key={game.gameId} data-testid="order-game" sx={{ verticalAlign: 'top' }}>
              <TableCell sx={{ width: '30%' }}>
                <PurchasedGameTitle game={game} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }} data-testid="order-game-price">
                {formatUsd(game.price)}
              </TableCell>
              <TableCell data-testid="order-game-quantity">{formatCount(game.quantity)}</TableCell>
              <TableCell sx={{ width: '50%' }}>
                <PurchasedGameKeys game={game} onKeyAction={onKeyAction} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
