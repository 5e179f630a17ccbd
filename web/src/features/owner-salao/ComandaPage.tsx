import {
  FORMAS_DE_RECEBIMENTO,
  nomeDaFormaOuFiado,
  PESSOAS_MAXIMAS,
  calcularConta,
  formatBRL,
  parsePrecoBR,
  reaisToCents,
  type Comanda,
  type FormaOuFiado,
} from '@vitrine/shared';
import { plural } from '@vitrine/shared/plural';
import { FUSO_DA_LOJA } from '@vitrine/shared/atendimento';
import { ArrowLeft, Banknote, CircleCheck, Minus, Plus, Receipt, Split, TicketPercent, Users, X } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Notice } from '../../components/ui/Notice';
import { usePode } from '../../lib/owner-session';
import { EscolherFiado, fiadoKey, recusaDoFiado } from '../owner-fiado';
import { Badge } from '../../components/ui/Badge';
import { Button, buttonClass } from '../../components/ui/Button';
import { Card, SkeletonCard } from '../../components/ui/Card';
import { useConfirm } from '../../components/ui/ConfirmDialog';
import { Field, Input } from '../../components/ui/Input';
import { QueryContent } from '../../components/ui/QueryContent';
import { Skeleton } from '../../components/ui/Skeleton';
import { Switch } from '../../components/ui/Switch';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { EscolhaDaForma, ErroDoRecebimento } from '../owner-caixa';
import { ImprimirConta } from '../owner-pedidos';
import {
  useAplicarCupom,
  useComanda,
  useDivisao,
  useFecharComanda,
  useMudarPessoas,
  usePagarComanda,
  useRemoverCupom,
  type PedidoDeDivisao,
} from './api';
import { SALAO_PATH } from './caminhos';

const brl = (reais: number) => formatBRL(reaisToCents(reais));
const hora = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: FUSO_DA_LOJA, hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
/** "12,30": how an amount is pre-filled in the payment's field. */
const campoDe = (reais: number) => reais.toFixed(2).replace('.', ',');

/**
 * The bill's figures as the customer chooses: the service fee is optional (Brazilian law), so the
 * screen recomputes the total and what is left without it, with the same rule the server closes with.
 */
function contaNaTela(comanda: Comanda, incluirTaxa: boolean) {
  return calcularConta({
    subtotal_centavos: reaisToCents(comanda.subtotal),
    desconto_centavos: reaisToCents(comanda.desconto),
    taxa_servico_percentual: comanda.taxa_servico_percentual,
    incluir_taxa_servico: incluirTaxa,
    // The bill's couvert is already per person × people.
    couvert_centavos: reaisToCents(comanda.couvert),
    pessoas: 1,
    pago_centavos: reaisToCents(comanda.pago),
  });
}

/**
 * /salao/comandas/{id} (issue 44; the owner, managers and attendants): a table's bill, its rounds
 * and lines, the optional fee, the couvert, payments so far and what is left; splitting what is
 * left by people or by lines, taking payments in any of the bill's ways, and closing it.
 */
export function ComandaPage() {
  const { id = '' } = useParams();
  const comanda = useComanda(id);

  return (
    <section>
      <Link to={SALAO_PATH} className={cn(buttonClass({ variant: 'ghost', size: 'sm' }), '-ml-3 mb-2')}>
        <ArrowLeft className="size-4" aria-hidden />
        Salão
      </Link>
      <QueryContent
        query={comanda}
        keepData
        icon={Receipt}
        errorTitle="Não foi possível carregar a conta"
        loading={
          <div className="space-y-4">
            <Skeleton className="h-8 w-48" />
            <SkeletonCard lines={['h-5 w-1/2', 'h-5 w-2/3', 'h-5 w-1/3']} />
          </div>
        }
      >
        {(dados) => <Conta comanda={dados} />}
      </QueryContent>
    </section>
  );
}

function Conta({ comanda }: { comanda: Comanda }) {
  const [incluirTaxa, setIncluirTaxa] = useState(true);
  const [linhas, setLinhas] = useState<number[] | null>(null);
  const [pagamento, setPagamento] = useState<{ valor: string; chave: number }>({ valor: '', chave: 0 });
  const conta = contaNaTela(comanda, incluirTaxa);
  const falta = conta.falta_centavos / 100;
  const aberta = comanda.status === 'aberta';
  const receber = (reais: number) => setPagamento(({ chave }) => ({ valor: campoDe(reais), chave: chave + 1 }));

  return (
    <>
      <header className="mb-5 flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{comanda.mesa.nome}</h1>
        <Badge variant={aberta ? 'blue' : 'green'}>{aberta ? 'Conta aberta' : 'Conta fechada'}</Badge>
        <ImprimirConta comanda={comanda} className="ml-auto" />
        <p className="w-full text-sm text-slate-600">
          Aberta às {hora(comanda.aberta_em)}
          {comanda.fechada_em && ` · fechada às ${hora(comanda.fechada_em)}`} · {plural(comanda.rodadas.length, 'rodada', 'rodadas')}
        </p>
      </header>
      <div className="grid gap-4 lg:grid-cols-2 lg:items-start xl:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <div className="space-y-4">
          <Resumo comanda={comanda} conta={conta} incluirTaxa={incluirTaxa} onIncluirTaxa={aberta ? setIncluirTaxa : undefined} />
          <Rodadas comanda={comanda} linhas={linhas} onLinhas={setLinhas} />
        </div>
        {aberta && (
          <div className="space-y-4">
            <Ajustes comanda={comanda} />
            {falta > 0 && (
              <Divisao comanda={comanda} incluirTaxa={incluirTaxa} falta={falta} linhas={linhas} onLinhas={setLinhas} onReceber={receber} />
            )}
            {falta > 0 ? (
              <Pagamento
                // A part chosen to receive, the fee switched, or the bill's total changed (a coupon, a round) fills the amount again.
                key={`${pagamento.chave}-${incluirTaxa}-${comanda.total}`}
                comanda={comanda}
                incluirTaxa={incluirTaxa}
                falta={falta}
                valorInicial={pagamento.valor || campoDe(falta)}
              />
            ) : (
              <p className="rounded-2xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900" role="status">
                Conta paga: feche a conta para liberar a mesa.
              </p>
            )}
            {/* Keyed by what was paid: a refusal ("Faltam R$ …") goes once a payment changes it. */}
            <Fechar key={comanda.pago} comanda={comanda} incluirTaxa={incluirTaxa} falta={falta} />
          </div>
        )}
      </div>
    </>
  );
}

function Linha({ rotulo, valor, forte, testId }: { rotulo: ReactNode; valor: string; forte?: boolean; testId?: string }) {
  return (
    <div
      className={cn('flex items-baseline justify-between gap-3', forte ? 'text-base font-bold text-slate-900' : 'text-sm text-slate-700')}
    >
      <dt className="min-w-0">{rotulo}</dt>
      <dd className="shrink-0 tabular-nums" data-testid={testId}>
        {valor}
      </dd>
    </div>
  );
}

function Resumo({
  comanda,
  conta,
  incluirTaxa,
  onIncluirTaxa,
}: {
  comanda: Comanda;
  conta: ReturnType<typeof contaNaTela>;
  incluirTaxa: boolean;
  onIncluirTaxa?: (incluir: boolean) => void;
}) {
  const porPessoa = comanda.pessoas > 0 ? reaisToCents(comanda.couvert) / comanda.pessoas : 0;
  // The rounds' own discounts; the bill's coupon on a line of its own.
  const descontoDasRodadas = conta.desconto_centavos - reaisToCents(comanda.cupom?.desconto ?? 0);
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="mb-3 text-base font-semibold text-slate-900">Resumo</h2>
      <dl className="space-y-2">
        <Linha rotulo="Subtotal" valor={formatBRL(conta.subtotal_centavos)} />
        {descontoDasRodadas > 0 && <Linha rotulo="Descontos" valor={`− ${formatBRL(descontoDasRodadas)}`} />}
        {comanda.cupom && (
          <Linha rotulo={`Cupom ${comanda.cupom.codigo}`} valor={`− ${brl(comanda.cupom.desconto)}`} testId="cupom-da-conta" />
        )}
        {comanda.taxa_servico_percentual > 0 && (
          <Linha
            rotulo={`Taxa de serviço (${comanda.taxa_servico_percentual.toLocaleString('pt-BR')}%)`}
            valor={incluirTaxa ? formatBRL(conta.taxa_servico_centavos) : 'Dispensada'}
          />
        )}
        {conta.couvert_centavos > 0 && (
          <Linha rotulo={`Couvert (${comanda.pessoas} × ${formatBRL(porPessoa)})`} valor={formatBRL(conta.couvert_centavos)} />
        )}
        <div className="border-t border-slate-200 pt-2">
          <Linha rotulo="Total" valor={formatBRL(conta.total_centavos)} forte testId="total-da-conta" />
        </div>
        <Linha rotulo="Pago" valor={formatBRL(conta.pago_centavos)} />
        <div
          className={cn(
            'flex items-baseline justify-between gap-3 rounded-xl px-3 py-2 text-base font-bold',
            conta.falta_centavos > 0 ? 'bg-amber-50 text-amber-950' : 'bg-emerald-50 text-emerald-900',
          )}
        >
          <dt>Falta</dt>
          <dd className="tabular-nums" data-testid="falta">
            {formatBRL(conta.falta_centavos)}
          </dd>
        </div>
      </dl>
      {onIncluirTaxa && comanda.taxa_servico_percentual > 0 && (
        <Switch
          className="mt-4 border-t border-slate-100 pt-4"
          checked={incluirTaxa}
          onChange={onIncluirTaxa}
          label="Incluir taxa de serviço"
          hint="A taxa é opcional: desligue se o cliente não quiser pagá-la."
        />
      )}
      {comanda.pagamentos.length > 0 && (
        <div className="mt-4 border-t border-slate-100 pt-4">
          <h3 className="mb-2 text-sm font-semibold text-slate-800">Pagamentos</h3>
          <ul className="space-y-1.5" data-testid="pagamentos">
            {comanda.pagamentos.map((pagamento, i) => (
              <li key={i} className="flex items-baseline justify-between gap-3 text-sm text-slate-700">
                <span className="min-w-0">
                  {nomeDaFormaOuFiado(pagamento.forma)}
                  <span className="text-slate-500">
                    {' '}
                    · {hora(pagamento.em)}
                    {pagamento.por && ` · ${pagamento.por}`}
                    {pagamento.troco > 0 && ` · troco ${brl(pagamento.troco)}`}
                  </span>
                </span>
                <span className="shrink-0 tabular-nums">{brl(pagamento.valor)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}

/** The bill's people (the couvert is per person) and its coupon, while it is open. */
function Ajustes({ comanda }: { comanda: Comanda }) {
  const pessoas = useMudarPessoas(comanda.id);
  const aplicar = useAplicarCupom(comanda.id);
  const remover = useRemoverCupom(comanda.id);
  const [codigo, setCodigo] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const couvert = comanda.couvert > 0;

  function mudarPessoas(n: number) {
    setErro(null);
    pessoas.mutate({ pessoas: n }, { onError: (error) => setErro(errorMessage(error, 'Não foi possível mudar as pessoas.')) });
  }

  function enviar(event: FormEvent) {
    event.preventDefault();
    setErro(null);
    if (!codigo.trim()) return setErro('Informe o código do cupom.');
    aplicar.mutate(
      { codigo },
      {
        onSuccess: (atualizada) => {
          setCodigo('');
          toast.success(`Cupom ${atualizada.cupom?.codigo ?? ''} aplicado.`);
        },
        onError: (error) => setErro(errorMessage(error, 'Não foi possível aplicar o cupom.')),
      },
    );
  }

  return (
    <Card className="space-y-4 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span className="flex items-center gap-2 text-sm font-medium text-slate-700" id="pessoas-da-conta">
          <Users className="size-4 text-slate-500" aria-hidden />
          Pessoas na mesa
          {couvert && <span className="font-normal text-slate-500">(couvert por pessoa)</span>}
        </span>
        <PessoasStepper
          grupo="pessoas-da-conta"
          valor={comanda.pessoas}
          onChange={mudarPessoas}
          menos="Tirar uma pessoa da mesa"
          mais="Adicionar uma pessoa à mesa"
          ocupado={pessoas.isPending}
        >
          <span className="w-10 text-center text-base font-semibold text-slate-900 tabular-nums" data-testid="pessoas-da-conta">
            {comanda.pessoas}
          </span>
        </PessoasStepper>
      </div>
      <div className="border-t border-slate-100 pt-4">
        {comanda.cupom ? (
          <div className="flex items-center justify-between gap-3 rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
            <span className="flex min-w-0 items-center gap-2">
              <TicketPercent className="size-4 shrink-0" aria-hidden />
              <span className="min-w-0">
                Cupom <strong>{comanda.cupom.codigo}</strong> <span className="whitespace-nowrap">· − {brl(comanda.cupom.desconto)}</span>
              </span>
            </span>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setErro(null);
                remover.mutate(undefined, { onError: (error) => setErro(errorMessage(error, 'Não foi possível remover o cupom.')) });
              }}
              disabled={remover.isPending}
            >
              <X className="size-4" aria-hidden />
              Remover
            </Button>
          </div>
        ) : (
          <form onSubmit={enviar} className="flex items-end gap-2" noValidate>
            <Field label="Cupom" className="min-w-0 flex-1">
              <Input
                value={codigo}
                onChange={(event) => setCodigo(event.target.value.toUpperCase())}
                autoComplete="off"
                autoCapitalize="characters"
                maxLength={40}
              />
            </Field>
            <Button type="submit" variant="secondary" disabled={aplicar.isPending}>
              {aplicar.isPending ? 'Aplicando…' : 'Aplicar'}
            </Button>
          </form>
        )}
      </div>
      {erro && (
        <p role="alert" className="text-sm font-medium text-red-600">
          {erro}
        </p>
      )}
    </Card>
  );
}

/** − n +, from 1 to the bill's most people: the table's people and the split's. */
function PessoasStepper({
  grupo,
  valor,
  onChange,
  menos,
  mais,
  ocupado = false,
  children,
}: {
  /** The id of the label that names the group. */
  grupo: string;
  valor: number;
  onChange: (pessoas: number) => void;
  menos: string;
  mais: string;
  ocupado?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center gap-1" role="group" aria-labelledby={grupo}>
      <Button variant="secondary" size="sm" aria-label={menos} onClick={() => onChange(valor - 1)} disabled={ocupado || valor <= 1}>
        <Minus className="size-4" aria-hidden />
      </Button>
      {children}
      <Button
        variant="secondary"
        size="sm"
        aria-label={mais}
        onClick={() => onChange(valor + 1)}
        disabled={ocupado || valor >= PESSOAS_MAXIMAS}
      >
        <Plus className="size-4" aria-hidden />
      </Button>
    </div>
  );
}

function Rodadas({
  comanda,
  linhas,
  onLinhas,
}: {
  comanda: Comanda;
  /** Lines being chosen for "by lines" (null: not splitting by lines). */
  linhas: number[] | null;
  onLinhas: (linhas: number[]) => void;
}) {
  const alternar = (linha: number) =>
    linhas && onLinhas(linhas.includes(linha) ? linhas.filter((outra) => outra !== linha) : [...linhas, linha].sort((a, b) => a - b));
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="mb-3 text-base font-semibold text-slate-900">Rodadas</h2>
      {comanda.rodadas.length === 0 ? (
        <p className="text-sm text-slate-500">Nenhuma rodada nesta conta.</p>
      ) : (
        <ol className="space-y-4">
          {comanda.rodadas.map((rodada, i) => (
            <li key={rodada.id} data-testid="rodada">
              <p className="mb-1.5 flex flex-wrap items-baseline justify-between gap-x-3 text-xs font-medium text-slate-500">
                <span>
                  Rodada {i + 1} · #{rodada.codigo} · {hora(rodada.criado_em)}
                </span>
                <span className="tabular-nums">{brl(rodada.total)}</span>
              </p>
              <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
                {rodada.itens.map((item) => {
                  const conteudo = (
                    <>
                      <span className="min-w-0 flex-1">
                        <span className="text-slate-900">
                          {item.quantidade}× {item.nome}
                        </span>
                        {item.observacao && <span className="block text-xs text-slate-500">{item.observacao}</span>}
                      </span>
                      <span className="shrink-0 text-slate-700 tabular-nums">{brl(item.total)}</span>
                    </>
                  );
                  return (
                    <li key={item.linha}>
                      {linhas ? (
                        <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-slate-50">
                          <input
                            type="checkbox"
                            className="size-5 shrink-0 accent-brand-600"
                            checked={linhas.includes(item.linha)}
                            onChange={() => alternar(item.linha)}
                            aria-label={`Linha ${item.linha}: ${item.quantidade}× ${item.nome}`}
                          />
                          {conteudo}
                        </label>
                      ) : (
                        <div className="flex min-h-11 items-center gap-3 px-3 py-2 text-sm">{conteudo}</div>
                      )}
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

function Divisao({
  comanda,
  incluirTaxa,
  falta,
  linhas,
  onLinhas,
  onReceber,
}: {
  comanda: Comanda;
  incluirTaxa: boolean;
  falta: number;
  linhas: number[] | null;
  onLinhas: (linhas: number[] | null) => void;
  onReceber: (reais: number) => void;
}) {
  // The split starts from the table's people when they were told.
  const [pessoas, setPessoas] = useState(comanda.pessoas > 1 ? comanda.pessoas : 2);
  const modo = linhas ? 'itens' : 'pessoas';
  const pedido: PedidoDeDivisao = linhas ? { itens: linhas } : { pessoas };
  // The bill's figures in the key: a payment or a new round splits again.
  const divisao = useDivisao(comanda.id, falta > 0 ? pedido : null, incluirTaxa, `${comanda.total}-${comanda.pago}`);
  const partes = divisao.data?.partes ?? [];
  const mudarPessoas = (n: number) => setPessoas(Math.min(PESSOAS_MAXIMAS, Math.max(1, n)));

  return (
    <Card className="p-4 sm:p-5">
      <h2 className="mb-3 flex items-center gap-2 text-base font-semibold text-slate-900">
        <Split className="size-4 text-slate-500" aria-hidden />
        Dividir
      </h2>
      <div role="radiogroup" aria-label="Dividir por" className="mb-4 grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
        {(
          [
            ['pessoas', 'Por pessoas'],
            ['itens', 'Por itens'],
          ] as const
        ).map(([valor, rotulo]) => (
          <button
            key={valor}
            type="button"
            role="radio"
            aria-checked={modo === valor}
            onClick={() => onLinhas(valor === 'itens' ? (linhas ?? []) : null)}
            className={cn(
              'h-10 rounded-lg text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
              modo === valor ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            {rotulo}
          </button>
        ))}
      </div>
      {falta <= 0 ? (
        <p className="text-sm text-slate-600">Nada falta pagar.</p>
      ) : modo === 'pessoas' ? (
        <>
          <div className="mb-3 flex items-center gap-3">
            <span className="text-sm font-medium text-slate-700" id="dividir-pessoas">
              Pessoas
            </span>
            <PessoasStepper grupo="dividir-pessoas" valor={pessoas} onChange={mudarPessoas} menos="Menos uma pessoa" mais="Mais uma pessoa">
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={PESSOAS_MAXIMAS}
                value={pessoas}
                onChange={(event) => mudarPessoas(Number(event.target.value) || 1)}
                className="w-16 text-center"
                aria-label="Dividir por quantas pessoas"
              />
            </PessoasStepper>
          </div>
          <Partes partes={partes} carregando={divisao.isFetching && !divisao.data} onReceber={onReceber} />
        </>
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-600">
            Marque nas rodadas as linhas de uma pessoa: a parte dela leva sua fatia dos descontos
            {incluirTaxa ? ' e da taxa de serviço' : ''} (o couvert fica de fora).
          </p>
          {linhas && linhas.length > 0 ? (
            <Partes
              partes={partes}
              carregando={divisao.isFetching && !divisao.data}
              onReceber={onReceber}
              rotulo="Parte das linhas marcadas"
            />
          ) : (
            <p className="text-sm font-medium text-slate-500">Nenhuma linha marcada.</p>
          )}
        </>
      )}
      {divisao.isError && (
        <p className="mt-2 text-sm font-medium text-red-600">{errorMessage(divisao.error, 'Não foi possível dividir.')}</p>
      )}
    </Card>
  );
}

function Partes({
  partes,
  carregando,
  onReceber,
  rotulo,
}: {
  partes: number[];
  carregando: boolean;
  onReceber: (reais: number) => void;
  rotulo?: string;
}) {
  if (carregando) return <Skeleton className="h-11 w-full" />;
  return (
    <ul className="space-y-2" data-testid="partes">
      {partes.map((parte, i) => (
        <li key={i} className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 px-3 py-2">
          <span className="min-w-0 text-sm text-slate-700">
            {rotulo ?? `Parte ${i + 1}`}
            <span className="block text-base font-bold text-slate-900 tabular-nums" data-testid="parte">
              {brl(parte)}
            </span>
          </span>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onReceber(parte)}
            aria-label={`Receber ${rotulo ?? `parte ${i + 1}`}: ${brl(parte)}`}
          >
            <Banknote className="size-4" aria-hidden />
            Receber
          </Button>
        </li>
      ))}
    </ul>
  );
}

function Pagamento({
  comanda,
  incluirTaxa,
  falta,
  valorInicial,
}: {
  comanda: Comanda;
  incluirTaxa: boolean;
  falta: number;
  valorInicial: string;
}) {
  const pagar = usePagarComanda(comanda.id);
  const queryClient = useQueryClient();
  // "Fiado" (issue 46) beside the methods received in person, for the roles with the tabs' permission.
  const vendeFiado = usePode('fiado');
  const [forma, setForma] = useState<FormaOuFiado>('pix');
  const [fiado, setFiado] = useState('');
  const [valor, setValor] = useState(valorInicial);
  const [recebido, setRecebido] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const valorReais = parsePrecoBR(valor);
  const recebidoReais = recebido.trim() ? parsePrecoBR(recebido) : null;
  const troco = forma === 'dinheiro' && valorReais !== null && recebidoReais !== null ? recebidoReais - valorReais : null;

  function enviar(event: FormEvent) {
    event.preventDefault();
    setErro(null);
    if (valorReais === null || valorReais <= 0) return setErro('Informe o valor do pagamento.');
    if (recebido.trim() && recebidoReais === null) return setErro('Informe o valor recebido em reais.');
    if (forma === 'fiado' && !fiado) return setErro('Escolha o cliente do fiado.');
    pagar.mutate(
      forma === 'fiado'
        ? { forma, telefone: fiado, valor: valorReais }
        : { forma, valor: valorReais, ...(forma === 'dinheiro' && recebidoReais !== null && { recebido: recebidoReais }) },
      {
        onSuccess: (atualizada) => {
          toast.success(`Pagamento de ${brl(valorReais)} registrado.`, {
            description: forma === 'fiado' ? 'O valor entrou no fiado do cliente.' : undefined,
          });
          if (forma === 'fiado') void queryClient.invalidateQueries({ queryKey: fiadoKey });
          setRecebido('');
          setValor(campoDe(contaNaTela(atualizada, incluirTaxa).falta_centavos / 100));
        },
        onError: (error) => setErro(errorMessage(error, 'Não foi possível registrar o pagamento.')),
      },
    );
  }

  return (
    <Card className="p-4 sm:p-5">
      <h2 className="mb-3 flex items-center gap-2 text-base font-semibold text-slate-900">
        <Banknote className="size-4 text-slate-500" aria-hidden />
        Registrar pagamento
      </h2>
      <form onSubmit={enviar} className="space-y-4" noValidate>
        <EscolhaDaForma
          forma={forma}
          formas={vendeFiado ? [...FORMAS_DE_RECEBIMENTO, 'fiado'] : FORMAS_DE_RECEBIMENTO}
          onChange={(opcao) => {
            setForma(opcao);
            setErro(null);
          }}
        />
        {forma === 'fiado' && (
          <EscolherFiado
            telefone={fiado}
            onChange={(telefone) => {
              setFiado(telefone);
              setErro(null);
            }}
          />
        )}
        <div className="grid grid-cols-2 gap-3">
          <Field label="Valor" hint={`Falta ${brl(falta)}`}>
            <Input inputMode="decimal" value={valor} onChange={(event) => setValor(event.target.value)} autoComplete="off" />
          </Field>
          {forma === 'dinheiro' && (
            <Field label="Recebido" hint={troco !== null && troco > 0 ? `Troco: ${brl(troco)}` : 'Para calcular o troco'}>
              <Input inputMode="decimal" value={recebido} onChange={(event) => setRecebido(event.target.value)} autoComplete="off" />
            </Field>
          )}
        </div>
        {erro && forma === 'fiado' ? (
          // The tab's refusal (its limit), kindly: another method, a smaller part, or a higher limit.
          <Notice tone="warning" title="Não deu para lançar no fiado">
            {recusaDoFiado(erro)} Receba uma parte em outra forma ou aumente o limite em Fiado.
          </Notice>
        ) : (
          <ErroDoRecebimento erro={erro} />
        )}
        <Button type="submit" className="w-full" disabled={pagar.isPending || falta <= 0}>
          {pagar.isPending ? 'Registrando…' : 'Registrar pagamento'}
        </Button>
      </form>
    </Card>
  );
}

function Fechar({ comanda, incluirTaxa, falta }: { comanda: Comanda; incluirTaxa: boolean; falta: number }) {
  const fechar = useFecharComanda(comanda.id);
  const [confirm, dialog] = useConfirm();
  const [erro, setErro] = useState<string | null>(null);

  async function enviar() {
    setErro(null);
    const ok = await confirm({
      title: `Fechar a conta da ${comanda.mesa.nome}`,
      description: `${incluirTaxa ? 'Com' : 'Sem'} a taxa de serviço. A mesa fica livre, e a conta não recebe mais rodadas nem pagamentos.`,
      confirmLabel: 'Fechar conta',
    });
    if (!ok) return;
    fechar.mutate(
      { incluir_taxa_servico: incluirTaxa },
      {
        onSuccess: () => toast.success(`Conta da ${comanda.mesa.nome} fechada.`),
        onError: (error) => setErro(errorMessage(error, 'Não foi possível fechar a conta.')),
      },
    );
  }

  return (
    <Card className="p-4 sm:p-5">
      <Button size="lg" className="w-full" onClick={() => void enviar()} disabled={fechar.isPending}>
        <CircleCheck className="size-5" aria-hidden />
        {fechar.isPending ? 'Fechando…' : 'Fechar conta'}
      </Button>
      {erro ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-600">
          {erro}
        </p>
      ) : (
        falta > 0 && <p className="mt-2 text-sm text-slate-500">Registre os pagamentos antes de fechar: falta {brl(falta)}.</p>
      )}
      {dialog}
    </Card>
  );
}
