import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { INVENTORY_TEXTS } from '../inventory-texts';
import { isUsable, usableFirst } from '../key-standing';
import { GameKeyItem, type ShownKey } from './GameKeyItem';
import { VoidKeyItem } from './VoidKeyItem';

/** A game's keys, numbered from 1: the usable ones first, each masked until clicked; then the refunded and replaced ones. */
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
      {usableFirst(keys).map((gameKey, index) =>
        isUsable(gameKey) ? (
          <GameKeyItem key={gameKey.id} gameKey={gameKey} number={index + 1} title={title} />
        ) : (
          <VoidKeyItem key={gameKey.id} gameKey={gameKey} number={index + 1} />
        ),
      )}
    </Box>
  );
}
