import type { CatalogoResponse, LojaPublica, PedidoAcompanhamento, ProdutoPublicoDetalhe, ProdutoPublicoResponse } from '@vitrine/shared';
import { formatBRL, reaisToCents } from '@vitrine/shared/money';
import { FUSO_DA_LOJA } from '@vitrine/shared/atendimento';
import { NOMES_STATUS_PEDIDO } from '@vitrine/shared/pedido';
import { descreverOpcoes } from '@vitrine/shared/produto';
import { ArrowLeft, ReceiptText, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button, buttonClass } from '../../components/ui/Button';
import { FullPageSpinner } from '../../components/ui/Spinner';
import { api, ApiError } from '../../lib/api';
import { ApagarMeusDados } from '../components/ApagarMeusDados';
import { ErrorScreen } from '../components/ErrorScreen';
import { lojaPath, produtoApiPath, type LojaRef } from '../../lib/public-paths';
import { recordOferta } from '../public-instalar/convite';
import { catalogoRead } from '../public-catalogo/reads';
import { LojaLogo } from '../public-catalogo/LojaHeader';
import { Link, usePublicRoute } from '../router';
import { lojaStyle, usePageTitle } from '../theme';
import { useRead } from '../useRead';
import { readAcompanhamento } from '../acompanhamento/api';
import { readAcompanhamentoSalvo, saveAcompanhamento } from '../acompanhamento/acompanhamento';
import { CartaoFidelidadeCard } from '../acompanhamento/CartaoFidelidadeCard';
import { NotaDoPeso, nomeDaLinha, quantoDaLinha } from '../carrinho/CarrinhoLinhas';
import { countItens, EMPTY_CARRINHO } from '../carrinho/carrinho';
import { readStoredCarrinho, saveStoredCarrinho } from '../carrinho/carrinho-store';
import { clearCliente } from '../checkout/cliente-store';
import { deleteMeusPedidos, useMeusPedidos, type PedidoDoDispositivo } from './meus-pedidos';
import { colocarNoCarrinho, pedirDeNovo, type LinhaDeNovo } from './pedir-de-novo';

const brl = (reais: number) => formatBRL(reaisToCents(reais));
/** The shop's colour on this page's main actions, as on the catalogue's. */
const BOTAO_DA_LOJA =
  'inline-flex h-9 items-center justify-center gap-1.5 rounded-xl bg-(--loja) px-3.5 text-sm font-semibold text-(--loja-texto) shadow-sm transition-[filter] hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--loja) disabled:opacity-60';
const dia = new Intl.DateTimeFormat('pt-BR', {
  timeZone: FUSO_DA_LOJA,
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** What "Pedir de novo" found of an order to put back in the cart. */
type DeNovo = { codigo: string; linhas: LinhaDeNovo[]; avisos: string[] };

const itensNoCarrinho = (lojaId: string) => {
  const itens = countItens(readStoredCarrinho(lojaId).linhas);
  return itens === 1 ? '1 item' : `${itens} itens`;
};

/** /loja/{slug}/pedidos: the orders sent from this device to the shop, with their status, and "Pedir de novo" (issue 14). */
export function MeusPedidosPage() {
  const { lojaRef } = usePublicRoute();
  const { data, error, isPending } = useRead(catalogoRead(lojaRef));
  if (isPending) return <FullPageSpinner label="Carregando pedidos..." />;
  if (!data?.loja) return <ErrorScreen error={error ? 'erro' : 'catalogo-nao-encontrado'} page="catalogo" />;
  return <MeusPedidos lojaRef={lojaRef} catalogo={data} />;
}

/** What the list shows of an order's tracking answer: its status and the customer's loyalty card then. */
type Situacao = Pick<PedidoAcompanhamento, 'status'> & { fidelidade: PedidoAcompanhamento['fidelidade'] };

const situacaoDe = (pedido: PedidoAcompanhamento): Situacao => ({ status: pedido.status, fidelidade: pedido.fidelidade ?? null });

/** Each order's status (and loyalty card) as the server says now, kept on the device; offline, the last one kept. */
function useSituacao(pedidos: PedidoDoDispositivo[]) {
  const [situacao, setSituacao] = useState<Record<string, Situacao>>(() =>
    Object.fromEntries(
      pedidos.flatMap(({ token }) => {
        const salvo = readAcompanhamentoSalvo(token);
        return salvo ? [[token, situacaoDe(salvo.pedido)]] : [];
      }),
    ),
  );
  const tokens = pedidos.map(({ token }) => token).join(' ');
  useEffect(() => {
    let vivo = true;
    for (const token of tokens.split(' ').filter(Boolean)) {
      readAcompanhamento(token)
        .then((pedido) => {
          saveAcompanhamento(token, pedido);
          if (vivo) setSituacao((atual) => ({ ...atual, [token]: situacaoDe(pedido) }));
        })
        .catch(() => {});
    }
    return () => {
      vivo = false;
    };
  }, [tokens]);
  return situacao;
}

/** Today's product, or null when the shop no longer sells it (404: gone or hidden). */
async function produtoDeHoje(ref: LojaRef, id: string): Promise<ProdutoPublicoDetalhe | null> {
  try {
    return (await api<ProdutoPublicoResponse>(produtoApiPath(ref, id), { credentials: 'omit', cache: 'no-store' })).produto;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

function MeusPedidos({ lojaRef, catalogo }: { lojaRef: LojaRef; catalogo: CatalogoResponse }) {
  const { loja } = catalogo;
  const pedidos = useMeusPedidos(loja.lojista_id);
  const situacao = useSituacao(pedidos);
  // The card as the newest order's answer has it: every order of the phone answers the same card.
  const cartao = pedidos[0] ? situacao[pedidos[0].token]?.fidelidade : null;
  const [refeito, setRefeito] = useState<{ codigo: string; avisos: string[]; itens: number } | null>(null);
  // An order to put back while the cart already has something: the customer says whether it replaces or joins it.
  const [perguntar, setPerguntar] = useState<DeNovo | null>(null);
  const pergunta = useRef<HTMLElement>(null);
  // Asked at the top of the page: brought into view and focused, from wherever in the list the tap was.
  useEffect(() => {
    if (perguntar) pergunta.current?.focus();
  }, [perguntar]);
  const [refazendo, setRefazendo] = useState<string | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [confirmarApagar, setConfirmarApagar] = useState(false);
  usePageTitle(`Meus pedidos · ${loja.nome_loja}`, loja.cor_principal);

  async function deNovo(pedido: PedidoDoDispositivo) {
    setRefazendo(pedido.token);
    setErro(null);
    try {
      // Each product as the shop sells it today: one read each, in parallel (the CDN keeps them).
      const ids = [...new Set(pedido.linhas.map(({ id }) => id))];
      const atuais = new Map(await Promise.all(ids.map(async (id) => [id, await produtoDeHoje(lojaRef, id)] as const)));
      const deNovo = { codigo: pedido.codigo, ...pedirDeNovo(pedido.linhas, atuais) };
      setRefeito(null);
      if (deNovo.linhas.length > 0 && readStoredCarrinho(loja.lojista_id).linhas.length > 0) setPerguntar(deNovo);
      else colocar(deNovo, 'juntar');
    } catch {
      setErro('Não foi possível ver os produtos de hoje. Confira sua conexão e tente de novo.');
    } finally {
      setRefazendo(null);
    }
  }

  function colocar({ codigo, linhas, avisos }: DeNovo, modo: 'substituir' | 'juntar') {
    saveStoredCarrinho(loja.lojista_id, colocarNoCarrinho(readStoredCarrinho(loja.lojista_id), linhas, modo));
    setPerguntar(null);
    setRefeito({ codigo, avisos, itens: linhas.reduce((soma, { quantidade }) => soma + quantidade, 0) });
  }

  function apagar() {
    deleteMeusPedidos(loja.lojista_id);
    saveStoredCarrinho(loja.lojista_id, EMPTY_CARRINHO);
    clearCliente();
    for (const { token } of pedidos) localStorage.removeItem(`vitrine:pedido:${token}`);
    recordOferta(loja.lojista_id);
    setConfirmarApagar(false);
    setRefeito(null);
  }

  return (
    <div style={lojaStyle(loja.cor_principal)} className="flex min-h-dvh flex-col bg-slate-50">
      <Cabecalho loja={loja} lojaRef={lojaRef} />
      <main className="mx-auto w-full max-w-xl flex-1 space-y-4 px-4 pt-5 pb-10">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Meus pedidos</h1>
        {perguntar && (
          <section
            ref={pergunta}
            tabIndex={-1}
            role="alertdialog"
            aria-labelledby="de-novo-titulo"
            aria-describedby="de-novo-texto"
            className="scroll-mt-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 focus:outline-none"
            data-testid="pedir-de-novo-pergunta"
          >
            <p id="de-novo-titulo" className="font-semibold text-slate-900">
              Seu carrinho já tem {itensNoCarrinho(loja.lojista_id)}.
            </p>
            <p id="de-novo-texto" className="mt-1 text-sm text-slate-600">
              Colocar o pedido #{perguntar.codigo} no lugar do que está no carrinho, ou junto com ele?
            </p>
            <div className="mt-3 grid gap-2 sm:grid-cols-2">
              <button type="button" className={`${BOTAO_DA_LOJA} h-10`} onClick={() => colocar(perguntar, 'substituir')}>
                Substituir o carrinho
              </button>
              <Button variant="secondary" className="h-10" onClick={() => colocar(perguntar, 'juntar')}>
                Juntar ao carrinho
              </Button>
            </div>
            <button
              type="button"
              onClick={() => setPerguntar(null)}
              className="mt-2 w-full rounded-lg py-2 text-sm font-medium text-slate-600 underline-offset-2 hover:underline"
            >
              Cancelar
            </button>
          </section>
        )}
        {refeito && (
          <section role="status" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="pedir-de-novo">
            <p className="font-semibold text-slate-900">
              {refeito.itens > 0
                ? `Pedido #${refeito.codigo} de novo no carrinho (${refeito.itens} ${refeito.itens === 1 ? 'item' : 'itens'}).`
                : `Nada do pedido #${refeito.codigo} está disponível hoje.`}
            </p>
            {refeito.avisos.length > 0 && (
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-amber-900">
                {refeito.avisos.map((aviso) => (
                  <li key={aviso}>{aviso}</li>
                ))}
              </ul>
            )}
            {refeito.itens > 0 && (
              <Link to={lojaPath(lojaRef)} state={{ abrirCarrinho: true }} className={`${BOTAO_DA_LOJA} mt-3 h-10 w-full`}>
                Ver carrinho e enviar
              </Link>
            )}
          </section>
        )}
        {erro && (
          <p role="alert" className="rounded-xl bg-red-50 px-3.5 py-2.5 text-sm text-red-900 ring-1 ring-red-200">
            {erro}
          </p>
        )}
        {/* The customer's loyalty card at this shop (issue 29), while the shop keeps one. */}
        {cartao && <CartaoFidelidadeCard cartao={cartao} />}
        {pedidos.length === 0 ? (
          <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
            <ReceiptText className="mx-auto size-8 text-slate-300" aria-hidden />
            <p className="mt-2 font-semibold text-slate-900">Nenhum pedido neste aparelho</p>
            <p className="mt-1 text-sm text-slate-500">Os pedidos que você enviar para {loja.nome_loja} daqui aparecem nesta página.</p>
          </div>
        ) : (
          <ul className="space-y-3" data-testid="meus-pedidos">
            {pedidos.map((pedido) => (
              <li key={pedido.token} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                <div className="flex items-baseline justify-between gap-3">
                  <p className="font-semibold text-slate-900">Pedido #{pedido.codigo}</p>
                  <p className="text-sm font-semibold text-slate-900 tabular-nums">{brl(pedido.total)}</p>
                </div>
                <p className="mt-0.5 text-sm text-slate-500">
                  {dia.format(new Date(pedido.criado_em)).replace(',', ' às')}
                  {' · '}
                  <span className="font-medium text-slate-700" data-testid="meu-pedido-status">
                    {situacao[pedido.token] ? NOMES_STATUS_PEDIDO[situacao[pedido.token]!.status] : 'Status indisponível'}
                  </span>
                </p>
                <ul className="mt-2 space-y-0.5 text-sm text-slate-700">
                  {pedido.linhas.map((linha) => (
                    <li key={linha.chave}>
                      {quantoDaLinha(linha)} {nomeDaLinha(linha)}
                      {linha.opcoes.length > 0 && <span className="text-slate-500"> ({descreverOpcoes(linha.opcoes)})</span>}
                    </li>
                  ))}
                </ul>
                <NotaDoPeso linhas={pedido.linhas} />
                <div className="mt-3 flex gap-2">
                  <a href={`/pedido/${encodeURIComponent(pedido.token)}`} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
                    Acompanhar
                  </a>
                  <button
                    type="button"
                    className={BOTAO_DA_LOJA}
                    onClick={() => void deNovo(pedido)}
                    disabled={refazendo !== null || perguntar !== null}
                  >
                    <RotateCcw className="size-4" aria-hidden />
                    {refazendo === pedido.token ? 'Conferindo...' : 'Pedir de novo'}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <section className="pt-4 text-sm text-slate-600">
          <ApagarMeusDados
            aberta={confirmarApagar}
            onAbrir={() => setConfirmarApagar(true)}
            onCancelar={() => setConfirmarApagar(false)}
            onConfirmar={apagar}
            rotulo="Apagar meus dados deste aparelho"
            titulo="Apagar seus dados deste aparelho?"
            confirmar="Apagar"
          >
            O carrinho, seus dados de entrega e o histórico de pedidos de {loja.nome_loja} saem deste aparelho. Os pedidos enviados
            continuam com a loja.
          </ApagarMeusDados>
        </section>
      </main>
    </div>
  );
}

function Cabecalho({ loja, lojaRef }: { loja: LojaPublica; lojaRef: LojaRef }) {
  return (
    <header className="bg-(--loja) text-(--loja-texto)">
      <Link to={lojaPath(lojaRef)} className="mx-auto flex max-w-xl items-center gap-3 px-4 pt-[max(1rem,env(safe-area-inset-top))] pb-4">
        <ArrowLeft className="size-5 shrink-0" aria-hidden />
        <LojaLogo loja={loja} className="size-10 shrink-0 rounded-full text-lg ring-2 ring-white/40" />
        <span className="min-w-0">
          <span className="block truncate text-lg leading-tight font-bold">{loja.nome_loja}</span>
          <span className="block text-sm">Voltar ao catálogo</span>
        </span>
      </Link>
    </header>
  );
}
