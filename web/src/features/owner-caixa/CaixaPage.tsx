import {
  FORMAS_DE_RECEBIMENTO,
  NOMES_DAS_FORMAS_DE_RECEBIMENTO,
  formatBRL,
  parsePrecoBR,
  reaisToCents,
  textoDaDiferenca,
  type Caixa,
  type FormaDeRecebimento,
  type MovimentoDoCaixa,
} from '@vitrine/shared';
import { FUSO_DA_LOJA } from '@vitrine/shared/atendimento';
import { ArrowDownToLine, ArrowLeft, ArrowUpFromLine, Lock, Wallet } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Badge } from '../../components/ui/Badge';
import { Button, buttonClass } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Dialog } from '../../components/ui/Dialog';
import { Field, Input } from '../../components/ui/Input';
import { LoadError } from '../../components/ui/LoadError';
import { PageHeader } from '../../components/ui/PageHeader';
import { Skeleton } from '../../components/ui/Skeleton';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { usePode } from '../../lib/owner-session';
import { ImprimirCaixa } from '../owner-pedidos';
import { ErroDoRecebimento } from './Recebimento';
import { useAbrirCaixa, useCaixa, useCaixaAberto, useCaixas, useFecharCaixa, useMovimentarCaixa } from './api';

/**
 * Caixa (issue 46): the person's till. Closed, a form opens it with the drawer's starting cash;
 * open, its running figures per form, Sangria and Suprimento, every movement, Fechar caixa with what
 * was counted (esperado, contado and the difference as the cashier reads it: "Falta R$ 0,50"), and
 * Imprimir. Below, the history: the owner's and the manager's every till, anyone else's their own.
 */

export const brl = (reais: number) => formatBRL(reaisToCents(reais));
const horario = new Intl.DateTimeFormat('pt-BR', { timeZone: FUSO_DA_LOJA, hour: '2-digit', minute: '2-digit' });
const diaEHora = new Intl.DateTimeFormat('pt-BR', { timeZone: FUSO_DA_LOJA, dateStyle: 'short', timeStyle: 'short' });
const campoDe = (reais: number) => reais.toFixed(2).replace('.', ',');

export function CaixaPage() {
  const aberto = useCaixaAberto();
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title="Caixa" subtitle="Abra o seu caixa para receber pagamentos no balcão, na entrega e nas mesas." />
      {aberto.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : aberto.isError ? (
        <LoadError title="Não foi possível abrir o caixa" error={aberto.error} onRetry={() => void aberto.refetch()} />
      ) : aberto.data.caixa ? (
        <CaixaAberto caixa={aberto.data.caixa} />
      ) : (
        <AbrirCaixa />
      )}
      <Historico />
    </div>
  );
}

function AbrirCaixa() {
  const abrir = useAbrirCaixa();
  const [valor, setValor] = useState('0,00');
  const [erro, setErro] = useState<string | null>(null);

  function enviar(event: FormEvent) {
    event.preventDefault();
    setErro(null);
    const reais = parsePrecoBR(valor);
    if (reais === null) return setErro('Informe o valor inicial em reais.');
    abrir.mutate(
      { valor_inicial: reais },
      {
        onSuccess: () => toast.success(`Caixa aberto com ${brl(reais)}.`),
        onError: (error) => setErro(errorMessage(error, 'Não foi possível abrir o caixa.')),
      },
    );
  }

  return (
    <Card className="p-4 sm:p-6">
      <h2 className="mb-1 flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Wallet className="size-5 text-slate-500" aria-hidden />
        Seu caixa está fechado
      </h2>
      <p className="mb-4 text-sm text-slate-600">Conte o dinheiro da gaveta (o troco) e abra o caixa.</p>
      <form onSubmit={enviar} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
        <Field label="Valor inicial em dinheiro" className="sm:w-64">
          <Input inputMode="decimal" value={valor} onChange={(event) => setValor(event.target.value)} autoComplete="off" />
        </Field>
        <Button type="submit" disabled={abrir.isPending}>
          {abrir.isPending ? 'Abrindo…' : 'Abrir caixa'}
        </Button>
      </form>
      {erro && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-600">
          {erro}
        </p>
      )}
    </Card>
  );
}

function CaixaAberto({ caixa }: { caixa: Caixa }) {
  return (
    <Card className="p-4 sm:p-6">
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <h2 className="mr-auto text-lg font-semibold text-slate-900">
          Caixa aberto às {horario.format(new Date(caixa.aberto_em))}
          <span className="block text-sm font-normal text-slate-600">{caixa.operador.nome}</span>
        </h2>
        <Movimento caixa={caixa} tipo="suprimento" />
        <Movimento caixa={caixa} tipo="sangria" />
        <ImprimirCaixa id={caixa.id} />
      </div>
      <Figuras caixa={caixa} />
      <FecharCaixa caixa={caixa} />
      <Movimentos caixa={caixa} />
    </Card>
  );
}

/** What the till should hold per form now (or, closed, what was expected, counted and the difference). */
function Figuras({ caixa }: { caixa: Caixa }) {
  const { figuras, fechamento } = caixa;
  return (
    <div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6" aria-label="Valores do caixa">
        {FORMAS_DE_RECEBIMENTO.map((forma) => (
          <div key={forma} className="rounded-xl bg-slate-50 p-3">
            <dt className="text-xs font-medium text-slate-600">{NOMES_DAS_FORMAS_DE_RECEBIMENTO[forma]}</dt>
            <dd className="text-base font-semibold text-slate-900 tabular-nums">{brl(figuras.esperado[forma])}</dd>
            {fechamento && <Diferenca contado={fechamento.contado[forma]} diferenca={fechamento.diferenca[forma]} />}
          </div>
        ))}
        <div className="rounded-xl bg-brand-50 p-3">
          <dt className="text-xs font-medium text-brand-800">Total esperado</dt>
          <dd className="text-base font-semibold text-brand-900 tabular-nums">{brl(figuras.esperado.total)}</dd>
          {fechamento && <Diferenca contado={fechamento.contado.total} diferenca={fechamento.diferenca.total} />}
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-600">
        Dinheiro: inicial {brl(figuras.valor_inicial)} · troco dado {brl(figuras.troco)} · suprimentos {brl(figuras.suprimentos)} · sangrias{' '}
        {brl(figuras.sangrias)}
        {figuras.pix_pelo_banco.pedidos > 0 &&
          ` · PIX confirmado pelo banco (fora do caixa): ${brl(figuras.pix_pelo_banco.valor)} em ${figuras.pix_pelo_banco.pedidos} pedido(s)`}
      </p>
    </div>
  );
}

function Diferenca({ contado, diferenca }: { contado: number; diferenca: number }) {
  return (
    <dd className="mt-1 text-xs text-slate-600">
      Contado {brl(contado)}
      <span className={cn('block font-semibold', diferenca < 0 ? 'text-red-700' : diferenca > 0 ? 'text-amber-700' : 'text-emerald-700')}>
        {textoDaDiferenca(reaisToCents(diferenca))}
      </span>
    </dd>
  );
}

const PALAVRAS_DO_MOVIMENTO = {
  sangria: { titulo: 'Sangria', descricao: 'Dinheiro tirado da gaveta (para o cofre, um depósito).', Icone: ArrowUpFromLine },
  suprimento: { titulo: 'Suprimento', descricao: 'Dinheiro posto na gaveta (moedas para troco).', Icone: ArrowDownToLine },
} as const;

function Movimento({ caixa, tipo }: { caixa: Caixa; tipo: 'sangria' | 'suprimento' }) {
  const movimentar = useMovimentarCaixa(caixa.id);
  const [aberto, setAberto] = useState(false);
  const [valor, setValor] = useState('');
  const [motivo, setMotivo] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const { titulo, descricao, Icone } = PALAVRAS_DO_MOVIMENTO[tipo];
  const formId = `movimento-${tipo}`;

  function enviar(event: FormEvent) {
    event.preventDefault();
    setErro(null);
    const reais = parsePrecoBR(valor);
    if (reais === null || reais <= 0) return setErro('Informe o valor em reais.');
    movimentar.mutate(
      { tipo, valor: reais, motivo },
      {
        onSuccess: () => {
          toast.success(`${titulo} de ${brl(reais)} lançada.`);
          setAberto(false);
          setValor('');
          setMotivo('');
        },
        onError: (error) => setErro(errorMessage(error, `Não foi possível lançar a ${titulo.toLowerCase()}.`)),
      },
    );
  }

  return (
    <Dialog
      open={aberto}
      onOpenChange={setAberto}
      title={titulo}
      description={descricao}
      trigger={
        <Button variant="secondary">
          <Icone className="size-4" aria-hidden />
          {titulo}
        </Button>
      }
      footer={
        <Button type="submit" form={formId} disabled={movimentar.isPending}>
          {movimentar.isPending ? 'Lançando…' : `Lançar ${titulo.toLowerCase()}`}
        </Button>
      }
    >
      <form id={formId} onSubmit={enviar} className="space-y-3" noValidate>
        <Field label="Valor">
          <Input inputMode="decimal" value={valor} onChange={(event) => setValor(event.target.value)} autoComplete="off" />
        </Field>
        <Field label="Motivo">
          <Input value={motivo} onChange={(event) => setMotivo(event.target.value)} maxLength={120} />
        </Field>
        <ErroDoRecebimento erro={erro} />
      </form>
    </Dialog>
  );
}

function FecharCaixa({ caixa }: { caixa: Caixa }) {
  const fechar = useFecharCaixa(caixa.id);
  const [aberto, setAberto] = useState(false);
  const [contado, setContado] = useState<Record<FormaDeRecebimento, string>>(
    () => Object.fromEntries(FORMAS_DE_RECEBIMENTO.map((forma) => [forma, ''])) as Record<FormaDeRecebimento, string>,
  );
  const [erro, setErro] = useState<string | null>(null);
  const lido = (forma: FormaDeRecebimento) => (contado[forma].trim() ? parsePrecoBR(contado[forma]) : 0);

  function enviar(event: FormEvent) {
    event.preventDefault();
    setErro(null);
    if (FORMAS_DE_RECEBIMENTO.some((forma) => lido(forma) === null)) return setErro('Informe os valores contados em reais.');
    const valores = Object.fromEntries(FORMAS_DE_RECEBIMENTO.map((forma) => [forma, lido(forma)!])) as Record<FormaDeRecebimento, number>;
    fechar.mutate(
      { contado: valores },
      {
        onSuccess: (fechado) => {
          toast.success(`Caixa fechado: ${textoDaDiferenca(reaisToCents(fechado.fechamento!.diferenca.total))}.`);
          setAberto(false);
        },
        onError: (error) => setErro(errorMessage(error, 'Não foi possível fechar o caixa.')),
      },
    );
  }

  return (
    <Dialog
      open={aberto}
      onOpenChange={setAberto}
      title="Fechar caixa"
      description="Conte a gaveta e os comprovantes de cada forma. Depois de fechado, o caixa não muda mais."
      trigger={
        <Button className="mt-4 w-full sm:w-auto">
          <Lock className="size-4" aria-hidden />
          Fechar caixa
        </Button>
      }
      footer={
        <Button type="submit" form="fechar-caixa" disabled={fechar.isPending}>
          {fechar.isPending ? 'Fechando…' : 'Fechar caixa'}
        </Button>
      }
    >
      <form id="fechar-caixa" onSubmit={enviar} className="space-y-3" noValidate>
        {FORMAS_DE_RECEBIMENTO.map((forma) => {
          const valor = lido(forma);
          const diferenca = valor === null ? null : reaisToCents(valor) - reaisToCents(caixa.figuras.esperado[forma]);
          return (
            <div key={forma} className="grid grid-cols-[1fr_auto] items-center gap-3">
              <Field label={`${NOMES_DAS_FORMAS_DE_RECEBIMENTO[forma]} contado`} hint={`Esperado ${brl(caixa.figuras.esperado[forma])}`}>
                <Input
                  inputMode="decimal"
                  value={contado[forma]}
                  placeholder={campoDe(caixa.figuras.esperado[forma])}
                  onChange={(event) => setContado((atual) => ({ ...atual, [forma]: event.target.value }))}
                  autoComplete="off"
                />
              </Field>
              <span
                data-testid={`diferenca-${forma}`}
                className={cn(
                  'min-w-28 text-right text-sm font-semibold',
                  diferenca === null
                    ? 'text-slate-400'
                    : diferenca < 0
                      ? 'text-red-700'
                      : diferenca > 0
                        ? 'text-amber-700'
                        : 'text-emerald-700',
                )}
              >
                {diferenca === null ? '—' : textoDaDiferenca(diferenca)}
              </span>
            </div>
          );
        })}
        <ErroDoRecebimento erro={erro} />
      </form>
    </Dialog>
  );
}

const ORIGENS: Record<NonNullable<MovimentoDoCaixa['origem']>['tipo'], string> = {
  pedido: 'Pedido',
  comanda: 'Conta',
  fiado: 'Fiado',
  acerto_entregador: 'Acerto do entregador',
};

function rotulo(movimento: MovimentoDoCaixa) {
  if (movimento.tipo !== 'recebimento') return `${movimento.tipo === 'sangria' ? 'Sangria' : 'Suprimento'} · ${movimento.motivo ?? ''}`;
  const origem = movimento.origem ? ` · ${ORIGENS[movimento.origem.tipo]} ${movimento.origem.descricao}` : '';
  return `${NOMES_DAS_FORMAS_DE_RECEBIMENTO[movimento.forma]}${origem}`;
}

function Movimentos({ caixa }: { caixa: Caixa }) {
  const movimentos = caixa.movimentos ?? [];
  return (
    <section className="mt-6" aria-labelledby={`movimentos-${caixa.id}`}>
      <h3 id={`movimentos-${caixa.id}`} className="mb-2 text-base font-semibold text-slate-900">
        Movimentos
      </h3>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        <li className="flex items-center gap-3 px-3 py-2 text-sm">
          <span className="w-12 shrink-0 text-slate-500 tabular-nums">{horario.format(new Date(caixa.aberto_em))}</span>
          <span className="min-w-0 flex-1">Abertura</span>
          <span className="font-medium tabular-nums">{brl(caixa.figuras.valor_inicial)}</span>
        </li>
        {movimentos.map((movimento) => (
          <li key={movimento.id} className="flex items-start gap-3 px-3 py-2 text-sm">
            <span className="w-12 shrink-0 text-slate-500 tabular-nums">{horario.format(new Date(movimento.em))}</span>
            <span className="min-w-0 flex-1 break-words">
              {rotulo(movimento)}
              {movimento.troco > 0 && <span className="block text-xs text-slate-500">Troco {brl(movimento.troco)}</span>}
            </span>
            <span className={cn('shrink-0 font-medium tabular-nums', movimento.valor < 0 && 'text-red-700')}>{brl(movimento.valor)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Historico() {
  const caixas = useCaixas();
  // Who sees every till (the server's rule): the roles with the reports.
  const todos = usePode('relatorios');
  if (caixas.isPending || caixas.isError || caixas.data.caixas.length === 0) return null;
  return (
    <section className="mt-8" aria-labelledby="historico-caixas">
      <h2 id="historico-caixas" className="mb-3 text-lg font-semibold text-slate-900">
        {todos ? 'Histórico de todos os caixas' : 'Seus caixas'}
      </h2>
      <ul className="space-y-2">
        {caixas.data.caixas.map((caixa) => (
          <li key={caixa.id}>
            <Link
              to={`/caixa/${encodeURIComponent(caixa.id)}`}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm hover:bg-slate-50"
            >
              <span className="min-w-0 flex-1 font-medium text-slate-900">
                {caixa.operador.nome}
                <span className="block text-xs font-normal text-slate-600">
                  {diaEHora.format(new Date(caixa.aberto_em))}
                  {caixa.fechado_em && ` – ${horario.format(new Date(caixa.fechado_em))}`}
                </span>
              </span>
              <span className="tabular-nums">{brl(caixa.figuras.esperado.total)}</span>
              {caixa.fechamento ? (
                <Badge variant={caixa.fechamento.diferenca.total === 0 ? 'green' : caixa.fechamento.diferenca.total < 0 ? 'red' : 'yellow'}>
                  {textoDaDiferenca(reaisToCents(caixa.fechamento.diferenca.total))}
                </Badge>
              ) : (
                <Badge variant="blue">Aberto</Badge>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /caixa/{id}: one till from the history, with its figures, its close and every movement. */
export function CaixaDetalhePage() {
  const { id = '' } = useParams();
  const caixa = useCaixa(id);
  return (
    <div className="mx-auto max-w-5xl">
      <Link to="/caixa" className={buttonClass({ variant: 'ghost', size: 'sm', className: '-ml-2 mb-2' })}>
        <ArrowLeft className="size-4" aria-hidden />
        Caixa
      </Link>
      {caixa.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : caixa.isError ? (
        <LoadError title="Não foi possível abrir o caixa" error={caixa.error} onRetry={() => void caixa.refetch()} />
      ) : (
        <Card className="p-4 sm:p-6">
          <div className="mb-4 flex flex-wrap items-center gap-2">
            <h1 className="mr-auto text-lg font-semibold text-slate-900">
              Caixa de {caixa.data.operador.nome}
              <span className="block text-sm font-normal text-slate-600">
                Aberto {diaEHora.format(new Date(caixa.data.aberto_em))}
                {caixa.data.fechado_em && ` · fechado ${diaEHora.format(new Date(caixa.data.fechado_em))} por ${caixa.data.fechado_por}`}
              </span>
            </h1>
            <ImprimirCaixa id={caixa.data.id} />
          </div>
          <Figuras caixa={caixa.data} />
          {/* The owner or a manager closes a till someone left open. */}
          {caixa.data.status === 'aberto' && <FecharCaixa caixa={caixa.data} />}
          <Movimentos caixa={caixa.data} />
        </Card>
      )}
    </div>
  );
}
