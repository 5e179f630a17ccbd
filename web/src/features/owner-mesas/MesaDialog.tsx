import { zodResolver } from '@hookform/resolvers/zod';
import { MESA_NOME_MAX, mesaInputSchema, type Mesa, type MesaInput, type z } from '@vitrine/shared';
import { useForm } from 'react-hook-form';
import { onInvalidSubmit, revealFirstError } from '../../components/form-guard';
import { FormDialog } from '../../components/ui/FormDialog';
import { Field, Input } from '../../components/ui/Input';
import { toast } from '../../components/ui/toast';
import { ApiError, errorMessage, fieldErrors } from '../../lib/api';
import { useCreateMesa, useUpdateMesa } from './api';

type MesaForm = z.input<typeof mesaInputSchema>;

/** "Nova mesa" / "Renomear mesa"; mounted only while open, so each opening starts fresh. */
export function MesaDialog({ mesa, onClose }: { mesa?: Mesa; onClose: () => void }) {
  const create = useCreateMesa();
  const update = useUpdateMesa();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<MesaForm, unknown, MesaInput>({ resolver: zodResolver(mesaInputSchema), defaultValues: { nome: mesa?.nome ?? '' } });

  async function salvar(valores: MesaInput) {
    try {
      const salva = await (mesa ? update.mutateAsync({ id: mesa.id, ...valores }) : create.mutateAsync(valores));
      toast.success(mesa ? 'Mesa renomeada.' : `${salva.nome} criada!`, {
        description: mesa ? 'O QR Code impresso continua valendo.' : undefined,
      });
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) {
        toast.error('Não foi possível salvar a mesa. Verifique sua conexão.');
        return;
      }
      // A taken name or a full room is a 409 about the name.
      const porCampo = { ...fieldErrors(error), ...(error.status === 409 && { nome: [error.message] }) };
      for (const [campo, [mensagem]] of Object.entries(porCampo)) setError(campo as keyof MesaForm, { message: mensagem });
      toast.error('Não foi possível salvar a mesa', { description: errorMessage(error, '') || undefined });
      revealFirstError({ avisar: false });
    }
  }

  return (
    <FormDialog
      title={mesa ? 'Renomear mesa' : 'Nova mesa'}
      description={mesa ? 'O nome muda no QR Code da próxima impressão; o código continua o mesmo.' : 'Cada mesa ganha seu QR Code.'}
      onClose={onClose}
      onSubmit={handleSubmit(salvar, onInvalidSubmit)}
      dirty={isDirty}
      submitting={isSubmitting}
      submitLabel={mesa ? 'Salvar' : 'Criar mesa'}
      submittingLabel="Salvando..."
    >
      <Field label="Nome *" hint="Ex.: Mesa 7, Varanda 2, Balcão" error={errors.nome?.message}>
        <Input autoComplete="off" maxLength={MESA_NOME_MAX} placeholder="Mesa 7" {...register('nome')} />
      </Field>
    </FormDialog>
  );
}
