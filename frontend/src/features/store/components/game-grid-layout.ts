import type { SxProps, Theme } from '@mui/material/styles';

export type GridColumns = 3 | 4 | 5 | 6;

const repeat = (count: number) => `repeat(${count}, minmax(0, 1fr))`;
/** Cover cards are never narrower than this: a narrow container shows fewer columns. */
const MIN_CARD_PX = 160;

function gridColumns(columns: GridColumns, wide: boolean) {
  if (wide) return { xs: repeat(1), sm: repeat(2), lg: repeat(3) };
  // At most `columns` columns, each at least MIN_CARD_PX wide (with a sidebar beside it, fewer).
  const widest = `calc((100% - ${columns - 1} * var(--grid-gap)) / ${columns})`;
  return `repeat(auto-fill, minmax(max(${MIN_CARD_PX}px, ${widest}), 1fr))`;
}

/** The grid of game cards, shared by the cards and their loading placeholders so both take the same room. */
export const gameGridSx = (columns: GridColumns, wide: boolean): SxProps<Theme> => ({
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  '--grid-gap': { xs: '12px', sm: '16px' },
  gap: 'var(--grid-gap)',
  gridTemplateColumns: gridColumns(columns, wide),
});
