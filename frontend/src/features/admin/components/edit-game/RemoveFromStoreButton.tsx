import Button from '@mui/material/Button';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useState } from 'react';
import { useRemoveGameMutation } from '../../api';
import { useAdminAction } from '../../hooks/use-admin-action';
import { ConfirmDialog } from '../../../../shared/ui/ConfirmDialog';

/** Remove From Store, after a confirmation: sales stop at once; the game's history and unsold keys stay. */
export function RemoveFromStoreButton({ game, onRemoved }: { game: { id: number; name: string }; onRemoved(): void }) {
  const [asking, setAsking] = useState(false);
  const [remove, { isLoading }] = useRemoveGameMutation();
  const act = useAdminAction();

  const confirm = async () => {
    const removed = await act(() => remove(game.id).unwrap());
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
        message={`Remove ${game.name} from the store? Shoppers can no longer buy it; its sales history and unsold keys are kept.`}
        confirmLabel="Remove"
        busy={isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
