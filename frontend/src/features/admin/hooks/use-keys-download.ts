import { saveTextFile } from '../../../shared/download/save-text-file';
import { useExportGameKeysMutation } from '../api';
import { CATALOGUE_TEXTS } from '../admin-texts';
import { useAdminAction } from './use-admin-action';

/** Asks the server for a game's unsold keys (the export is recorded) and saves them as a .csv file. */
export function useKeysDownload(game: { id: number; slug?: string }) {
  const [exportKeys, { isLoading }] = useExportGameKeysMutation();
  const act = useAdminAction();
  const download = () =>
    act(
      async () => {
        const csv = await exportKeys(game.id).unwrap();
        saveTextFile(csv, `${game.slug || `game-${game.id}`}-keys.csv`);
      },
      { success: CATALOGUE_TEXTS.keysDownloaded },
    );
  return { download, downloading: isLoading };
}
