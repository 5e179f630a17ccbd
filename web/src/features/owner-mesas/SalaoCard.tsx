import { zodResolver } from '@hookform/resolvers/zod';
import { salaoSchema, TAXA_SERVICO_MAX, type Salao, type z } from '@vitrine/shared';
import { Armchair } from 'lucide-react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { onInvalidSubmit, revealFirstError } from '../../components/form-guard';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Field, Input } from '../../components/ui/Input';
import { LoadError } from '../../components/ui/LoadError';
import { Skeleton } from '../../components/ui/Skeleton';
import { Switch } from '../../components/ui/Switch';
import { toast } from '../../components/ui/toast';
import { ApiError, errorMessage, fieldErrors } from '../../lib/api';
import { useSalao, useSaveSalao } from './api';

type SalaoForm = z.input<typeof salaoSchema>;

/** An empty field is "none" (null); a number typed with a comma is read as Brazilians write it. */
const numeroOuNull = (valor: unknown) => (valor === '' || valor == null ? null : Number(String(valor).replace(',', '.')));

/** The Mesas page's "Salão": the room on or off, its service fee and cover charge. */
export function SalaoCard() {
  const salao = useSalao();
  if (salao.isPending) {
    return (
      <Card className="mb-6 space-y-3" role="status">
        <span className="sr-only">Carregando...</span>
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className="h-11 w-full" />
      </Card>
    );
  }
  if (salao.isError) {
    return <LoadError icon={Armchair} title="Não foi possível carregar os ajustes do salão" error={salao.error} onRetry={salao.refetch} />;
  }
  return <SalaoFormCard salao={salao.data.salao} />;
}

function SalaoFormCard({ salao }: { salao: Salao }) {
  const save = useSaveSalao();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<SalaoForm, unknown, Salao>({ resolver: zodResolver(salaoSchema), defaultValues: salao });

  async function salvar(valores: Salao) {
    try {
      const { salao: salvo } = await save.mutateAsync(valores);
      reset(salvo);
      toast.success(salvo.ativo ? 'Salão salvo e ativo.' : 'Salão salvo (desligado).');
    } catch (error) {
      if (!(error instanceof ApiError)) {
        toast.error('Não foi possível salvar o salão. Verifique sua conexão.');
        return;
      }
      for (const [campo, [mensagem]] of Object.entries(fieldErrors(error))) setError(campo as Path<SalaoForm>, { message: mensagem });
      toast.error('Não foi possível salvar o salão', { description: errorMessage(error, '') || undefined });
      revealFirstError({ avisar: false });
    }
  }

  return (
    <Card className="mb-6" data-testid="salao">
      <form noValidate onSubmit={handleSubmit(salvar, onInvalidSubmit)} className="space-y-5" aria-labelledby="salao-titulo">
        <div className="flex min-w-0 items-start gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700" aria-hidden>
            <Armchair className="size-5" />
          </span>
          <h2 id="salao-titulo" className="min-w-0 flex-1 self-center text-lg font-semibold text-slate-900">
            Salão
          </h2>
          <Badge variant={salao.ativo ? 'green' : 'grey'}>{salao.ativo ? 'Ativo' : 'Desligado'}</Badge>
        </div>

        <Controller
          control={control}
          name="ativo"
          render={({ field }) => (
            <Switch
              className="rounded-xl bg-slate-50 p-3"
              checked={field.value}
              onChange={field.onChange}
              label="Atender no salão"
              hint="Os clientes leem o QR Code da mesa para ver o cardápio."
            />
          )}
        />

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
            <Input
              inputMode="decimal"
              autoComplete="off"
              placeholder="Sem couvert"
              {...register('couvert', { setValueAs: numeroOuNull })}
            />
          </Field>
        </div>

        <div className="flex justify-end border-t border-slate-100 pt-4">
          <Button type="submit" className="w-full sm:w-auto" disabled={isSubmitting || !isDirty}>
            {isSubmitting ? 'Salvando...' : 'Salvar salão'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
