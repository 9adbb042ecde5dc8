import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StoreGameDetail } from '../../store/store-types';
import { companyList, releaseDateText } from '../game-facts';
import { GAME_TEXTS } from '../game-texts';
import { pickPlatforms } from '../platform-pick';

/** Developer, Publisher, Release Date and (at most two) Platforms, as a definition list. */
export function GameFacts({ game }: { game: StoreGameDetail }) {
  const platforms = pickPlatforms(game.platforms ?? []).map((platform) => platform.name);
  const facts: Array<[string, string]> = [
    ['Developer', companyList(game.involved_companies, 'Developer')],
    ['Publisher', companyList(game.involved_companies, 'Publisher')],
    ['Release Date', releaseDateText(game)],
    ['Platforms', platforms.length > 0 ? platforms.join(', ') : GAME_TEXTS.notAvailable],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
      {facts.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, textAlign: 'right', overflowWrap: 'anywhere' }} data-testid={`fact-${term.toLowerCase().replace(/\s+/g, '-')}`}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
