import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DatabaseResults } from '../components/add-game/DatabaseResults';
import { DatabaseSearchForm } from '../components/add-game/DatabaseSearchForm';
import { StoreGameDialog } from '../components/add-game/StoreGameDialog';
import { AdminPageHeader } from '../components/common/AdminPageHeader';
import type { DatabaseGame } from '../game-database-types';

/** /admin/add-a-game: search the game database, then list a game in the store with its price and keys. */
export function AddGamePage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const [chosen, setChosen] = useState<DatabaseGame | null>(null);

  return (
    <>
      <AdminPageHeader title="Add a Game" subtitle="Find a game in the game database and put it on sale" />
      <Paper variant="outlined" sx={{ p: 2, borderRadius: 3, mb: 3 }}>
        <DatabaseSearchForm query={query} onSearch={(text) => setParams({ q: text })} />
      </Paper>
      {query ? (
        <DatabaseResults query={query} onAdd={setChosen} />
      ) : (
        <Typography color="text.secondary">Type a game's name and press Enter to search the game database.</Typography>
      )}
      {chosen && <StoreGameDialog game={chosen} onClose={() => setChosen(null)} />}
    </>
  );
}
