import { zodResolver } from '@hookform/resolvers/zod';
import { fidelidadeSchema, RECOMPENSA_TIPOS, type Fidelidade, type z } from '@vitrine/shared';
import { Stamp } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { onInvalidSubmit } from '../../components/form-guard';
import { Field, Input } from '../../components/ui/Input';
import { RadioCards } from '../../components/ui/RadioCards';
import { SettingsCard, SettingsForm, saveSetting } from '../../components/ui/SettingsCard';
import { numeroOuNull } from '../../lib/numero';
import { useFidelidade, useSaveFidelidade } from './api';
import { explicacaoDoCartao, resumoDoCartao } from './fidelidade';

type FidelidadeForm = z.input<typeof fidelidadeSchema>;

const OPCAO_DE_RECOMPENSA: Record<(typeof RECOMPENSA_TIPOS)[number], { label: string; hint: string }> = {
  percentual: { label: 'Porcentagem', hint: 'Ex.: 10% dos produtos' },
  valor: { label: 'Valor em reais', hint: 'Ex.: R$ 5,00 dos produtos' },
};

/** The Cupons page's "Cartão fidelidade" (issue 29): the shop's loyalty card, on or off, and its reward. */
export function FidelidadeCard() {
  return (
    <SettingsCard
      query={useFidelidade()}
      icon={Stamp}
      errorTitle="Não foi possível carregar o cartão fidelidade"
      skeleton={['h-6 w-1/3', 'h-4 w-2/3', 'h-11 w-full']}
    >
      {(data) => <FidelidadeFormCard fidelidade={data.fidelidade} />}
    </SettingsCard>
  );
}

function FidelidadeFormCard({ fidelidade }: { fidelidade: Fidelidade }) {
  const save = useSaveFidelidade();
  const form = useForm<FidelidadeForm, unknown, Fidelidade>({ resolver: zodResolver(fidelidadeSchema), defaultValues: fidelidade });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors },
  } = form;
  const tipo = useWatch({ control, name: 'recompensa.tipo' });
  const pedidos = useWatch({ control, name: 'pedidos_necessarios' });

  const salvar = (valores: Fidelidade) =>
    saveSetting(async () => (await save.mutateAsync(valores)).fidelidade, {
      salvo: (ativo) => (ativo ? 'Cartão fidelidade salvo e ativo.' : 'Cartão fidelidade salvo (desligado).'),
      falha: 'Não foi possível salvar o cartão fidelidade',
      reset,
      setError,
    });

  return (
    <SettingsForm
      id="fidelidade"
      icon={Stamp}
      title="Cartão fidelidade"
      form={form}
      ativo={fidelidade.ativo}
      onSubmit={handleSubmit(salvar, onInvalidSubmit)}
      submitLabel="Salvar cartão"
      description={<p className="-mt-2 text-sm text-slate-600">{explicacaoDoCartao(pedidos)}</p>}
      switchLabel="Dar selos aos clientes"
      switchHint={resumoDoCartao(fidelidade)}
    >
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <Field label="A cada quantos pedidos entregues *" hint="De 2 a 20 pedidos." error={errors.pedidos_necessarios?.message}>
          <Input
            inputMode="numeric"
            autoComplete="off"
            placeholder="10"
            {...register('pedidos_necessarios', { setValueAs: (valor) => numeroOuNull(valor) ?? undefined })}
          />
        </Field>
        <Field label="Validade dos selos (dias)" hint="De 30 a 365 dias. Em branco: não expira." error={errors.validade_dias?.message}>
          <Input
            inputMode="numeric"
            autoComplete="off"
            placeholder="Não expira"
            {...register('validade_dias', { setValueAs: numeroOuNull })}
          />
        </Field>
      </div>

      <RadioCards
        legend="Recompensa *"
        options={RECOMPENSA_TIPOS.map((opcao) => ({ value: opcao, ...OPCAO_DE_RECOMPENSA[opcao] }))}
        selected={tipo}
        registration={register('recompensa.tipo')}
        className="sm:grid-cols-2"
      />

      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <Field
          label={tipo === 'percentual' ? 'Desconto (%) *' : 'Desconto (R$) *'}
          hint="Nos produtos do pedido, sem a entrega."
          error={errors.recompensa?.valor?.message ?? errors.recompensa?.message}
        >
          <Input
            inputMode="decimal"
            autoComplete="off"
            placeholder={tipo === 'percentual' ? '10' : '5,00'}
            {...register('recompensa.valor', { setValueAs: (valor) => numeroOuNull(valor) ?? undefined })}
          />
        </Field>
      </div>
    </SettingsForm>
  );
}
