import { useId, type FormEventHandler } from 'react';
import { useDiscardGuard } from '../form-guard';
import { Button } from './Button';
import { Dialog, DialogClose, type DialogProps } from './Dialog';
import { Spinner } from './Spinner';

interface FormDialogProps extends Pick<DialogProps, 'title' | 'description' | 'size' | 'children'> {
  /** Called when the dialog is dismissed (Cancelar, X, Esc, backdrop), once the owner agreed to drop unsaved changes. */
  onClose: () => void;
  /** The form's submit handler, e.g. react-hook-form's `handleSubmit(salvar)`. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  submitLabel: string;
  /** Shown on the button while saving, e.g. 'Salvando...'; the label stays when omitted. */
  submittingLabel?: string;
  /** Blocks saving for a reason other than submitting (an upload still running). */
  submitDisabled?: boolean;
  /** Unsaved changes: closing or leaving asks "Descartar alterações?" first. */
  dirty?: boolean;
}

/**
 * A create/edit modal: the form in the body, 'Cancelar' and the submit button in the footer.
 * Mount it only while open, so each opening starts from fresh values.
 */
export function FormDialog({
  onClose,
  onSubmit,
  submitting,
  submitLabel,
  submittingLabel,
  submitDisabled,
  dirty = false,
  children,
  ...dialog
}: FormDialogProps) {
  const formId = useId();
  const { confirmDiscard, dialog: descartar } = useDiscardGuard(dirty);
  const fechar = async () => {
    if (await confirmDiscard()) onClose();
  };
  return (
    <Dialog
      {...dialog}
      open
      onOpenChange={(open) => !open && void fechar()}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Cancelar</Button>
          </DialogClose>
          <Button type="submit" form={formId} disabled={submitting || submitDisabled}>
            {submitting && <Spinner className="size-4" />}
            {submitting && submittingLabel ? submittingLabel : submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-5">
        {children}
      </form>
      {descartar}
    </Dialog>
  );
}
