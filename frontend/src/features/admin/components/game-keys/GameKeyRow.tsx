import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { useState } from 'react';
import { useShowGameKeyMutation } from '../../api';
import type { GameKey, GameKeyStatus } from '../../catalogue-types';
import { useAdminAction } from '../../hooks/use-admin-action';

const STATUS_LABEL: Record<GameKeyStatus, string> = { unsold: 'Unsold', sold: 'Sold', revoked: 'Revoked' };
const STATUS_COLOR = { unsold: 'success', sold: 'default', revoked: 'error' } as const;
const monospace = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', overflowWrap: 'anywhere' } as const;

/** A key, masked, with its state; its text only after Show (the server records who asked). */
export function GameKeyRow({ gameId, gameKey }: { gameId: number; gameKey: GameKey }) {
  const [text, setText] = useState<string | null>(null);
  const [showKey, { isLoading }] = useShowGameKeyMutation();
  const act = useAdminAction();

  const show = () => act(async () => setText((await showKey({ gameId, keyId: gameKey.id }).unwrap()).key), { success: null });

  return (
    <Box component="li" data-testid="game-key-row" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Typography component={text === null ? 'span' : 'code'} data-testid={text === null ? 'game-key-masked' : 'game-key-text'} sx={{ ...monospace, flexGrow: 1, minWidth: 0 }}>
        {text ?? gameKey.masked}
      </Typography>
      <Chip size="small" label={STATUS_LABEL[gameKey.status]} color={STATUS_COLOR[gameKey.status]} variant="outlined" />
      {text === null && (
        <Button size="small" startIcon={<VisibilityOutlined />} onClick={() => void show()} disabled={isLoading} aria-label={`Show key ${gameKey.masked}`}>
          Show
        </Button>
      )}
    </Box>
  );
}
