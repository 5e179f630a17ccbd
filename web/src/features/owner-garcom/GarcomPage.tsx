import type { MesaDoGarcom } from '@vitrine/shared';
import { formatBRL, reaisToCents } from '@vitrine/shared/money';
import { plural } from '@vitrine/shared/plural';
import { ArrowLeft, Send } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { LoadError } from '../../components/ui/LoadError';
import { Skeleton } from '../../components/ui/Skeleton';
import { toast, toastError } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useChavesDeIdempotencia } from '../../lib/idempotencia';
import { usePode, useSession } from '../../lib/owner-session';
import { useQueryClient } from '@tanstack/react-query';
import { Notice } from '../../components/ui/Notice';
import { EscolherFiado, fiadoKey, recusaDoFiado } from '../owner-fiado';
import { useCatalogoDoPad, useEnviarBalcao, useEnviarRodada, useMesasDoGarcom } from './api';
import { ContaDaMesa } from './ContaDaMesa';
import { Pad } from './Pad';
import { linhasParaEnviar, totalDoPad, type LinhaNoPad } from './pad';

type Modo = 'mesas' | 'balcao';

const abas = (atual: string, opcoes: [string, string][], onChange: (valor: string) => void, rotulo: string) => (
  <div role="tablist" aria-label={rotulo} className="grid grid-flow-col gap-1 rounded-xl bg-slate-100 p-1">
    {opcoes.map(([valor, nome]) => (
      <button
        key={valor}
        type="button"
        role="tab"
        aria-selected={atual === valor}
        onClick={() => onChange(valor)}
        className={cn('h-10 rounded-lg text-sm font-semibold', atual === valor ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600')}
      >
        {nome}
      </button>
    ))}
  </div>
);

/**
 * /garcom (issue 44): the waiter's phone, 360–390 px first. "Mesas": pick a table (livre or
 * ocupada, its total), take a round on the order pad and send it, see the table's bill, move a
 * line or the whole bill, ask for the bill. "Balcão": the same pad for a counter order with the
 * customer's name, to eat here or to go. The owner, managers and attendants use it too.
 */
export function GarcomPage() {
  const { user } = useSession();
  const mesas = useMesasDoGarcom();
  const catalogo = useCatalogoDoPad(user?.loja_id);
  const [modo, setModo] = useState<Modo>('mesas');
  const [mesaId, setMesaId] = useState<string | null>(null);
  const mesa = mesas.data?.mesas.find((uma) => uma.id === mesaId) ?? null;

  if (mesas.isError || catalogo.isError)
    return (
      <LoadError
        title="Não foi possível carregar as mesas e o cardápio"
        error={mesas.error ?? catalogo.error}
        onRetry={() => void Promise.all([mesas.refetch(), catalogo.refetch()])}
      />
    );
  return (
    <div className="mx-auto max-w-xl space-y-4">
      {!mesa &&
        abas(
          modo,
          [
            ['mesas', 'Mesas'],
            ['balcao', 'Balcão'],
          ],
          (valor) => setModo(valor as Modo),
          'Mesas ou balcão',
        )}
      {modo === 'balcao' ? (
        <Balcao lojaId={user?.loja_id} catalogo={catalogo.data} />
      ) : mesa ? (
        <MesaAberta
          key={mesa.id}
          mesa={mesa}
          mesas={mesas.data!.mesas}
          lojaId={user?.loja_id}
          catalogo={catalogo.data}
          onVoltar={() => setMesaId(null)}
          onMesa={setMesaId}
        />
      ) : mesas.data ? (
        <EscolherMesa mesas={mesas.data.mesas} onEscolher={setMesaId} />
      ) : (
        <Skeleton className="h-64 w-full" />
      )}
    </div>
  );
}

function EscolherMesa({ mesas, onEscolher }: { mesas: MesaDoGarcom[]; onEscolher: (id: string) => void }) {
  if (mesas.length === 0)
    return (
      <p className="rounded-xl bg-white p-4 text-sm text-slate-600 ring-1 ring-slate-200">
        A loja ainda não tem mesas. O dono as cria em Mesas.
      </p>
    );
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label="Mesas">
      {mesas.map((mesa) => (
        <li key={mesa.id}>
          <button
            type="button"
            onClick={() => onEscolher(mesa.id)}
            className={cn(
              'flex min-h-20 w-full flex-col items-center justify-center rounded-xl p-2 text-center ring-1 ring-inset',
              mesa.estado === 'ocupada' ? 'bg-amber-50 ring-amber-300' : 'bg-white ring-slate-200',
            )}
          >
            <span className="font-semibold text-slate-900">{mesa.nome}</span>
            <span className={cn('text-xs', mesa.estado === 'ocupada' ? 'text-amber-800' : 'text-emerald-700')}>
              {mesa.estado === 'ocupada' ? formatBRL(reaisToCents(mesa.total)) : 'livre'}
            </span>
            {mesa.pediu_conta_em && <span className="text-xs font-medium text-red-700">pediu a conta</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}

type Catalogo = ReturnType<typeof useCatalogoDoPad>['data'];

function MesaAberta({
  mesa,
  mesas,
  lojaId,
  catalogo,
  onVoltar,
  onMesa,
}: {
  mesa: MesaDoGarcom;
  mesas: MesaDoGarcom[];
  lojaId: string | undefined;
  catalogo: Catalogo;
  onVoltar: () => void;
  onMesa: (id: string) => void;
}) {
  const [aba, setAba] = useState<'pedir' | 'conta'>(mesa.estado === 'ocupada' ? 'conta' : 'pedir');
  const [linhas, setLinhas] = useState<LinhaNoPad[]>([]);
  const enviar = useEnviarRodada();
  const chave = useChavesDeIdempotencia();
  // The same lines again are a new round (two more beers), not a retry: each round sent gets keys of its own.
  const enviadas = useRef(0);

  function enviarRodada() {
    const produtos = linhasParaEnviar(linhas);
    enviar.mutate(
      { mesaId: mesa.id, produtos, chave: chave({ mesa: mesa.id, produtos, rodada: enviadas.current }) },
      {
        onSuccess: (rodada) => {
          enviadas.current += 1;
          toast.success(`Rodada #${rodada.codigo} enviada para a cozinha.`);
          setLinhas([]);
          setAba('conta');
        },
        onError: toastError('Não foi possível enviar a rodada'),
      },
    );
  }

  return (
    <>
      <header className="flex items-center gap-2">
        <Button variant="ghost" size="sm" onClick={onVoltar} aria-label="Voltar às mesas">
          <ArrowLeft className="size-5" aria-hidden />
        </Button>
        <div className="min-w-0 flex-1">
          <h1 className="text-xl font-bold text-slate-900">{mesa.nome}</h1>
          <p className="text-sm text-slate-600">
            {mesa.estado === 'ocupada' ? `Ocupada · ${formatBRL(reaisToCents(mesa.total))}` : 'Livre'}
          </p>
        </div>
      </header>
      {abas(
        aba,
        [
          ['pedir', 'Pedir'],
          ['conta', 'Conta'],
        ],
        (valor) => setAba(valor as 'pedir' | 'conta'),
        `${mesa.nome}: pedir ou ver a conta`,
      )}
      {aba === 'conta' ? (
        <ContaDaMesa mesa={mesa} mesas={mesas} onMovida={onMesa} />
      ) : catalogo ? (
        <>
          <Pad lojaId={lojaId} produtos={catalogo.produtos} categorias={catalogo.categorias} linhas={linhas} onChange={setLinhas} />
          <BarraDeEnvio linhas={linhas} rotulo="Enviar rodada" enviando={enviar.isPending} onEnviar={enviarRodada} />
        </>
      ) : (
        <Skeleton className="h-64 w-full" />
      )}
    </>
  );
}

function BarraDeEnvio({
  linhas,
  rotulo,
  enviando,
  onEnviar,
  pronto = true,
}: {
  linhas: LinhaNoPad[];
  rotulo: string;
  enviando: boolean;
  onEnviar: () => void;
  pronto?: boolean;
}) {
  if (linhas.length === 0) return null;
  const itens = linhas.reduce((soma, { linha }) => soma + linha.quantidade, 0);
  return (
    // Above the phone's bottom bar, as the forms' save bars (AppShell's --barra-inferior).
    <div className="sticky bottom-(--barra-inferior) z-10 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:shadow-sm">
      <Button className="flex w-full justify-between" size="lg" onClick={onEnviar} disabled={enviando || !pronto}>
        <span className="inline-flex items-center gap-2">
          <Send className="size-4" aria-hidden /> {rotulo}
        </span>
        <span>
          {plural(itens, 'item', 'itens')} · {formatBRL(totalDoPad(linhas))}
        </span>
      </Button>
    </div>
  );
}

function Balcao({ lojaId, catalogo }: { lojaId: string | undefined; catalogo: Catalogo }) {
  const [nome, setNome] = useState('');
  const [consumo, setConsumo] = useState<'local' | 'retirada'>('local');
  const [linhas, setLinhas] = useState<LinhaNoPad[]>([]);
  // Paid now at the counter, or "fiado" on a customer's tab (issue 46; the roles with the tabs' permission).
  const vendeFiado = usePode('fiado');
  const [pagamento, setPagamento] = useState<'agora' | 'fiado'>('agora');
  const [fiado, setFiado] = useState('');
  const [recusa, setRecusa] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const enviar = useEnviarBalcao();
  const chave = useChavesDeIdempotencia();
  // Two customers may order the same: each order sent gets keys of its own, a retry of one keeps its key.
  const enviados = useRef(0);
  const noFiado = vendeFiado && pagamento === 'fiado';

  function enviarPedido() {
    const corpo = { nome: nome.trim(), consumo, produtos: linhasParaEnviar(linhas), ...(noFiado && { fiado }) };
    setRecusa(null);
    enviar.mutate(
      { ...corpo, chave: chave({ ...corpo, pedido: enviados.current }) },
      {
        onSuccess: (pedido) => {
          enviados.current += 1;
          toast.success(`Pedido #${pedido.codigo} de ${corpo.nome} enviado para a cozinha.`, {
            description: noFiado ? 'O valor entrou no fiado do cliente.' : undefined,
          });
          if (noFiado) void queryClient.invalidateQueries({ queryKey: fiadoKey });
          setLinhas([]);
          setNome('');
          setFiado('');
        },
        // The tab's refusal (its limit) is said on the pad, kindly, with the order kept to change or pay otherwise.
        onError: (error) =>
          noFiado
            ? setRecusa(errorMessage(error, 'Não foi possível lançar no fiado.'))
            : toastError('Não foi possível enviar o pedido')(error),
      },
    );
  }

  return (
    <>
      <div className="space-y-3 rounded-xl bg-white p-3 ring-1 ring-slate-200">
        <Input
          aria-label="Nome do cliente"
          placeholder="Nome do cliente"
          maxLength={80}
          value={nome}
          onChange={(evento) => setNome(evento.target.value)}
        />
        {abas(
          consumo,
          [
            ['local', 'Comer aqui'],
            ['retirada', 'Para viagem'],
          ],
          (valor) => setConsumo(valor as 'local' | 'retirada'),
          'Onde o cliente come',
        )}
        {vendeFiado &&
          abas(
            pagamento,
            [
              ['agora', 'Paga agora'],
              ['fiado', 'Fiado'],
            ],
            (valor) => {
              setPagamento(valor as 'agora' | 'fiado');
              setRecusa(null);
            },
            'Como o cliente paga',
          )}
        {noFiado && (
          <EscolherFiado
            telefone={fiado}
            onChange={(telefone, nomeDoFiado) => {
              setFiado(telefone);
              setRecusa(null);
              if (!nome.trim()) setNome(nomeDoFiado);
            }}
          />
        )}
        {recusa && (
          <Notice tone="warning" title="Não deu para lançar no fiado">
            {recusaDoFiado(recusa)} Tire algum item, receba uma parte agora ou aumente o limite em Fiado.
          </Notice>
        )}
      </div>
      {catalogo ? (
        <Pad lojaId={lojaId} produtos={catalogo.produtos} categorias={catalogo.categorias} linhas={linhas} onChange={setLinhas} />
      ) : (
        <Skeleton className="h-64 w-full" />
      )}
      {linhas.length > 0 && !nome.trim() && <p className="text-sm text-amber-800">Informe o nome do cliente para enviar.</p>}
      {linhas.length > 0 && noFiado && !fiado && <p className="text-sm text-amber-800">Escolha o cliente do fiado para enviar.</p>}
      <BarraDeEnvio
        linhas={linhas}
        rotulo={noFiado ? 'Enviar no fiado' : 'Enviar pedido'}
        enviando={enviar.isPending}
        onEnviar={enviarPedido}
        pronto={!!nome.trim() && (!noFiado || !!fiado)}
      />
    </>
  );
}
