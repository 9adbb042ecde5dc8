import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import VpnKeyRounded from '@mui/icons-material/VpnKeyRounded';
import { Link as RouterLink } from 'react-router';

export function BrandLink() {
  return (
    <Box component={RouterLink} to="/" aria-label="KeyLedger home" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none' }}>
      <Box sx={{ width: 32, height: 32, borderRadius: 1.5, display: 'grid', placeItems: 'center', color: 'common.white', background: 'linear-gradient(135deg, #7c5cff 0%, #22d3ee 100%)' }}>
        <VpnKeyRounded fontSize="small" />
      </Box>
      {/* The wordmark needs room the header has only from md (900 px): below, the logo alone (the link keeps its name). */}
      <Typography variant="h6" component="span" sx={{ display: { xs: 'none', md: 'inline' }, fontWeight: 800, letterSpacing: '-0.02em' }}>
        KeyLedger
      </Typography>
    </Box>
  );
}
