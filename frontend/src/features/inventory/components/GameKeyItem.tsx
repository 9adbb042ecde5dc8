import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { useState } from 'react';
import { toast } from 'sonner';
import { failureMessage } from '../../../shared/api/api-error';
import { useSessionUser } from '../../../shared/session/use-session';
import { useRevealKeyMutation } from '../../ordering/ordering-api';
import { copyText } from '../../../shared/clipboard/copy-text';
import { rememberInventoryPosition } from '../inventory-position';
import { INVENTORY_TEXTS } from '../inventory-texts';
import { KeyRow } from './KeyRow';
import type { KeyWithStatus } from '../key-standing';

/** A key as the checkout answer and the inventory give it: masked, and its text once revealed. */
export interface ShownKey extends KeyWithStatus {
  id: string;
  masked: string;
  key?: string | null;
}

export const monospace = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', letterSpacing: 0.5, overflowWrap: 'anywhere' } as const;

/**
 * One usable game key: masked until its owner clicks it (the reveal is recorded by the server), then its
 * text with a copy button. The key's text is shown as text only.
 */
export function GameKeyItem({ gameKey, number, title }: { gameKey: ShownKey; number: number; title: string }) {
  const user = useSessionUser();
  const [reveal, { isLoading }] = useRevealKeyMutation();
  const [revealedText, setRevealedText] = useState<string | null>(null);
  const text = revealedText ?? gameKey.key ?? null;

  const revealKey = async () => {
    try {
      const answer = await reveal(gameKey.id).unwrap();
      setRevealedText(answer.data.key);
      if (user) rememberInventoryPosition(user.id, answer.data.position);
    } catch (error) {
      toast.error(failureMessage(error, INVENTORY_TEXTS.revealFailed));
    }
  };

  const copy = async () => {
    if (text === null) return;
    if (await copyText(text)) toast.success(INVENTORY_TEXTS.keyCopied);
    else toast.error(INVENTORY_TEXTS.keyCopyFailed);
  };

  return (
    <KeyRow number={number} testId="game-key">
      {text === null ? (
        <Tooltip title={INVENTORY_TEXTS.revealHint}>
          <Button
            variant="outlined"
            size="small"
            onClick={revealKey}
            disabled={isLoading}
            aria-label={INVENTORY_TEXTS.revealKey(number, title, gameKey.masked)}
            endIcon={isLoading ? <CircularProgress size={14} /> : <VisibilityOutlined fontSize="small" />}
            sx={{ ...monospace, textTransform: 'none', minWidth: 0 }}
            data-testid="game-key-masked"
          >
            {gameKey.masked}
          </Button>
        </Tooltip>
      ) : (
        <>
          <Typography component="code" data-testid="game-key-text" sx={{ ...monospace, fontWeight: 700, px: 1, py: 0.5, borderRadius: 1, bgcolor: 'action.hover', minWidth: 0 }}>
            {text}
          </Typography>
          <Tooltip title="Copy">
            <IconButton size="small" onClick={copy} aria-label={INVENTORY_TEXTS.copyKey(number, title)}>
              <ContentCopy fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      )}
    </KeyRow>
  );
}
