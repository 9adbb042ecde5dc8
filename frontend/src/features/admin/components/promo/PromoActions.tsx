import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EventRepeat from '@mui/icons-material/EventRepeat';
import PauseCircleOutlined from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import PlaylistAdd from '@mui/icons-material/PlaylistAdd';
import type { PromoCode } from '../../promo-types';

export type PromoAction = 'deactivate' | 'reactivate' | 'extend' | 'addUses' | 'delete';

/** A code's controls: Deactivate or Reactivate, Extend expiry, Add uses (a code with a limit), Delete; each names its code. */
export function PromoActions({ promo, onAction }: { promo: PromoCode; onAction(action: PromoAction, promo: PromoCode): void }) {
  const actions: Array<{ action: PromoAction; label: string; icon: ReactElement; color?: 'error' }> = [
    promo.isActive ? { action: 'deactivate', label: 'Deactivate', icon: <PauseCircleOutlined /> } : { action: 'reactivate', label: 'Reactivate', icon: <PlayCircleOutlined /> },
    { action: 'extend', label: 'Extend expiry', icon: <EventRepeat /> },
    ...(promo.maxUses !== null ? [{ action: 'addUses' as const, label: 'Add uses', icon: <PlaylistAdd /> }] : []),
    { action: 'delete', label: 'Delete', icon: <DeleteOutlined />, color: 'error' },
  ];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'nowrap' }}>
      {actions.map(({ action, label, icon, color }) => (
        <Tooltip key={action} title={label}>
          <IconButton aria-label={`${label} ${promo.code}`} onClick={() => onAction(action, promo)} color={color ?? 'primary'}>
            {icon}
          </IconButton>
        </Tooltip>
      ))}
    </Box>
  );
}
