import { zodResolver } from '@hookform/resolvers/zod';
import { salaoSchema, TAXA_SERVICO_MAX, type Salao, type z } from '@vitrine/shared';
import { Armchair } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { onInvalidSubmit } from '../../components/form-guard';
import { Field, Input } from '../../components/ui/Input';
import { SettingsCard, SettingsForm, saveSetting } from '../../components/ui/SettingsCard';
import { numeroOuNull } from '../../lib/numero';
import { useSalao, useSaveSalao } from './api';

type SalaoForm = z.input<typeof salaoSchema>;

/** The Mesas page's "Salão": the room on or off, its service fee and cover charge. */
export function SalaoCard() {
  return (
    <SettingsCard
      query={useSalao()}
      icon={Armchair}
      errorTitle="Não foi possível carregar os ajustes do salão"
      skeleton={['h-6 w-1/3', 'h-11 w-full']}
    >
      {(data) => <SalaoFormCard salao={data.salao} />}
    </SettingsCard>
  );
}

function SalaoFormCard({ salao }: { salao: Salao }) {
  const save = useSaveSalao();
  const form = useForm<SalaoForm, unknown, Salao>({ resolver: zodResolver(salaoSchema), defaultValues: salao });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = form;

  const salvar = (valores: Salao) =>
    saveSetting(async () => (await save.mutateAsync(valores)).salao, {
      salvo: (ativo) => (ativo ? 'Salão salvo e ativo.' : 'Salão salvo (desligado).'),
      falha: 'Não foi possível salvar o salão',
      reset,
      setError,
    });

  return (
    <SettingsForm
      id="salao"
      icon={Armchair}
      title="Salão"
      form={form}
      ativo={salao.ativo}
      onSubmit={handleSubmit(salvar, onInvalidSubmit)}
      submitLabel="Salvar salão"
      switchLabel="Atender no salão"
      switchHint="Os clientes leem o QR Code da mesa para ver o cardápio."
    >
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <Field
          label="Taxa de serviço (%)"
          hint={`De 0 a ${TAXA_SERVICO_MAX}%. 0: sem taxa. Na conta, aparece como opcional.`}
          error={errors.taxa_servico_percentual?.message}
        >
          <Input
            inputMode="decimal"
            autoComplete="off"
            placeholder="10"
            {...register('taxa_servico_percentual', { setValueAs: (valor) => numeroOuNull(valor) ?? undefined })}
          />
        </Field>
        <Field label="Couvert por pessoa (R$)" hint="Em branco: sem couvert." error={errors.couvert?.message}>
          <Input inputMode="decimal" autoComplete="off" placeholder="Sem couvert" {...register('couvert', { setValueAs: numeroOuNull })} />
        </Field>
      </div>
    </SettingsForm>
  );
}
