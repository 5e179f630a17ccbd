import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatTelefone,
  FORMAS_DO_PAGAMENTO_DO_FIADO,
  NOMES_DAS_FORMAS_DE_RECEBIMENTO,
  pagamentoDoFiadoSchema,
  type FiadoExtrato,
  type PagamentoDoFiadoInput,
  type z,
} from '@vitrine/shared';
import { ArrowLeft, HandCoins, NotebookPen, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router-dom';
import { Badge } from '../../components/ui/Badge';
import { Button, buttonClass } from '../../components/ui/Button';
import { Card, SkeletonCard } from '../../components/ui/Card';
import { FormDialog, toastSaveError } from '../../components/ui/FormDialog';
import { Field, Input, Select } from '../../components/ui/Input';
import { QueryContent } from '../../components/ui/QueryContent';
import { toast } from '../../components/ui/toast';
import { cn } from '../../lib/cn';
import { formatDataHora } from '../../lib/formato-data';
import { numeroOuNull } from '../../lib/numero';
import { useExtratoDoFiado, useReceberFiado } from './api';
import { BarraDoLimite } from './BarraDoLimite';
import { FiadoDialog } from './FiadoDialog';
import { brl } from './FiadoPage';

/** /fiado/{telefone}: the tab's figures, "Receber pagamento", and its statement (every charge and payment, the running balance). */
export function ExtratoPage() {
  const { telefone = '' } = useParams();
  const extrato = useExtratoDoFiado(telefone);

  return (
    <section>
      <Link to="/fiado" className={cn(buttonClass({ variant: 'ghost', size: 'sm' }), '-ml-3 mb-2')}>
        <ArrowLeft className="size-4" aria-hidden />
        Fiado
      </Link>
      <QueryContent
        query={extrato}
        keepData
        icon={NotebookPen}
        errorTitle="Não foi possível carregar o fiado"
        loading={<SkeletonCard lines={['h-6 w-1/2', 'h-2 w-full', 'h-5 w-2/3']} />}
      >
        {(dados) => <Extrato extrato={dados} />}
      </QueryContent>
    </section>
  );
}

function Extrato({ extrato: { cliente, lancamentos } }: { extrato: FiadoExtrato }) {
  const [dialogo, setDialogo] = useState<'receber' | 'editar' | null>(null);
  return (
    <div className="space-y-4">
      <Card className="space-y-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 className="truncate text-2xl font-bold tracking-tight text-slate-900">{cliente.nome}</h1>
            <p className="text-slate-600">{formatTelefone(cliente.telefone)}</p>
          </div>
          {!cliente.ativo && <Badge variant="grey">Desligado: só recebe pagamentos</Badge>}
        </div>
        <dl className="grid grid-cols-3 gap-2 text-sm sm:gap-3">
          <div>
            <dt className="text-slate-500">Em aberto</dt>
            <dd className="text-base font-semibold tabular-nums text-slate-900 sm:text-lg" data-testid="fiado-saldo">
              {brl(cliente.saldo)}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">Limite</dt>
            <dd className="text-base font-semibold tabular-nums text-slate-900 sm:text-lg">{brl(cliente.limite)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Disponível</dt>
            <dd className="text-base font-semibold tabular-nums text-slate-900 sm:text-lg">{brl(cliente.disponivel)}</dd>
          </div>
        </dl>
        <BarraDoLimite saldo={cliente.saldo} limite={cliente.limite} />
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setDialogo('receber')} disabled={cliente.saldo <= 0}>
            <HandCoins className="size-4" aria-hidden />
            Receber pagamento
          </Button>
          <Button variant="secondary" onClick={() => setDialogo('editar')}>
            <Pencil className="size-4" aria-hidden />
            Nome e limite
          </Button>
        </div>
      </Card>

      <Card className="p-0">
        <h2 className="border-b border-slate-100 px-4 py-3 text-base font-semibold text-slate-900 sm:px-5">Extrato</h2>
        {lancamentos.length === 0 ? (
          <p className="px-4 py-6 text-sm text-slate-600 sm:px-5">Nada ainda. As vendas fiado e os pagamentos aparecem aqui.</p>
        ) : (
          <ol className="divide-y divide-slate-100" aria-label="Extrato do fiado">
            {[...lancamentos].reverse().map((lancamento) => (
              <li key={lancamento.id} className="flex items-start gap-3 px-4 py-3 sm:px-5" data-testid="fiado-lancamento">
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900">{lancamento.descricao}</p>
                  <p className="text-xs text-slate-500">
                    {formatDataHora(lancamento.em)} · {lancamento.por}
                  </p>
                </div>
                <div className="text-right tabular-nums">
                  <p className={cn('font-semibold', lancamento.tipo === 'pagamento' ? 'text-emerald-700' : 'text-slate-900')}>
                    {lancamento.tipo === 'pagamento' ? '−' : '+'} {brl(lancamento.valor)}
                  </p>
                  <p className="text-xs text-slate-500">saldo {brl(lancamento.saldo)}</p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </Card>
      {dialogo === 'receber' && <ReceberDialog telefone={cliente.telefone} saldo={cliente.saldo} onClose={() => setDialogo(null)} />}
      {dialogo === 'editar' && <FiadoDialog fiado={cliente} onClose={() => setDialogo(null)} />}
    </div>
  );
}

type PagamentoForm = z.input<typeof pagamentoDoFiadoSchema>;

/** "Receber pagamento": how much and how; it lands on the receiver's open till. */
function ReceberDialog({ telefone, saldo, onClose }: { telefone: string; saldo: number; onClose: () => void }) {
  const receber = useReceberFiado(telefone);
  const form = useForm<PagamentoForm, unknown, PagamentoDoFiadoInput>({
    resolver: zodResolver(pagamentoDoFiadoSchema),
    defaultValues: { valor: saldo, forma: 'dinheiro' },
  });
  const {
    register,
    formState: { errors },
  } = form;

  async function onSave(valores: PagamentoDoFiadoInput) {
    const { cliente } = await receber.mutateAsync(valores);
    toast.success(`Pagamento de ${brl(valores.valor)} recebido.`, {
      description: cliente.saldo > 0 ? `Fica ${brl(cliente.saldo)} em aberto.` : 'O fiado está quitado.',
    });
  }

  return (
    <FormDialog
      title="Receber pagamento"
      description={`Em aberto: ${brl(saldo)}. O pagamento entra no seu caixa aberto.`}
      onClose={onClose}
      form={form}
      onSave={onSave}
      onSaveError={toastSaveError('Não foi possível receber o pagamento', 'Não foi possível receber o pagamento. Verifique sua conexão.')}
      submitLabel="Receber"
      submittingLabel="Recebendo..."
    >
      <Field label="Valor (R$) *" error={errors.valor?.message}>
        <Input inputMode="decimal" autoComplete="off" {...register('valor', { setValueAs: (valor) => numeroOuNull(valor) ?? undefined })} />
      </Field>
      <Field label="Forma *" error={errors.forma?.message}>
        <Select {...register('forma')}>
          {FORMAS_DO_PAGAMENTO_DO_FIADO.map((forma) => (
            <option key={forma} value={forma}>
              {NOMES_DAS_FORMAS_DE_RECEBIMENTO[forma]}
            </option>
          ))}
        </Select>
      </Field>
    </FormDialog>
  );
}
