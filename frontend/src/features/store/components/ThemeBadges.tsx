import Box from '@mui/material/Box';
import { themeNames } from './game-taxonomy';
import { StoreBadge } from './StoreBadge';

/** Up to `max` of the game's themes, by name. */
export function ThemeBadges({ themes, max = 3 }: { themes: readonly number[]; max?: number }) {
  const names = themeNames(themes).slice(0, max);
  if (names.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {names.map((name) => (
        <StoreBadge key={name} label={name} tone="theme" />
      ))}
    </Box>
  );
}
