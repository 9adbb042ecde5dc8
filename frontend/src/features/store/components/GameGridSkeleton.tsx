import Box from '@mui/material/Box';
import { LoadingRegion } from '../../../shared/ui/LoadingRegion';
import { gameGridSx, type GridColumns } from './game-grid-layout';
import { GameCardSkeleton } from './GameCardSkeleton';
import { WideGameCardSkeleton } from './WideGameCardSkeleton';

interface GameGridSkeletonProps {
  /** How many cards the answer will have (the page size, the section's limit). */
  count: number;
  /** Announced while loading, e.g. 'Loading games'. */
  label: string;
  columns?: GridColumns;
  wide?: boolean;
}

/** GameGrid's room while its games load: the same grid, filled with card placeholders. */
export function GameGridSkeleton({ count, label, columns = 4, wide = false }: GameGridSkeletonProps) {
  return (
    <LoadingRegion label={label} sx={gameGridSx(columns, wide)}>
      {Array.from({ length: count }, (_, index) => (
        <Box key={index} sx={{ minWidth: 0 }}>
          {wide ? <WideGameCardSkeleton /> : <GameCardSkeleton />}
        </Box>
      ))}
    </LoadingRegion>
  );
}
