import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { gamePath } from '../game-path';
import type { StoreGame } from '../store-types';
import { CardTitleLink } from './CardTitleLink';
import { themeNames } from './game-taxonomy';
import { StoreBadge } from './StoreBadge';

/** A ranked entry: its place, the game's name and its first theme; a click anywhere opens the game (the link is the name). */
export function RankedGameTile({ game, rank }: { game: StoreGame; rank: number }) {
  const firstTheme = themeNames(game.themes)[0];
  return (
    <Box
      sx={{
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 1,
        py: 0.75,
        borderRadius: 1,
        '&:hover, &:has(a:focus-visible)': { bgcolor: 'action.hover' },
      }}
    >
      <Typography component="span" sx={{ width: 22, textAlign: 'right', fontWeight: 800, color: 'primary.main' }}>
        {rank}
      </Typography>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography variant="body2" data-testid="ranked-game-name" sx={{ fontWeight: 600 }} noWrap title={game.name}>
          <CardTitleLink to={gamePath(game)}>{game.name}</CardTitleLink>
        </Typography>
        {firstTheme && <StoreBadge label={firstTheme} tone="theme" />}
      </Box>
    </Box>
  );
}
