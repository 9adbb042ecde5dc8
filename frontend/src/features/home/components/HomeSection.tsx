import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled home section; `testId` lets browser tests find it. */
export function HomeSection({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const headingId = `${testId}-title`;
  return (
    <Box component="section" aria-labelledby={headingId} data-testid={testId} sx={{ mt: { xs: 5, md: 7 } }}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
