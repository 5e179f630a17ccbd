import { zodResolver } from '@hookform/resolvers/zod';
import { fidelidadeSchema, RECOMPENSA_TIPOS, type Fidelidade, type z } from '@vitrine/shared';
import { Stamp } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { onInvalidSubmit, showFieldErrors } from '../../components/form-guard';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Field, Input } from '../../components/ui/Input';
import { LoadError } from '../../components/ui/LoadError';
import { RadioCards } from '../../components/ui/RadioCards';
import { Skeleton } from '../../components/ui/Skeleton';
import { Switch } from '../../components/ui/Switch';
import { toast } from '../../components/ui/toast';
import { ApiError, errorMessage, fieldErrors } from '../../lib/api';
import { useFidelidade, useSaveFidelidade } from './api';
import { explicacaoDoCartao, resumoDoCartao } from './fidelidade';

type FidelidadeForm = z.input<typeof fidelidadeSchema>;

/** An empty field is "none" (null); a number typed with a comma is read as Brazilians write it. */
const numeroOuNull = (valor: unknown) => (valor === '' || valor == null ? null : Number(String(valor).replace(',', '.')));

const OPCAO_DE_RECOMPENSA: Record<(typeof RECOMPENSA_TIPOS)[number], { label: string; hint: string }> = {
  percentual: { label: 'Porcentagem', hint: 'Ex.: 10% dos produtos' },
  valor: { label: 'Valor em reais', hint: 'Ex.: R$ 5,00 dos produtos' },
};

/** The Cupons page's "Cartão fidelidade" (issue 29): the shop's loyalty card, on or off, and its reward. */
export function FidelidadeCard() {
  const fidelidade = useFidelidade();
  if (fidelidade.isPending) {
    return (
      <Card className="space-y-3" role="status">
        <span className="sr-only">Carregando...</span>
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-11 w-full" />
      </Card>
    );
  }
  if (fidelidade.isError) {
    return (
      <LoadError icon={Stamp} title="Não foi possível carregar o cartão fidelidade" error={fidelidade.error} onRetry={fidelidade.refetch} />
    );
  }
  return <FidelidadeFormCard fidelidade={fidelidade.data.fidelidade} />;
}

function FidelidadeFormCard({ fidelidade }: { fidelidade: Fidelidade }) {
  const save = useSaveFidelidade();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<FidelidadeForm, unknown, Fidelidade>({ resolver: zodResolver(fidelidadeSchema), defaultValues: fidelidade });
  const tipo = useWatch({ control, name: 'recompensa.tipo' });
  const pedidos = useWatch({ control, name: 'pedidos_necessarios' });

  async function salvar(valores: Fidelidade) {
    try {
      const { fidelidade: salvo } = await save.mutateAsync(valores);
      reset(salvo);
      toast.success(salvo.ativo ? 'Cartão fidelidade salvo e ativo.' : 'Cartão fidelidade salvo (desligado).');
    } catch (error) {
      if (!(error instanceof ApiError)) {
        toast.error('Não foi possível salvar o cartão fidelidade. Verifique sua conexão.');
        return;
      }
      toast.error('Não foi possível salvar o cartão fidelidade', { description: errorMessage(error, '') || undefined });
      showFieldErrors(fieldErrors(error), setError);
    }
  }

  return (
    <Card className="mb-6" data-testid="fidelidade">
      <form noValidate onSubmit={handleSubmit(salvar, onInvalidSubmit)} className="space-y-5" aria-labelledby="fidelidade-titulo">
        <div className="flex min-w-0 items-start gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700" aria-hidden>
            <Stamp className="size-5" />
          </span>
          <h2 id="fidelidade-titulo" className="min-w-0 flex-1 self-center text-lg font-semibold text-slate-900">
            Cartão fidelidade
          </h2>
          <Badge variant={fidelidade.ativo ? 'green' : 'grey'}>{fidelidade.ativo ? 'Ativo' : 'Desligado'}</Badge>
        </div>
        <p className="-mt-2 text-sm text-slate-600">{explicacaoDoCartao(pedidos)}</p>

        <Controller
          control={control}
          name="ativo"
          render={({ field }) => (
            <Switch
              className="rounded-xl bg-slate-50 p-3"
              checked={field.value}
              onChange={field.onChange}
              label="Dar selos aos clientes"
              hint={resumoDoCartao(fidelidade)}
            />
          )}
        />

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

        <div className="flex justify-end border-t border-slate-100 pt-4">
          <Button type="submit" className="w-full sm:w-auto" disabled={isSubmitting || !isDirty}>
            {isSubmitting ? 'Salvando...' : 'Salvar cartão'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
