import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import Edit from '@mui/icons-material/Edit';
import { GameImage } from '../../../../shared/ui/GameImage';
import type { ListedGame } from '../../catalogue-types';
import { ListedGameFacts } from './ListedGameFacts';
import type { ViewMode } from './ViewModeToggle';

/** One listed game as a grid card or a list row, with its Edit button. */
export function StoreGameItem({ game, mode, onEdit }: { game: ListedGame; mode: ViewMode; onEdit(): void }) {
  const grid = mode === 'grid';
  return (
    <Card
      variant="outlined"
      component="li"
      data-testid="store-game"
      sx={{ borderRadius: 3, display: 'flex', flexDirection: grid ? 'column' : 'row', alignItems: grid ? 'stretch' : 'center', gap: grid ? 0 : 2, p: grid ? 0 : 1.5 }}
    >
      <Box sx={{ width: grid ? '100%' : 56, flexShrink: 0, borderRadius: grid ? 0 : 1, overflow: 'hidden' }}>
        <GameImage src={game.cover_url} alt="" ratio={grid ? '16 / 10' : '3 / 4'} />
      </Box>
      <Box sx={{ p: grid ? 1.5 : 0, display: 'flex', flexDirection: 'column', gap: 0.75, flexGrow: 1, minWidth: 0 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }} noWrap={!grid} data-testid="store-game-name">
          {game.name}
        </Typography>
        <ListedGameFacts game={game} />
      </Box>
      <Box sx={{ p: grid ? 1.5 : 0, pt: 0 }}>
        <Button variant="outlined" size="small" startIcon={<Edit />} onClick={onEdit} aria-label={`Edit ${game.name}`} fullWidth={grid}>
          Edit
        </Button>
      </Box>
    </Card>
  );
}
