import { useId, useState, type ReactNode } from 'react';
import { Button } from './Button';
import { ModalFrame } from './Dialog';
import { Field, Input } from './Input';

export interface ExcluirContaDialogProps {
  /** What must be typed to enable the deletion: the shop's slug (or, for a shop without one, the owner's e-mail). */
  confirmacao: string;
  /** What is deleted, said plainly. */
  children: ReactNode;
  title: string;
  busy: boolean;
  /** The server's refusal, shown under the field. */
  error?: string;
  onClose: () => void;
  onConfirm: (confirmacao: string) => void;
}

/**
 * An account deletion, for the owner (Configuração) and the administrator (Lojistas): nothing can
 * bring it back, so the button works only once the shop's address is typed, as GitHub asks for a
 * repository's name. Mount it only while open, so each opening starts empty.
 */
export function ExcluirContaDialog({ confirmacao, children, title, busy, error, onClose, onConfirm }: ExcluirContaDialogProps) {
  const [digitado, setDigitado] = useState('');
  const formId = useId();
  const confere = digitado.trim().toLowerCase() === confirmacao.toLowerCase();
  return (
    <ModalFrame
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={title}
      role="alertdialog"
      closeButton={false}
      overlayClassName="items-center p-4"
      contentClassName="max-w-md rounded-2xl starting:scale-95 starting:opacity-0"
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} variant="danger" busy={busy} disabled={!confere}>
            Excluir definitivamente
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="space-y-4 text-sm text-slate-600"
        onSubmit={(event) => {
          event.preventDefault();
          if (confere && !busy) onConfirm(digitado.trim());
        }}
      >
        {children}
        <p className="font-medium text-red-700">Esta ação não pode ser desfeita.</p>
        <Field
          label={
            <>
              Para confirmar, digite <strong className="font-mono break-all">{confirmacao}</strong>
            </>
          }
          error={error}
        >
          <Input
            value={digitado}
            onChange={(event) => setDigitado(event.target.value)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            disabled={busy}
          />
        </Field>
      </form>
    </ModalFrame>
  );
}
