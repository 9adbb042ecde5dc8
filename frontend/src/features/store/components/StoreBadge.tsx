import Box from '@mui/material/Box';

export type BadgeTone = 'sale' | 'new' | 'featured' | 'theme';

const TONES: Record<BadgeTone, { bg: string; color: string }> = {
  sale: { bg: 'error.main', color: 'common.white' },
  new: { bg: 'success.main', color: 'common.white' },
  featured: { bg: 'primary.main', color: 'common.white' },
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
