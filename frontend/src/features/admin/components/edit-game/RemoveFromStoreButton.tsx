import Button from '@mui/material/Button';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useState } from 'react';
import { useRemoveGameMutation } from '../../api';
import { CATALOGUE_TEXTS } from '../../admin-texts';
import { useAdminAction } from '../../hooks/use-admin-action';
import { ConfirmDialog } from '../../../../shared/ui/ConfirmDialog';

/**
 * Remove From Store, after a confirmation: sales stop at once; the game's history and unsold keys
 * stay. The featured game's confirmation says the store will then have none (unlisting empties the slot).
 */
export function RemoveFromStoreButton({ game, onRemoved }: { game: { id: number; name: string; isFeatured: boolean }; onRemoved(): void }) {
  const [asking, setAsking] = useState(false);
  const [remove, { isLoading }] = useRemoveGameMutation();
  const act = useAdminAction();

  const confirm = async () => {
    const removed = await act(() => remove(game.id).unwrap(), { success: CATALOGUE_TEXTS.removed(game.name) });
    setAsking(false);
    if (removed) onRemoved();
  };

  return (
    <>
      <Button color="error" variant="outlined" startIcon={<DeleteOutlined />} onClick={() => setAsking(true)}>
        Remove From Store
      </Button>
      <ConfirmDialog
        open={asking}
        title="Remove From Store"
        message={game.isFeatured ? CATALOGUE_TEXTS.removeFeaturedConfirm(game.name) : CATALOGUE_TEXTS.removeConfirm(game.name)}
        confirmLabel="Remove"
        busy={isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
