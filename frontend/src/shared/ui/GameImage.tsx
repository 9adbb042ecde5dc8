import Box from '@mui/material/Box';
import SportsEsportsOutlined from '@mui/icons-material/SportsEsportsOutlined';
import { useState } from 'react';
import { sizedImage } from './sized-image';

interface GameImageProps {
  src: string | null | undefined;
  alt: string;
  /** CSS aspect ratio, e.g. '3 / 4' for a cover, '16 / 9' for an artwork; without one it fills its positioned parent. */
  ratio?: string;
  /** Load at once (the first screen's images) instead of when scrolled near. */
  eager?: boolean;
}

/**
 * A game image that shows a neutral placeholder when there is none or it fails to load; the
 * browser picks the image service's size that fits the box (sized-image.ts).
 */
export function GameImage({ src, alt, ratio, eager = false }: GameImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = !!src && failedSrc !== src;

  return (
    <Box sx={{ ...(ratio ? { position: 'relative', aspectRatio: ratio } : { position: 'absolute', inset: 0 }), overflow: 'hidden', bgcolor: 'action.hover' }}>
      {showImage ? (
        <Box
          component="img"
          src={src}
          {...sizedImage(src, eager ? 'eager' : 'lazy')}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailedSrc(src)}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <Box
          // An empty alt marks a decorative image: the placeholder is hidden from screen readers too.
          {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
          data-testid="image-placeholder"
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            color: 'text.disabled',
            background: (theme) => `linear-gradient(135deg, ${theme.palette.action.hover} 0%, ${theme.palette.action.selected} 100%)`,
          }}
        >
          <SportsEsportsOutlined sx={{ fontSize: 48 }} />
        </Box>
      )}
    </Box>
  );
}
