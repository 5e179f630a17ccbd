import type { ExternalToast, toast as sonnerToast } from 'sonner';

/**
 * The public pages' toasts: sonner (and its Toaster) load on the first one, not with the page, so
 * the catalogue's first screen does not wait for them. The same look as the owner area's toasts.
 */
let carregado: Promise<typeof sonnerToast> | null = null;

function sonner(): Promise<typeof sonnerToast> {
  carregado ??= import('./Avisos')
    .then((modulo) => modulo.montarAvisos())
    .catch((error: unknown) => {
      carregado = null;
      throw error;
    });
  return carregado;
}

/** A toast nobody could load (offline, and the chunk not yet kept) is dropped: it never breaks the action it reports. */
function mostrar(usar: (toast: typeof sonnerToast) => unknown) {
  sonner()
    .then(usar)
    .catch(() => {});
}

export const aviso = {
  success: (mensagem: string, opcoes?: ExternalToast) => mostrar((toast) => toast.success(mensagem, opcoes)),
  error: (mensagem: string, opcoes?: ExternalToast) => mostrar((toast) => toast.error(mensagem, opcoes)),
};
