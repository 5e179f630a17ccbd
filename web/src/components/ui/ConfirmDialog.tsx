import { useCallback, useState, type ReactNode } from 'react';
import { Button } from './Button';
import { ModalFrame } from './Dialog';
import { toast, toastError } from './toast';

export interface ConfirmOptions {
  title: ReactNode;
  description?: ReactNode;
  /** Label of the action button; 'Confirmar' by default. */
  confirmLabel?: string;
  /** Label of the button that backs out; 'Cancelar' by default (say 'Voltar' when the action itself is a cancellation). */
  cancelLabel?: string;
  /** Red action button, for deletions and other irreversible actions. */
  danger?: boolean;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  /** While the action runs: buttons disabled, spinner on the action. */
  busy?: boolean;
}

/** Centred confirmation with 'Cancelar' and the action; Cancelar comes first so it takes the initial focus. */
export function ConfirmDialog({
  open,
  onOpenChange,
  onConfirm,
  busy,
  title,
  description,
  confirmLabel = 'Confirmar',
  cancelLabel = 'Cancelar',
  danger,
}: ConfirmDialogProps) {
  return (
    <ModalFrame
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={title}
      description={description}
      role="alertdialog"
      closeButton={false}
      overlayClassName="items-center p-4"
      contentClassName="max-w-md rounded-2xl starting:scale-95 starting:opacity-0"
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} busy={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}

type PendingConfirm = ConfirmOptions & { resolve: (ok: boolean) => void };

/**
 * Promise-based confirm, no provider needed: render `dialog` once in the component.
 *   const [confirm, dialog] = useConfirm();
 *   if (await confirm({ title: 'Excluir produto', description: 'Tem certeza…', confirmLabel: 'Excluir', danger: true })) …
 */
export function useConfirm() {
  const [pending, setPending] = useState<PendingConfirm | null>(null);

  const confirm = useCallback((options: ConfirmOptions) => new Promise<boolean>((resolve) => setPending({ ...options, resolve })), []);

  function settle(ok: boolean) {
    pending?.resolve(ok);
    setPending(null);
  }

  const dialog = pending && (
    <ConfirmDialog
      title={pending.title}
      description={pending.description}
      confirmLabel={pending.confirmLabel}
      cancelLabel={pending.cancelLabel}
      danger={pending.danger}
      open
      onOpenChange={(next) => !next && settle(false)}
      onConfirm={() => settle(true)}
    />
  );
  return [confirm, dialog] as const;
}

/**
 * A list's delete: asks (a red confirmation, 'Excluir' unless told), and once agreed runs the
 * delete, toasting `sucesso`, or `erro` with the server's reason under it. Render `dialog` once.
 *   const [confirmDelete, dialog] = useConfirmDelete();
 *   confirmDelete({ title: `Excluir “${nome}”` }, remove, id, { sucesso: 'Excluído.', erro: 'Erro ao excluir' });
 */
export function useConfirmDelete() {
  const [confirm, dialog] = useConfirm();
  async function confirmDelete<Id>(
    pergunta: Omit<ConfirmOptions, 'danger'>,
    remover: { mutate: (id: Id, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void },
    id: Id,
    avisos: { sucesso: string; erro: string },
  ) {
    if (!(await confirm({ confirmLabel: 'Excluir', ...pergunta, danger: true }))) return;
    remover.mutate(id, {
      onSuccess: () => toast.success(avisos.sucesso),
      onError: toastError(avisos.erro),
    });
  }
  return [confirmDelete, dialog] as const;
}
