import { plural } from '@vitrine/shared/plural';
import { useCallback, useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from './ui/ConfirmDialog';
import { toast } from './ui/toast';

/**
 * Every owner form refuses and leaves the same way: a refused save brings its first error into
 * view and says what is wrong (a field's error can sit under a sticky save bar or below the fold,
 * and "Alterações não salvas" alone tells nothing), and unsaved changes are never dropped without
 * asking, whether the owner follows a link, goes back, closes the tab or closes a dialog.
 */

/** Marks the message of an error with no invalid control of its own (a group of switches or checkboxes). */
export const ERRO_DE_GRUPO = { 'data-form-error': '' } as const;

const ERROS = '[aria-invalid="true"], [data-form-error]';

/** What the owner reads about one error: "WhatsApp: WhatsApp inválido…", from the field's label and message. */
function descreverErro(erro: HTMLElement): string {
  if (erro.hasAttribute('data-form-error')) return erro.textContent?.trim() ?? '';
  const rotulo = (erro as HTMLInputElement).labels?.[0]?.textContent?.replace(/\s*\*$/, '').trim();
  const mensagem = erro
    .getAttribute('aria-describedby')
    ?.split(' ')
    .map((id) => document.getElementById(id)?.textContent?.trim())
    .find(Boolean);
  return [rotulo, mensagem].filter(Boolean).join(': ');
}

/**
 * Scrolls the first error on screen (in document order) to the middle of the viewport, clear of a
 * sticky bar at the bottom, focuses it without a second jump and, unless the caller already said
 * why (a server's refusal has its own toast), says in a toast what is wrong.
 */
export function revealFirstError({ avisar = true }: { avisar?: boolean } = {}): void {
  // After React has drawn the errors the submit just set.
  requestAnimationFrame(() => {
    const erros = [...document.querySelectorAll<HTMLElement>(ERROS)];
    const primeiro = erros[0];
    if (!primeiro) return;
    const suave = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    primeiro.scrollIntoView({ block: 'center', behavior: suave ? 'smooth' : 'auto' });
    // A group's message is not focusable: its first control is.
    const foco = primeiro.hasAttribute('data-form-error')
      ? (primeiro.parentElement?.querySelector<HTMLElement>('input, select, textarea, button') ?? primeiro)
      : primeiro;
    foco.focus({ preventScroll: true });
    if (!avisar) return;
    const descricao = descreverErro(primeiro);
    if (erros.length === 1) toast.error(descricao || 'Confira o campo destacado.');
    else toast.error(`Corrija ${plural(erros.length, 'erro', 'erros')} para salvar`, { description: descricao });
  });
}

/** react-hook-form's second handleSubmit argument: `handleSubmit(salvar, onInvalidSubmit)`. */
export const onInvalidSubmit = () => revealFirstError();

/**
 * The server refused a save (`porCampo` is `fieldErrors(error)`): each field's message goes under
 * its field, `campoDoForm` naming the form's field where the API's differs, and the first one comes
 * into view without a toast of its own (the caller says why in its toast or alert).
 */
export function showFieldErrors<T extends FieldValues>(
  porCampo: Record<string, string[]>,
  setError: UseFormSetError<T>,
  campoDoForm: (campo: string) => string = (campo) => campo,
): void {
  for (const [campo, [mensagem]] of Object.entries(porCampo)) setError(campoDoForm(campo) as Path<T>, { message: mensagem });
  revealFirstError({ avisar: false });
}

/**
 * While `dirty`, leaving asks "Descartar alterações?": a link or the browser's back (react-router's
 * blocker), closing or reloading the tab (the browser's own prompt), and whatever calls
 * `confirmDiscard` (a dialog's Esc, backdrop, X or Cancelar). Render `dialog` once.
 */
export function useDiscardGuard(dirty: boolean) {
  // A change of the search or hash (a filter, a tab) stays on the form: only another page is leaving.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  const [pendente, setPendente] = useState<((descartar: boolean) => void) | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const avisar = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', avisar);
    return () => window.removeEventListener('beforeunload', avisar);
  }, [dirty]);

  const confirmDiscard = useCallback(
    () => (dirty ? new Promise<boolean>((resolve) => setPendente(() => resolve)) : Promise.resolve(true)),
    [dirty],
  );

  function decidir(descartar: boolean) {
    if (blocker.state === 'blocked') {
      if (descartar) blocker.proceed();
      else blocker.reset();
    }
    pendente?.(descartar);
    setPendente(null);
  }

  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked' || pendente !== null}
      onOpenChange={(open) => !open && decidir(false)}
      onConfirm={() => decidir(true)}
      title="Descartar alterações?"
      description="O que você mudou e ainda não salvou será perdido."
      confirmLabel="Descartar"
      cancelLabel="Continuar editando"
      danger
    />
  );
  return { confirmDiscard, dialog };
}
