import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import AddCircleOutlined from '@mui/icons-material/AddCircleOutlined';
import Star from '@mui/icons-material/Star';
import { GameImage } from '../../../../shared/ui/GameImage';
import type { DatabaseGame } from '../../game-database-types';

/** The release year of unix seconds, or '' when unknown. */
const releaseYear = (seconds: number): string => (seconds > 0 ? String(new Date(seconds * 1000).getUTCFullYear()) : '');

/** A game of the game database: cover, name, rating out of 5, year, and Add to Store. */
export function DatabaseGameCard({ game, coverUrl, onAdd }: { game: DatabaseGame; coverUrl: string | null; onAdd(): void }) {
  const year = releaseYear(game.first_release_date);
  return (
    <Card variant="outlined" component="li" data-testid="database-game" sx={{ display: 'flex', flexDirection: 'column', borderRadius: 3 }}>
      <GameImage src={coverUrl} alt={`${game.name} cover`} ratio="3 / 4" />
      <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.5, flexGrow: 1 }}>
        <Typography component="h3" sx={{ fontWeight: 700 }} data-testid="database-game-name">
          {game.name}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
          <Star fontSize="small" sx={{ color: 'warning.main' }} aria-hidden />
          <Typography variant="body2" data-testid="database-game-rating">{`${(game.rating / 20).toFixed(1)} / 5`}</Typography>
          {year && <Typography variant="body2">{`· ${year}`}</Typography>}
        </Box>
        <Button
          variant="contained"
          size="small"
          startIcon={<AddCircleOutlined />}
          onClick={onAdd}
          aria-label={`Add to Store: ${game.name}`}
          sx={{ mt: 'auto', alignSelf: 'stretch' }}
        >
          Add to Store
        </Button>
      </Box>
    </Card>
  );
}
