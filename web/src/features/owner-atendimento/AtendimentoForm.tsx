import { SwitchField } from '../../components/ui/SwitchField';
import { zodResolver } from '@hookform/resolvers/zod';
import { DIAS_DA_SEMANA, NOMES_FORMAS_PAGAMENTO, PIX_CIDADE_MAX, PIX_NOME_MAX, FORMAS_PAGAMENTO, type Atendimento } from '@vitrine/shared';
import { Copy, PauseCircle, Save } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { NotificacoesDePedidos } from '../owner-notificacoes';
import { ERRO_DE_GRUPO, onInvalidSubmit, showFieldErrors, useDiscardGuard } from '../../components/form-guard';
import { AddButton, Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { FormSection } from '../../components/ui/FormSection';
import { Checkbox } from '../../components/ui/Checkbox';
import { Field, Input } from '../../components/ui/Input';
import { toast } from '../../components/ui/toast';
import { errorMessage, fieldErrors } from '../../lib/api';
import { cn } from '../../lib/cn';
import { AgendamentoSection } from './AgendamentoSection';
import { useSaveAtendimento } from './api';
import { ErroDoGrupo, ListaDeLinhas, Painel, RemoverLinha, ValorInput, type Form } from './campos';
import { DistanciaSection } from './DistanciaSection';
import { EnvioSection } from './EnvioSection';
import { atendimentoAlterado, atendimentoFormSchema, formFieldOf, toFormValues, type AtendimentoFormValues } from './formulario';

const nomeDoDia = (dia: number) => DIAS_DA_SEMANA[dia]!.charAt(0).toUpperCase() + DIAS_DA_SEMANA[dia]!.slice(1);

/** The Atendimento form; mounted once the saved settings (or their absence) are in. */
export function AtendimentoForm({ atendimento }: { atendimento: Atendimento | null }) {
  const save = useSaveAtendimento();
  // What is saved, in the form's shape: "Alterações não salvas" compares with it (atendimentoAlterado).
  const [salvos, setSalvos] = useState(() => toFormValues(atendimento));
  const form: Form = useForm({ resolver: zodResolver(atendimentoFormSchema), defaultValues: salvos });
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const alterado = atendimentoAlterado(useWatch({ control }) as AtendimentoFormValues, salvos);
  const { dialog: descartar } = useDiscardGuard(alterado);
  const [pausado, entrega, formas, usarHorarios] = useWatch({ control, name: ['pausado', 'entrega', 'formas_pagamento', 'usar_horarios'] });

  async function salvar(payload: Atendimento) {
    try {
      const { atendimento: salvo } = await save.mutateAsync(payload);
      // The server's normalized values (the PIX key as the directory keeps it) become the form's.
      const novos = toFormValues(salvo);
      reset(novos);
      setSalvos(novos);
      toast.success('Atendimento salvo');
    } catch (error) {
      console.error('Erro ao salvar atendimento:', error);
      const values = getValues();
      toast.error(errorMessage(error, 'Erro ao salvar atendimento'));
      showFieldErrors(fieldErrors(error), setError, (campo) => formFieldOf(campo, values));
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(salvar, onInvalidSubmit)} className="max-w-3xl space-y-6">
      {descartar}
      {/* The one switch an owner may need in a hurry: first, and loud while it is on. */}
      <Card className={cn('transition-colors max-sm:p-4', pausado && 'border-amber-300 bg-amber-50')}>
        <SwitchField
          control={control}
          name="pausado"
          label={
            <span className="flex items-center gap-2 text-base">
              <PauseCircle className={cn('size-5', pausado ? 'text-amber-600' : 'text-slate-400')} aria-hidden />
              Pausar pedidos agora
            </span>
          }
          hint={
            pausado
              ? 'Pedidos pausados: os clientes veem “Loja fechada no momento” e não conseguem enviar pedidos. Vale assim que você salvar.'
              : 'Para quando não der para atender (fila cheia, imprevisto). Os clientes veem “Loja fechada no momento”.'
          }
        />
      </Card>

      <FormSection title="Como o cliente recebe" text="Ofereça retirada, entrega ou as duas.">
        <div className="space-y-4">
          <SwitchField control={control} name="retirada" label="Retirada na loja" hint="O cliente busca o pedido na loja." />
          <SwitchField control={control} name="entrega" label="Entrega" hint="A loja leva o pedido até o cliente." />
          <ErroDoGrupo mensagem={errors.entrega?.message} />
        </div>
        {entrega && <EntregaFields form={form} />}
      </FormSection>

      {entrega && <DistanciaSection form={form} />}

      <EnvioSection form={form} />

      <FormSection title="Pedido mínimo" text="O cliente só envia o pedido quando os produtos somam este valor.">
        <Field
          label="Pedido mínimo"
          hint="Conta só os produtos, sem a taxa de entrega. Vazio ou 0: sem mínimo."
          error={errors.pedido_minimo?.message}
          className="sm:max-w-xs"
        >
          <ValorInput placeholder="0,00" {...register('pedido_minimo')} />
        </Field>
      </FormSection>

      <FormSection title="Formas de pagamento" text="Como o cliente pode pagar. O pagamento é combinado com você, fora da Vitrine.">
        <fieldset>
          <legend className="sr-only">Formas de pagamento</legend>
          <div className="flex flex-wrap gap-x-8 gap-y-3">
            {FORMAS_PAGAMENTO.map((forma) => (
              <Checkbox key={forma} label={NOMES_FORMAS_PAGAMENTO[forma]} value={forma} {...register('formas_pagamento')} />
            ))}
          </div>
          {errors.formas_pagamento?.message && (
            <p {...ERRO_DE_GRUPO} className="mt-2 text-sm font-medium text-red-600">
              {errors.formas_pagamento.message}
            </p>
          )}
        </fieldset>
        {formas.includes('pix') && (
          <Painel>
            <p className="text-sm text-slate-600">
              Com estes dados, cada pedido pago por PIX leva um código copia e cola com o valor exato.
            </p>
            <Field
              label="Chave PIX"
              hint="CPF, CNPJ, e-mail, celular com +55 (ex.: +5511987654321) ou chave aleatória."
              error={errors.pix?.chave?.message ?? errors.pix?.message}
            >
              <Input autoCapitalize="none" autoCorrect="off" spellCheck={false} autoComplete="off" {...register('pix.chave')} />
            </Field>
            <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
              <Field label="Nome de quem recebe" hint={`Como no banco, até ${PIX_NOME_MAX} caracteres.`} error={errors.pix?.nome?.message}>
                <Input maxLength={PIX_NOME_MAX} autoComplete="name" placeholder="Ex.: Ana Souza" {...register('pix.nome')} />
              </Field>
              <Field label="Cidade" hint={`Até ${PIX_CIDADE_MAX} caracteres.`} error={errors.pix?.cidade?.message}>
                <Input maxLength={PIX_CIDADE_MAX} autoComplete="address-level2" placeholder="Ex.: São Paulo" {...register('pix.cidade')} />
              </Field>
            </div>
          </Painel>
        )}
      </FormSection>

      <FormSection title="Horários" text="Fora destes horários a loja aparece fechada e não recebe pedidos.">
        <SwitchField
          control={control}
          name="usar_horarios"
          label="Definir horários de funcionamento"
          hint="Sem horário definido = sempre aberta."
        />
        <ErroDoGrupo mensagem={errors.usar_horarios?.message} />
        {usarHorarios && (
          <>
            <p className="text-sm text-slate-500">
              Um horário que fecha antes de abrir (18:00 – 02:00) vai até a madrugada do dia seguinte.
            </p>
            <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
              {DIAS_DA_SEMANA.map((_, dia) => (
                <DiaHorarios key={dia} dia={dia} form={form} />
              ))}
            </ul>
          </>
        )}
      </FormSection>

      <AgendamentoSection form={form} />

      {/* This person's devices take effect at once (Web Push, issue 28); the rest of the form waits for Salvar. */}
      <FormSection
        title="Avisos de pedidos"
        text="Cada pessoa da loja liga os avisos no próprio celular ou computador, e escolhe aqui quando avisar de novo."
      >
        <NotificacoesDePedidos dispositivos="lista" />
        <Field
          label="Avisar de novo se o pedido esperar"
          hint="Minutos com o pedido ainda Novo até um segundo aviso a todos os aparelhos da loja. 0 desliga. Vale assim que você salvar."
          error={errors.alerta_pedido_parado_min?.message}
          className="sm:max-w-md"
        >
          <div className="flex items-center gap-2">
            <Input inputMode="numeric" autoComplete="off" className="max-w-24" {...register('alerta_pedido_parado_min')} />
            <span className="text-sm text-slate-600">min</span>
          </div>
        </Field>
      </FormSection>

      {/* Stays in reach at the bottom of the screen however long the form is. */}
      <div className="sticky bottom-(--barra-inferior) z-10 -mx-4 flex items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:shadow-sm">
        <p className="text-sm text-slate-500">{alterado ? 'Alterações não salvas' : atendimento ? 'Tudo salvo' : 'Ainda não salvo'}</p>
        <Button type="submit" icon={Save} busy={isSubmitting}>
          {isSubmitting ? 'Salvando...' : 'Salvar atendimento'}
        </Button>
      </div>
    </form>
  );
}

/** "8" and "0800" become "08:00" as typed ("8:00" too): the digits of what was typed, the colon after the hour. */
function maskHora(typed: string): string {
  const [hora = '', minuto] = typed.split(':');
  if (minuto !== undefined) return `${hora.replace(/\D/g, '').slice(0, 2)}:${minuto.replace(/\D/g, '').slice(0, 2)}`;
  const digitos = typed.replace(/\D/g, '').slice(0, 4);
  return digitos.length > 2 ? `${digitos.slice(0, 2)}:${digitos.slice(2)}` : digitos;
}

/**
 * A time as HH:MM, 24-hour whatever the browser's language: Chromium draws <input type="time">
 * in its own locale (9:00 PM in an English browser) and ignores lang="pt-BR".
 */
function HoraInput({ onChange, onBlur, ...props }: ComponentProps<'input'>) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="off"
      placeholder="00:00"
      maxLength={5}
      {...props}
      onChange={(event) => {
        event.target.value = maskHora(event.target.value);
        onChange?.(event);
      }}
      onBlur={(event) => {
        // "8:00" and "8" mean 08:00.
        const [hora, minuto = '00'] = event.target.value.split(':');
        if (hora && /^\d$/.test(hora) && /^\d{2}$/.test(minuto)) {
          event.target.value = `0${hora}:${minuto}`;
          onChange?.(event);
        }
        onBlur?.(event);
      }}
    />
  );
}

function EntregaFields({ form }: { form: Form }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const bairros = useFieldArray({ control, name: 'bairros' });

  return (
    <Painel>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <Field label="Taxa de entrega" hint="Ex.: 5,00. Vazio ou 0: entrega grátis." error={errors.taxa_entrega?.message}>
          <ValorInput placeholder="0,00" {...register('taxa_entrega')} />
        </Field>
        <Field
          label="Entrega grátis acima de"
          hint="Opcional: pedidos a partir deste valor não pagam entrega."
          error={errors.entrega_gratis_acima?.message}
        >
          <ValorInput placeholder="Nunca" {...register('entrega_gratis_acima')} />
        </Field>
      </div>

      <ListaDeLinhas
        legenda="Entregar só nestes bairros"
        dica={{
          semLinhas: 'Sem bairros na lista, a loja entrega em qualquer lugar pela taxa de entrega acima.',
          comLinhas: 'A loja só entrega nos bairros da lista, cada um com a sua taxa (a taxa de entrega acima não vale).',
        }}
        campos={bairros.fields}
        prefixo="bairro"
        // Phones stack a row's name and fee: more room between rows than inside one.
        listaClassName="space-y-5 sm:space-y-3"
        mensagensDa={(index) => [errors.bairros?.[index]?.nome?.message, errors.bairros?.[index]?.taxa?.message]}
        erro={errors.bairros?.message}
        adicionar={{ rotulo: 'Adicionar bairro', onClick: () => bairros.append({ nome: '', taxa: '' }) }}
      >
        {({ index, descricao }) => (
          /* Phones: the name beside its remove button, the fee below it; wider: one row. */
          <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2 sm:grid-cols-[minmax(0,1fr)_7.5rem_auto]">
            <Input
              aria-label={`Nome do bairro ${index + 1}`}
              placeholder="Ex.: Centro"
              autoComplete="off"
              {...descricao(Boolean(errors.bairros?.[index]?.nome))}
              {...register(`bairros.${index}.nome`)}
            />
            <ValorInput
              aria-label={`Taxa do bairro ${index + 1}`}
              placeholder="0,00"
              className="order-last max-w-40 sm:order-none sm:max-w-none"
              {...descricao(Boolean(errors.bairros?.[index]?.taxa))}
              {...register(`bairros.${index}.taxa`)}
            />
            <RemoverLinha rotulo={`Remover bairro ${index + 1}`} onRemove={() => bairros.remove(index)} />
          </div>
        )}
      </ListaDeLinhas>
    </Painel>
  );
}

/** One weekday: open or closed, and its windows ('abre – fecha'). */
function DiaHorarios({ dia, form }: { dia: number; form: Form }) {
  const {
    register,
    control,
    getValues,
    setValue,
    formState: { errors },
  } = form;
  const nome = nomeDoDia(dia);
  const janelas = useFieldArray({ control, name: `dias.${dia}.janelas` });
  const [aberto, valores] = useWatch({ control, name: [`dias.${dia}.aberto`, `dias.${dia}.janelas`] });

  function copiarParaTodos() {
    const copia = getValues(`dias.${dia}.janelas`);
    DIAS_DA_SEMANA.forEach((_, outro) => {
      if (outro === dia) return;
      setValue(`dias.${outro}.aberto`, true, { shouldDirty: true });
      // The field array's own name, so that day's list of windows redraws.
      setValue(
        `dias.${outro}.janelas`,
        copia.map((janela) => ({ ...janela })),
        { shouldDirty: true },
      );
    });
    toast.success(`Horário de ${DIAS_DA_SEMANA[dia]} copiado para todos os dias`);
  }

  return (
    <li className="space-y-3 p-3 sm:p-4" data-testid={`dia-${dia}`}>
      <SwitchField control={control} name={`dias.${dia}.aberto`} label={nome} hint={aberto ? undefined : 'Fechado'} />
      {aberto && (
        <>
          <ul className="space-y-2">
            {janelas.fields.map((field, index) => {
              const erro = errors.dias?.[dia]?.janelas?.[index];
              const { abre, fecha } = valores[index] ?? { abre: '', fecha: '' };
              const sufixo = janelas.fields.length > 1 ? ` (${index + 1}º horário)` : '';
              const nota =
                abre && fecha && fecha === abre ? 'Aberta 24 horas.' : abre && fecha && fecha < abre ? 'Fecha no dia seguinte.' : null;
              const mensagem = erro?.abre?.message ?? erro?.fecha?.message;
              const mensagemId = `janela-${field.id}-mensagem`;
              return (
                <li key={field.id}>
                  <div className="flex items-center gap-2">
                    <HoraInput
                      aria-label={`${nome}: abre${sufixo}`}
                      aria-describedby={mensagem || nota ? mensagemId : undefined}
                      className="min-w-0 flex-1 max-sm:px-2.5 sm:w-40 sm:flex-none"
                      aria-invalid={Boolean(erro?.abre) || undefined}
                      {...register(`dias.${dia}.janelas.${index}.abre`)}
                    />
                    <span className="text-slate-400" aria-hidden>
                      –
                    </span>
                    <HoraInput
                      aria-label={`${nome}: fecha${sufixo}`}
                      aria-describedby={mensagem || nota ? mensagemId : undefined}
                      className="min-w-0 flex-1 max-sm:px-2.5 sm:w-40 sm:flex-none"
                      aria-invalid={Boolean(erro?.fecha) || undefined}
                      {...register(`dias.${dia}.janelas.${index}.fecha`)}
                    />
                    {janelas.fields.length > 1 && (
                      <RemoverLinha
                        rotulo={`Remover ${index + 1}º horário de ${DIAS_DA_SEMANA[dia]}`}
                        onRemove={() => janelas.remove(index)}
                      />
                    )}
                  </div>
                  {(mensagem || nota) && (
                    <p id={mensagemId} className={cn('mt-1 text-sm', mensagem ? 'font-medium text-red-600' : 'text-slate-500')}>
                      {mensagem ?? nota}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
          <div className="-ml-3 flex flex-wrap gap-x-2 gap-y-1">
            <AddButton variant="ghost" size="sm" onClick={() => janelas.append({ abre: '', fecha: '' })}>
              Adicionar horário
            </AddButton>
            <Button variant="ghost" size="sm" onClick={copiarParaTodos}>
              <Copy className="size-4" aria-hidden />
              Copiar para todos os dias
            </Button>
          </div>
        </>
      )}
    </li>
  );
}
