import Box from '@mui/material/Box';

export type BadgeTone = 'sale' | 'new' | 'featured' | 'theme';

// A palette fill takes the palette's own text colour (4.5:1 in both schemes, create-app-theme.ts).
const TONES: Record<BadgeTone, { bg: string; color: string }> = {
  sale: { bg: 'error.main', color: 'error.contrastText' },
  new: { bg: 'success.main', color: 'success.contrastText' },
  featured: { bg: 'primary.main', color: 'primary.contrastText' },
  theme: { bg: 'action.selected', color: 'text.primary' },
};

/** A small label: ON SALE, NEW, 'N% OFF', FEATURED, or a theme name. */
export function StoreBadge({ label, tone, overlay = false }: { label: string; tone: BadgeTone; overlay?: boolean }) {
  const { bg, color } = TONES[tone];
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        px: 0.75,
        py: 0.25,
        borderRadius: 1,
        fontSize: 11,
        fontWeight: 700,
        letterSpacing: tone === 'theme' ? 0 : '0.04em',
        lineHeight: 1.5,
        whiteSpace: 'nowrap',
        bgcolor: bg,
        color,
        ...(overlay && { position: 'absolute', top: 8, left: 8, zIndex: 1, boxShadow: 2 }),
      }}
    >
      {label}
    </Box>
  );
}
