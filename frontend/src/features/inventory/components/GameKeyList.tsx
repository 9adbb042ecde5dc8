import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { INVENTORY_TEXTS } from '../inventory-texts';
import { GameKeyItem, type ShownKey } from './GameKeyItem';

/** A game's keys, numbered from 1, each masked until clicked. */
export function GameKeyList({ keys, title }: { keys: ShownKey[]; title: string }) {
  if (keys.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {INVENTORY_TEXTS.noKeys}
      </Typography>
    );
  }
  return (
    <Box component="ol" aria-label={`${INVENTORY_TEXTS.gameKeys}: ${title}`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {keys.map((gameKey, index) => (
        <GameKeyItem key={gameKey.id} gameKey={gameKey} number={index + 1} title={title} />
      ))}
    </Box>
  );
}
