import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useCan } from '../../../../shared/session/use-session';
import type { KeyActionKind } from '../../hooks/use-key-action';
import { keyStatusLabel } from '../../key-status';
import type { OrderKey } from '../../purchase-types';
import { KeyStatusChip } from './KeyStatusChip';

const monospace = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', overflowWrap: 'anywhere' } as const;

/**
 * A delivered key: masked, its state, and while it is active Refund and Replace (each for the staff
 * whose permissions allow it: 'refunds', 'key-replacements'). When it stops
 * being active with the focus on one of those buttons (they go), the focus stays on the key.
 */
export function OrderKeyItem({ gameKey, title, onAction }: { gameKey: OrderKey; title: string; onAction(kind: KeyActionKind): void }) {
  const active = gameKey.status === 'active';
  const mayRefund = useCan('refunds');
  const mayReplace = useCan('key-replacements');
  const itemRef = useRef<HTMLLIElement>(null);
  const focusWithin = useRef(false);

  useEffect(() => {
    const focused = document.activeElement;
    if (!active && focusWithin.current && (focused === null || focused === document.body)) itemRef.current?.focus();
  }, [active]);

  return (
    <Box
      component="li"
      ref={itemRef}
      tabIndex={-1}
      data-testid="order-key"
      onFocus={() => (focusWithin.current = true)}
      onBlur={(event) => (focusWithin.current = event.currentTarget.contains(event.relatedTarget))}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 0.5, borderRadius: 1, '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' } }}
    >
      <Typography component="span" variant="body2" data-testid="order-key-masked" sx={{ ...monospace, minWidth: 96 }}>
        {gameKey.masked}
      </Typography>
      <KeyStatusChip label={keyStatusLabel(gameKey)} />
      {active && (mayRefund || mayReplace) && (
        <Box sx={{ display: 'flex', gap: 0.5, ml: 'auto' }}>
          {mayRefund && (
            <Button size="small" color="error" onClick={() => onAction('refund')} aria-label={`Refund key ${gameKey.masked} of ${title}`}>
              Refund
            </Button>
          )}
          {mayReplace && (
            <Button size="small" onClick={() => onAction('replace')} aria-label={`Replace key ${gameKey.masked} of ${title}`}>
              Replace
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}
