import type { ExternalToast, toast as sonnerToast } from 'sonner';

/**
 * The public pages' toasts: sonner (and its Toaster) load on the first one, not with the page, so
 * the catalogue's first screen does not wait for them. The same look as the owner app's toasts.
 */
let loaded: Promise<typeof sonnerToast> | null = null;

function sonner(): Promise<typeof sonnerToast> {
  loaded ??= import('./Toaster')
    .then((module) => module.mountToaster())
    .catch((error: unknown) => {
      loaded = null;
      throw error;
    });
  return loaded;
}

/** A toast nobody could load (offline, and the chunk not yet kept) is dropped: it never breaks the action it reports. */
function show(use: (toast: typeof sonnerToast) => unknown) {
  sonner()
    .then(use)
    .catch(() => {});
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show((sonnerToast) => sonnerToast.success(message, options)),
  error: (message: string, options?: ExternalToast) => show((sonnerToast) => sonnerToast.error(message, options)),
};
