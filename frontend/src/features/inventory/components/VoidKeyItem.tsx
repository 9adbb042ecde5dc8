import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../shared/ui/visually-hidden';
import { INVENTORY_TEXTS } from '../inventory-texts';
import { monospace, type ShownKey } from './GameKeyItem';
import { KeyRow } from './KeyRow';

/** A refunded or replaced key: masked, labelled for what it is, and nothing to reveal or copy. */
export function VoidKeyItem({ gameKey, number }: { gameKey: ShownKey; number: number }) {
  const label = gameKey.status === 'refunded' ? INVENTORY_TEXTS.keyRefunded : INVENTORY_TEXTS.keyReplaced;
  return (
    <KeyRow number={number} testId="void-game-key">
      <Typography component="span" variant="body2" color="text.secondary" data-testid="void-game-key-masked" sx={{ ...monospace, textDecoration: 'line-through', minWidth: 0 }}>
        {gameKey.masked}
        <Box component="span" sx={visuallyHidden}>
          {` ${INVENTORY_TEXTS.voidKeyHint}`}
        </Box>
      </Typography>
      <Chip size="small" variant="outlined" label={label} data-testid="void-game-key-status" />
    </KeyRow>
  );
}
