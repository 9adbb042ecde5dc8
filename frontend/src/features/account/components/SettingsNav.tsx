import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Logout from '@mui/icons-material/Logout';
import PersonOutlineOutlined from '@mui/icons-material/PersonOutlineOutlined';
import PrivacyTipOutlined from '@mui/icons-material/PrivacyTipOutlined';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ACCOUNT_DATA_TEXTS } from '../account-data-texts';
import type { SettingsSection } from '../settings-sections';

const ITEMS: Array<{ section: SettingsSection; label: string; icon: ReactNode }> = [
  { section: 'profile', label: 'Profile', icon: <PersonOutlineOutlined /> },
  { section: 'security', label: 'Security', icon: <LockOutlined /> },
  { section: 'payment-methods', label: 'Payment Methods', icon: <CreditCardOutlined /> },
  { section: 'your-data', label: ACCOUNT_DATA_TEXTS.navLabel, icon: <PrivacyTipOutlined /> },
];

/** Profile, Security, Payment Methods, Your Data (issue 36), then Sign Out. */
export function SettingsNav({ current, onSelect }: { current: SettingsSection; onSelect(section: SettingsSection): void }) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, alignSelf: 'start' }}>
      <List component="nav" aria-label="Account settings">
        {ITEMS.map((item) => (
          <ListItemButton key={item.section} selected={item.section === current} onClick={() => onSelect(item.section)}>
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText primary={item.label} />
          </ListItemButton>
        ))}
        <Divider sx={{ my: 1 }} />
        <ListItemButton component={RouterLink} to="/logout">
          <ListItemIcon>
            <Logout />
          </ListItemIcon>
          <ListItemText primary="Sign Out" />
        </ListItemButton>
      </List>
    </Paper>
  );
}
