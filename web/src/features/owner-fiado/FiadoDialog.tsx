import { zodResolver } from '@hookform/resolvers/zod';
import { formatTelefone, novoFiadoSchema, type FiadoCliente, type NovoFiadoInput, type z } from '@vitrine/shared';
import { useForm } from 'react-hook-form';
import { FormDialog, toastSaveError } from '../../components/ui/FormDialog';
import { Field, Input } from '../../components/ui/Input';
import { TelefoneInput } from '../../components/ui/TelefoneInput';
import { toast } from '../../components/ui/toast';
import { numeroOuNull } from '../../lib/numero';
import { useSalvarFiado } from './api';

type FiadoForm = z.input<typeof novoFiadoSchema>;

/**
 * "Novo fiado" (a phone, a name, a limit) and "Editar fiado" (the name and the limit; the phone is
 * the tab's key). Mounted only while open, so each opening starts fresh.
 */
export function FiadoDialog({ fiado, onClose }: { fiado?: FiadoCliente; onClose: () => void }) {
  const salvar = useSalvarFiado();
  const form = useForm<FiadoForm, unknown, NovoFiadoInput>({
    resolver: zodResolver(novoFiadoSchema),
    defaultValues: fiado
      ? { telefone: formatTelefone(fiado.telefone), nome: fiado.nome, limite: fiado.limite }
      : { telefone: '', nome: '' },
  });
  const {
    register,
    formState: { errors },
  } = form;

  async function onSave(valores: NovoFiadoInput) {
    const salvo = await salvar.mutateAsync(valores);
    toast.success(
      fiado ? 'Fiado salvo.' : `Fiado de ${salvo.nome} ligado.`,
      salvo.ativo ? undefined : { description: 'Com limite zero, o fiado só recebe pagamentos.' },
    );
  }

  return (
    <FormDialog
      title={fiado ? `Fiado de ${fiado.nome}` : 'Novo fiado'}
      description="O cliente compra agora e paga depois, até o limite. Quem vende é a equipe: o cliente não escolhe fiado no site."
      onClose={onClose}
      form={form}
      onSave={onSave}
      onSaveError={toastSaveError('Não foi possível salvar o fiado', 'Não foi possível salvar o fiado. Verifique sua conexão.')}
      submitLabel={fiado ? 'Salvar' : 'Ligar fiado'}
      submittingLabel="Salvando..."
    >
      <Field label="Telefone *" hint="O fiado é do telefone do cliente." error={errors.telefone?.message}>
        <TelefoneInput disabled={!!fiado} {...register('telefone')} />
      </Field>
      <Field label="Nome *" error={errors.nome?.message}>
        <Input autoComplete="off" maxLength={80} placeholder="Maria da Silva" {...register('nome')} />
      </Field>
      <Field
        label="Limite (R$) *"
        hint="Quanto o cliente pode dever. Zero desliga o fiado (ele ainda paga o que deve)."
        error={errors.limite?.message}
      >
        <Input
          inputMode="decimal"
          autoComplete="off"
          placeholder="200,00"
          {...register('limite', { setValueAs: (valor) => numeroOuNull(valor) ?? undefined })}
        />
      </Field>
    </FormDialog>
  );
}
