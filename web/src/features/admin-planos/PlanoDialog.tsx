import { zodResolver } from '@hookform/resolvers/zod';
import {
  LIMITE_LOJAS_MAX,
  LIMITE_LOJAS_PADRAO,
  LIMITE_MEMBROS_MAX,
  LIMITE_MEMBROS_PADRAO,
  LIMITE_PRODUTOS_MAX,
  LIMITE_PRODUTOS_PADRAO,
  planoSchema,
  type Plano,
  type PlanoDados,
  type PlanoInput,
} from '@vitrine/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../components/ui/FormDialog';
import { Field, Input, Textarea } from '../../components/ui/Input';
import { toast } from '../../components/ui/toast';
import { ApiError, errorMessage } from '../../lib/api';
import { FormAlert } from '../admin-shell/FormAlert';
import { useCreatePlano, useUpdatePlano } from './api';

/** The plan's limits: whole numbers, each field's hint ending with its range. */
const LIMITES = [
  { campo: 'limite_produtos', label: 'Limite de Produtos *', dica: '', min: 1, max: LIMITE_PRODUTOS_MAX },
  {
    campo: 'limite_membros',
    label: 'Pessoas na equipe *',
    dica: 'Quantas pessoas o lojista pode convidar, sem contar ele.',
    min: 0,
    max: LIMITE_MEMBROS_MAX,
  },
  {
    campo: 'limite_lojas',
    label: 'Lojas na conta *',
    dica: 'Quantas lojas (filiais) a mesma conta pode ter, a primeira incluída.',
    min: 1,
    max: LIMITE_LOJAS_MAX,
  },
] as const;

/** 'Novo Plano' / 'Editar Plano'; mounted only while open, so each opening starts fresh. */
export function PlanoDialog({ plano, onClose }: { plano?: Plano; onClose: () => void }) {
  const create = useCreatePlano();
  const update = useUpdatePlano();
  const [erro, setErro] = useState<string | null>(null);
  const form = useForm<PlanoInput, unknown, PlanoDados>({
    resolver: zodResolver(planoSchema),
    defaultValues: plano
      ? {
          nome: plano.nome,
          preco: plano.preco,
          descricao: plano.descricao,
          limite_produtos: plano.limite_produtos,
          limite_membros: plano.limite_membros,
          limite_lojas: plano.limite_lojas,
          vantagens: plano.vantagens,
        }
      : {
          nome: '',
          descricao: '',
          limite_produtos: LIMITE_PRODUTOS_PADRAO,
          limite_membros: LIMITE_MEMBROS_PADRAO,
          limite_lojas: LIMITE_LOJAS_PADRAO,
          vantagens: '',
        },
  });
  const {
    register,
    formState: { errors },
  } = form;

  async function salvar(values: PlanoDados) {
    setErro(null);
    await (plano ? update.mutateAsync({ id: plano.id, ...values }) : create.mutateAsync(values));
    toast.success(plano ? 'Plano atualizado com sucesso' : 'Plano criado com sucesso');
  }

  // Refused by the server: say why above the fields; no answer at all: a toast.
  const naoSalvou = (error: unknown) =>
    error instanceof ApiError ? setErro(errorMessage(error, 'Erro ao salvar plano')) : toast.error('Erro ao salvar plano');

  return (
    <FormDialog
      title={plano ? 'Editar Plano' : 'Novo Plano'}
      description="Campos com * são obrigatórios."
      onClose={onClose}
      form={form}
      onSave={salvar}
      onSaveError={naoSalvou}
      submitLabel={plano ? 'Salvar' : 'Criar'}
    >
      {erro && <FormAlert>{erro}</FormAlert>}
      <Field label="Nome do Plano *" error={errors.nome?.message}>
        <Input autoComplete="off" placeholder="Ex.: Pro" {...register('nome')} />
      </Field>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <Field label="Preço Mensal (R$) *" hint="Use 0 para um plano gratuito." error={errors.preco?.message}>
          <Input
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            placeholder="29.90"
            {...register('preco', { valueAsNumber: true })}
          />
        </Field>
        {LIMITES.map(({ campo, label, dica, min, max }) => (
          <Field key={campo} label={label} hint={[dica, `De ${min} a ${max}.`].join(' ').trim()} error={errors[campo]?.message}>
            <Input type="number" inputMode="numeric" step="1" min={min} max={max} {...register(campo, { valueAsNumber: true })} />
          </Field>
        ))}
      </div>
      <Field label="Descrição" error={errors.descricao?.message}>
        <Textarea rows={2} placeholder="Para quem é este plano?" {...register('descricao')} />
      </Field>
      <Field label="Vantagens (uma por linha)" error={errors.vantagens?.message}>
        <Textarea rows={4} placeholder={'Catálogo com link próprio\nPedidos pelo WhatsApp'} {...register('vantagens')} />
      </Field>
    </FormDialog>
  );
}
