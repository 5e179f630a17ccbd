// Features import toasts from the kit, so the toast library stays an implementation detail.
export { toast } from 'sonner';
