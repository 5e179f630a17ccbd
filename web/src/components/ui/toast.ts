import { toast } from 'sonner';
import { errorMessage } from '../../lib/api';

// Features import toasts from the kit, so the toast library stays an implementation detail.
export { toast };

/** A failed call's toast: `titulo`, and under it what the API said (nothing when it said nothing). */
export const toastError = (titulo: string) => (error: unknown) => {
  toast.error(titulo, { description: errorMessage(error, '') || undefined });
};
