import { toast } from 'sonner';
import { failureMessage } from '../../../shared/api/api-error';
import { useDeletePromoCodeMutation } from '../api';
import { ADMIN_TEXTS } from '../admin-texts';

/** Deletes a promo code and says so; a failure is drawn in the error style with the server's reason. */
export function useDeletePromo() {
  const [remove, { isLoading }] = useDeletePromoCodeMutation();
  const deletePromo = async (code: string): Promise<void> => {
    try {
      await remove(code).unwrap();
      toast.success(ADMIN_TEXTS.promo.deleted);
    } catch (error) {
      toast.error(failureMessage(error, ADMIN_TEXTS.promo.deleteFailed));
    }
  };
  return { deletePromo, deleting: isLoading };
}
