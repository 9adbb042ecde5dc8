import Button from '@mui/material/Button';
import Star from '@mui/icons-material/Star';
import { useSetFeaturedMutation } from '../../api';
import { ADMIN_TEXTS, CATALOGUE_TEXTS } from '../../admin-texts';
import { useAdminAction } from '../../hooks/use-admin-action';

/** Set Featured; once the game is featured the button is disabled and reads 'Already Featured'. */
export function FeatureButton({ gameId, name, featured, onChanged }: { gameId: number; name: string; featured: boolean; onChanged(): void }) {
  const [setFeatured, { isLoading }] = useSetFeaturedMutation();
  const act = useAdminAction();
  const feature = async () => {
    if (await act(() => setFeatured(gameId).unwrap(), { success: CATALOGUE_TEXTS.featured(name) })) onChanged();
  };
  return (
    <Button variant="outlined" startIcon={<Star />} disabled={featured || isLoading} onClick={() => void feature()}>
      {featured ? ADMIN_TEXTS.alreadyFeatured : 'Set Featured'}
    </Button>
  );
}
