import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_MESAS, mesaLoteSchema, type MesaLote, type z } from '@vitrine/shared';
import { plural } from '@vitrine/shared/plural';
import { useForm } from 'react-hook-form';
import { conflictOn, FormDialog, toastSaveError } from '../../components/ui/FormDialog';
import { Field, Input } from '../../components/ui/Input';
import { toast } from '../../components/ui/toast';
import { useCreateMesasLote } from './api';

type LoteForm = z.input<typeof mesaLoteSchema>;

const numeroOuVazio = (valor: unknown) => (valor === '' || valor == null ? undefined : Number(valor));

/** "Várias mesas": Mesa {de} … Mesa {ate} at once; names the shop already has are kept as they are. */
export function MesasLoteDialog({ onClose }: { onClose: () => void }) {
  const lote = useCreateMesasLote();
  const form = useForm<LoteForm, unknown, MesaLote>({ resolver: zodResolver(mesaLoteSchema), defaultValues: { de: 1, ate: 10 } });
  const {
    register,
    formState: { errors },
  } = form;

  async function salvar(valores: MesaLote) {
    const { mesas } = await lote.mutateAsync(valores);
    toast.success(mesas.length ? `${plural(mesas.length, 'mesa criada', 'mesas criadas')}.` : 'Essas mesas já existiam.');
  }

  return (
    <FormDialog
      title="Várias mesas"
      description={`Cria "Mesa 1", "Mesa 2"… de uma vez, cada uma com seu QR Code. Até ${MAX_MESAS} mesas na loja.`}
      onClose={onClose}
      form={form}
      onSave={salvar}
      onSaveError={toastSaveError('Não foi possível criar as mesas', 'Não foi possível criar as mesas. Verifique sua conexão.')}
      moreFieldErrors={conflictOn('ate')}
      submitLabel="Criar mesas"
      submittingLabel="Criando..."
    >
      <div className="grid grid-cols-2 gap-4">
        <Field label="Da mesa *" error={errors.de?.message}>
          <Input inputMode="numeric" autoComplete="off" placeholder="1" {...register('de', { setValueAs: numeroOuVazio })} />
        </Field>
        <Field label="Até a mesa *" error={errors.ate?.message}>
          <Input inputMode="numeric" autoComplete="off" placeholder="20" {...register('ate', { setValueAs: numeroOuVazio })} />
        </Field>
      </div>
    </FormDialog>
  );
}
