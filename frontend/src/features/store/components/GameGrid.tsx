import Box from '@mui/material/Box';
import type { StoreGame } from '../store-types';
import { GameCard } from './GameCard';
import { gameGridSx, type GridColumns } from './game-grid-layout';
import { WideGameCard } from './WideGameCard';

interface GameGridProps {
  games: readonly StoreGame[];
  /** Columns when there is room (3 to 6); fewer in a narrower space. Ignored by the wide variant. */
  columns?: GridColumns;
  /** Wide cards with artwork and summary: 1 column on small screens, 2 from sm, 3 from lg. */
  wide?: boolean;
}

/** Games in a grid of cards. */
export function GameGrid({ games, columns = 4, wide = false }: GameGridProps) {
  return (
    <Box component="ul" data-testid="game-grid" sx={gameGridSx(columns, wide)}>
      {games.map((game) => (
        <Box component="li" key={game.id} sx={{ minWidth: 0 }}>
          {wide ? <WideGameCard game={game} /> : <GameCard game={game} />}
        </Box>
      ))}
    </Box>
  );
}
