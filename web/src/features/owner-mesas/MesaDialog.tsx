import { zodResolver } from '@hookform/resolvers/zod';
import { MESA_NOME_MAX, mesaInputSchema, type Mesa, type MesaInput, type z } from '@vitrine/shared';
import { useForm } from 'react-hook-form';
import { conflictOn, FormDialog, toastSaveError } from '../../components/ui/FormDialog';
import { Field, Input } from '../../components/ui/Input';
import { toast } from '../../components/ui/toast';
import { useCreateMesa, useUpdateMesa } from './api';

type MesaForm = z.input<typeof mesaInputSchema>;

/** "Nova mesa" / "Renomear mesa"; mounted only while open, so each opening starts fresh. */
export function MesaDialog({ mesa, onClose }: { mesa?: Mesa; onClose: () => void }) {
  const create = useCreateMesa();
  const update = useUpdateMesa();
  const form = useForm<MesaForm, unknown, MesaInput>({ resolver: zodResolver(mesaInputSchema), defaultValues: { nome: mesa?.nome ?? '' } });
  const {
    register,
    formState: { errors },
  } = form;

  async function salvar(valores: MesaInput) {
    const salva = await (mesa ? update.mutateAsync({ id: mesa.id, ...valores }) : create.mutateAsync(valores));
    toast.success(mesa ? 'Mesa renomeada.' : `${salva.nome} criada!`, {
      description: mesa ? 'O QR Code impresso continua valendo.' : undefined,
    });
  }

  return (
    <FormDialog
      title={mesa ? 'Renomear mesa' : 'Nova mesa'}
      description={mesa ? 'O nome muda no QR Code da próxima impressão; o código continua o mesmo.' : 'Cada mesa ganha seu QR Code.'}
      onClose={onClose}
      form={form}
      onSave={salvar}
      onSaveError={toastSaveError('Não foi possível salvar a mesa', 'Não foi possível salvar a mesa. Verifique sua conexão.')}
      moreFieldErrors={conflictOn('nome') /* a taken name or a full room */}
      submitLabel={mesa ? 'Salvar' : 'Criar mesa'}
      submittingLabel="Salvando..."
    >
      <Field label="Nome *" hint="Ex.: Mesa 7, Varanda 2, Balcão" error={errors.nome?.message}>
        <Input autoComplete="off" maxLength={MESA_NOME_MAX} placeholder="Mesa 7" {...register('nome')} />
      </Field>
    </FormDialog>
  );
}
