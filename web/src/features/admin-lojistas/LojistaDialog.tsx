import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatBRL,
  formatTelefone,
  lojistaAdminSchema,
  reaisToCents,
  type AdminLojista,
  type LojistaAdminInput,
  type z,
} from '@vitrine/shared';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormDialog } from '../../components/ui/FormDialog';
import { Field, Input, Select } from '../../components/ui/Input';
import { TelefoneInput } from '../../components/ui/TelefoneInput';
import { toast } from '../../components/ui/toast';
import { ApiError, errorMessage } from '../../lib/api';
import { FormAlert } from '../admin-shell/FormAlert';
import { usePlanos } from '../admin-planos/api';
import { useUpdateLojista } from './api';

type LojistaPayload = z.output<typeof lojistaAdminSchema>;

/** 'Editar Lojista'; mounted only while open, so each opening starts from the row's values. */
export function LojistaDialog({ lojista, onClose }: { lojista: AdminLojista; onClose: () => void }) {
  const { data: planos = [] } = usePlanos();
  const update = useUpdateLojista();
  const [erro, setErro] = useState<string | null>(null);
  const form = useForm<LojistaAdminInput, unknown, LojistaPayload>({
    resolver: zodResolver(lojistaAdminSchema),
    defaultValues: {
      nome: lojista.nome,
      email: lojista.email,
      telefone_whatsapp: formatTelefone(lojista.telefone_whatsapp ?? ''),
      plano_id: lojista.plano_id,
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  async function salvar(values: LojistaPayload) {
    setErro(null);
    await update.mutateAsync({ id: lojista.id, ...values });
    toast.success('Lojista atualizado com sucesso');
  }

  // Refused by the server: say why above the fields; no answer at all: a toast.
  const naoSalvou = (error: unknown) =>
    error instanceof ApiError ? setErro(errorMessage(error, 'Erro ao atualizar lojista')) : toast.error('Erro ao atualizar lojista');

  return (
    <FormDialog
      title="Editar Lojista"
      description="Campos com * são obrigatórios."
      onClose={onClose}
      form={form}
      onSave={salvar}
      onSaveError={naoSalvou}
      submitLabel="Salvar"
    >
      {erro && <FormAlert>{erro}</FormAlert>}
      <Field label="Nome *" error={errors.nome?.message}>
        <Input autoComplete="off" {...register('nome')} />
      </Field>
      <Field label="Email *" error={errors.email?.message}>
        <Input type="email" inputMode="email" autoComplete="off" {...register('email')} />
      </Field>
      <Field label="WhatsApp" hint="DDD e número: os pedidos da loja chegam nele." error={errors.telefone_whatsapp?.message}>
        <TelefoneInput autoComplete="off" {...register('telefone_whatsapp')} />
      </Field>
      <Controller
        control={control}
        name="plano_id"
        render={({ field, fieldState }) => (
          <Field label="Plano" error={fieldState.error?.message}>
            {/* Controlled: the plans may arrive after the modal opens and must not reset the choice. */}
            <Select
              name={field.name}
              value={String(field.value)}
              onChange={(event) => field.onChange(Number(event.target.value))}
              onBlur={field.onBlur}
            >
              {planos.map((plano) => (
                <option key={plano.id} value={plano.id}>
                  {plano.nome} — {formatBRL(reaisToCents(plano.preco))}/mês
                </option>
              ))}
            </Select>
          </Field>
        )}
      />
    </FormDialog>
  );
}
