import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useState } from 'react';
import { artworkUrl, imageUrl } from '../../store/components/game-images';
import { GameImage } from '../../../shared/ui/GameImage';
import type { StoreGameDetail } from '../../store/store-types';

/** At most this many screenshot thumbnails (contract: spec section 9). */
export const MAX_THUMBNAILS = 4;

/** The main image (the chosen screenshot, else the artwork, else the cover) and up to four screenshot thumbnails. */
export function GameGallery({ game }: { game: StoreGameDetail }) {
  const thumbnails = (game.screenshots ?? []).slice(0, MAX_THUMBNAILS).map((shot) => imageUrl(game, shot.image_id));
  const [selected, setSelected] = useState(0);
  const main = thumbnails[selected] ?? thumbnails[0] ?? artworkUrl(game);

  return (
    <Box component="section" aria-label="Gallery" sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ borderRadius: 2, overflow: 'hidden' }} data-testid="gallery-main">
        <GameImage src={main} alt={`${game.name} screenshot`} ratio="16 / 9" />
      </Box>
      {thumbnails.length > 1 && (
        <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${MAX_THUMBNAILS}, 1fr)`, gap: 1.5 }}>
          {thumbnails.map((url, index) => (
            <ButtonBase
              key={url}
              onClick={() => setSelected(index)}
              aria-label={`Show screenshot ${index + 1}`}
              aria-pressed={index === selected}
              sx={{
                display: 'block',
                borderRadius: 1.5,
                overflow: 'hidden',
                outline: 2,
                outlineOffset: 2,
                outlineColor: index === selected ? 'primary.main' : 'transparent',
                opacity: index === selected ? 1 : 0.65,
                transition: 'opacity 150ms',
                '&:hover': { opacity: 1 },
              }}
            >
              <GameImage src={url} alt="" ratio="16 / 9" />
            </ButtonBase>
          ))}
        </Box>
      )}
    </Box>
  );
}
