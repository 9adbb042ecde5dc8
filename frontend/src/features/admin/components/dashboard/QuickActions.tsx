import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddCircleOutlined from '@mui/icons-material/AddCircleOutlined';
import HelpCenterOutlined from '@mui/icons-material/HelpCenterOutlined';
import SportsEsports from '@mui/icons-material/SportsEsports';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';

/** Add New Game, Manage Games, View Help. */
export function QuickActions() {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2.5, borderRadius: 3 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 2 }}>
        Quick Actions
      </Typography>
      <Stack spacing={1.5}>
        <Button component={RouterLink} to="/admin/add-a-game" variant="contained" startIcon={<AddCircleOutlined />} fullWidth>
          Add New Game
        </Button>
        <Button component={RouterLink} to="/admin/view-games" variant="outlined" startIcon={<SportsEsports />} fullWidth>
          Manage Games
        </Button>
        <Button component={RouterLink} to="/admin/help" variant="outlined" startIcon={<HelpCenterOutlined />} fullWidth>
          View Help
        </Button>
      </Stack>
    </Paper>
  );
}
