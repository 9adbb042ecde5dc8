import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * Placeholders standing where a part of the page will be once its data is there: the space is
 * held (so nothing jumps when it arrives), and assistive technology hears one 'Loading …' instead
 * of a row of empty shapes.
 */
export function LoadingRegion({ label, sx, children }: { label: string; sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Box role="status" aria-label={label} aria-busy="true" sx={sx}>
      {children}
    </Box>
  );
}
