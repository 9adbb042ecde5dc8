import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineOutlined from '@mui/icons-material/CheckCircleOutlineOutlined';
import type { StoreGameDetail } from '../../store/store-types';
import { gameFeatures } from '../game-features';
import { GAME_TEXTS } from '../game-texts';

/** The feature tags derived from the game's data, or the spec's note when none apply. */
export function FeatureList({ game }: { game: StoreGameDetail }) {
  const features = gameFeatures(game);
  if (features.length === 0) return <Typography color="text.secondary">{GAME_TEXTS.noFeatures}</Typography>;
  return (
    <Box component="ul" aria-label="Features" data-testid="feature-list" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', m: 0, p: 0 }}>
      {features.map((feature) => (
        <li key={feature}>
          <Chip icon={<CheckCircleOutlineOutlined />} label={feature} color="primary" variant="outlined" />
        </li>
      ))}
    </Box>
  );
}
