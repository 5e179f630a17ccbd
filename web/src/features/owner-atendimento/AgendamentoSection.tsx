import { SwitchField } from '../../components/ui/SwitchField';
import { ANTECEDENCIA_MAX_MIN, DIAS_AGENDAMENTO_MAX, INTERVALOS_AGENDAMENTO } from '@vitrine/shared';
import { Field, Input, Select } from '../../components/ui/Input';
import { SwitchSection, type Form } from './campos';

/**
 * "Pedidos agendados" (issue 31): the customer orders now for a slot of the opening hours, even
 * while the shop is closed. Off, the settings are not kept (sent as null).
 */
export function AgendamentoSection({ form }: { form: Form }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const erros = errors.agendamento;

  return (
    <SwitchSection
      form={form}
      name="agendamento.ativo"
      title="Pedidos agendados"
      text="O cliente escolhe o dia e o horário em que quer receber ou retirar, mesmo com a loja fechada agora."
      label="Aceitar pedidos agendados"
      hint="Os horários oferecidos ficam dentro dos horários de funcionamento."
      erro={erros?.message}
    >
      <div className="grid grid-cols-2 gap-x-3 gap-y-5 sm:grid-cols-3">
        <Field
          label="Antecedência"
          hint={`Minutos antes do horário, 0 a ${ANTECEDENCIA_MAX_MIN}.`}
          error={erros?.antecedencia_min?.message}
        >
          <div className="flex items-center gap-2">
            <Input inputMode="numeric" autoComplete="off" className="min-w-0" {...register('agendamento.antecedencia_min')} />
            <span className="text-sm text-slate-600">min</span>
          </div>
        </Field>
        <Field label="Dias à frente" hint={`De 1 a ${DIAS_AGENDAMENTO_MAX}. 1 = hoje e amanhã.`} error={erros?.dias?.message}>
          <Input inputMode="numeric" autoComplete="off" {...register('agendamento.dias')} />
        </Field>
        <Field
          label="Intervalo entre horários"
          error={erros?.intervalo_min?.message}
          className="col-span-2 sm:col-span-1"
          hint="Ex.: 30 min oferece 11:00, 11:30, 12:00…"
        >
          <Select {...register('agendamento.intervalo_min')}>
            {INTERVALOS_AGENDAMENTO.map((minutos) => (
              <option key={minutos} value={String(minutos)}>
                {minutos} minutos
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <SwitchField
        control={control}
        name="agendamento.somente_agendado"
        label="Aceitar só pedidos agendados"
        hint="Para encomendas: o cliente não pode pedir para agora, só para um horário."
      />
      {erros?.somente_agendado?.message && <p className="text-sm font-medium text-red-600">{erros.somente_agendado.message}</p>}
    </SwitchSection>
  );
}
