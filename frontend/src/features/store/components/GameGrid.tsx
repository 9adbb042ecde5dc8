import Box from '@mui/material/Box';
import type { StoreGame } from '../store-types';
import { GameCard } from './GameCard';
import { WideGameCard } from './WideGameCard';

export type GridColumns = 3 | 4 | 5 | 6;

interface GameGridProps {
  games: readonly StoreGame[];
  /** Columns when there is room (3 to 6); fewer in a narrower space. Ignored by the wide variant. */
  columns?: GridColumns;
  /** Wide cards with artwork and summary: 1 column on small screens, 2 from sm, 3 from lg. */
  wide?: boolean;
}

const repeat = (count: number) => `repeat(${count}, minmax(0, 1fr))`;
/** Cover cards are never narrower than this: a narrow container shows fewer columns. */
const MIN_CARD_PX = 160;

function gridColumns(columns: GridColumns, wide: boolean) {
  if (wide) return { xs: repeat(1), sm: repeat(2), lg: repeat(3) };
  // At most `columns` columns, each at least MIN_CARD_PX wide (with a sidebar beside it, fewer).
  const widest = `calc((100% - ${columns - 1} * var(--grid-gap)) / ${columns})`;
  return `repeat(auto-fill, minmax(max(${MIN_CARD_PX}px, ${widest}), 1fr))`;
}

/** Games in a grid of cards. */
export function GameGrid({ games, columns = 4, wide = false }: GameGridProps) {
  return (
    <Box
      component="ul"
      data-testid="game-grid"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', '--grid-gap': { xs: '12px', sm: '16px' }, gap: 'var(--grid-gap)', gridTemplateColumns: gridColumns(columns, wide) }}
    >
      {games.map((game) => (
        <Box component="li" key={game.id} sx={{ minWidth: 0 }}>
          {wide ? <WideGameCard game={game} /> : <GameCard game={game} />}
        </Box>
      ))}
    </Box>
  );
}
