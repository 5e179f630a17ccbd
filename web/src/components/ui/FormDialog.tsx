import { useId } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError, fieldErrors } from '../../lib/api';
import { onInvalidSubmit, showFieldErrors, useDiscardGuard } from '../form-guard';
import { Button } from './Button';
import { Dialog, DialogCancel, type DialogProps } from './Dialog';
import { toast, toastError } from './toast';

/** An `onSaveError`: the server's reason in a toast under `titulo`, or `semResposta` when no answer came (no connection). */
export const toastSaveError = (titulo: string, semResposta: string) => (error: unknown) =>
  error instanceof ApiError ? toastError(titulo)(error) : toast.error(semResposta);

/** A `moreFieldErrors`: a 409 is about `campo` (a name or a code already taken), its message under it. */
export const conflictOn = (campo: string) => (error: unknown) =>
  error instanceof ApiError && error.status === 409 ? { [campo]: [error.message] } : undefined;

interface FormDialogProps<T extends FieldValues, Valores> extends Pick<DialogProps, 'title' | 'description' | 'size' | 'children'> {
  /** Called when the dialog is dismissed (Cancelar, X, Esc, backdrop), once the owner agreed to drop unsaved changes. */
  onClose: () => void;
  /**
   * The dialog's react-hook-form: its changes ask before closing, its submit shows the spinner, and
   * a refused submit brings the first error into view (`onInvalidSubmit`).
   */
  form: Pick<UseFormReturn<T, unknown, Valores>, 'handleSubmit' | 'formState' | 'setError'>;
  /** Saves the valid values; once it resolves the dialog closes (`onClose`). */
  onSave: (valores: Valores) => Promise<void>;
  /** A refused or failed save: says why (a toast, an alert); the server's field messages go under their fields by themselves. */
  onSaveError: (error: unknown) => void;
  /** Field messages a refusal carries other than in `campos` (a taken code is a 409 about the code). */
  moreFieldErrors?: (error: unknown) => Record<string, string[]> | undefined;
  submitLabel: string;
  /** Shown on the button while saving, e.g. 'Salvando...'; the label stays when omitted. */
  submittingLabel?: string;
  /** Blocks saving for a reason other than submitting (an upload still running). */
  submitDisabled?: boolean;
}

/**
 * A create/edit modal: the form in the body, 'Cancelar' and the submit button in the footer.
 * Mount it only while open, so each opening starts from fresh values.
 */
export function FormDialog<T extends FieldValues, Valores>({
  onClose,
  form,
  onSave,
  onSaveError,
  moreFieldErrors,
  submitLabel,
  submittingLabel,
  submitDisabled,
  children,
  ...dialog
}: FormDialogProps<T, Valores>) {
  const formId = useId();
  const { isDirty, isSubmitting: submitting } = form.formState;
  const { confirmDiscard, dialog: descartar } = useDiscardGuard(isDirty);
  // Saved: close. Refused: keep the values, say why and put each field's message under it.
  const salvar = async (valores: Valores) => {
    try {
      await onSave(valores);
      onClose();
    } catch (error) {
      onSaveError(error);
      showFieldErrors({ ...fieldErrors(error), ...moreFieldErrors?.(error) }, form.setError);
    }
  };
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
          <DialogCancel />
          <Button type="submit" form={formId} busy={submitting} disabled={submitDisabled}>
            {submitting && submittingLabel ? submittingLabel : submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={form.handleSubmit(salvar, onInvalidSubmit)} className="space-y-5">
        {children}
      </form>
      {descartar}
    </Dialog>
  );
}
