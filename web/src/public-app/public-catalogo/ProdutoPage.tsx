import type { LojaPublica, ProdutoPublicoDetalhe } from '@vitrine/shared';
import { centsToReais, formatBRL, reaisToCents } from '@vitrine/shared/money';
import {
  escolhaAVariacao,
  formatPeso,
  nomeComVariacao,
  OBSERVACAO_ITEM_MAX,
  precoDaVariacao,
  precoDoPeso,
  resolveOpcoes,
} from '@vitrine/shared/produto';
import { ArrowLeft, Share2, ShoppingBag, type LucideIcon } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Skeleton, SkeletonLines } from '../../components/ui/Skeleton';
import { ErrorScreen, ReadErrorScreen } from '../components/ErrorScreen';
import { Footer } from '../components/Footer';
import { Galeria } from '../components/Galeria';
import { QuantidadeStepper } from '../components/QuantidadeStepper';
import { falhaTomaAPagina } from '../errors';
import { useCatalogoOffline } from '../offline';
import { lojaPath, produtoPath, type LojaRef } from '../../lib/public-paths';
import { useCatalogoEventos } from '../public-eventos';
import { QUANTIDADE_MAX, useCarrinho } from '../carrinho';
import { Link, navigate, useLocation, usePublicRoute, useScrollRestoration } from '../router';
import { lojaStyle, usePageTitle } from '../theme';
import { toast } from '../toast';
import { useRead } from '../useRead';
import { carrinhoDaMesa, mesaDaAba, paginaDaMesa, type MesaDaAba } from '../mesa/mesa-da-aba';
import { LojaLogo } from './LojaHeader';
import { exemploDeObservacao } from './observacao';
import { OpcoesDoProduto, type Escolhidos } from './OpcoesDoProduto';
import { opcoesDaLinha, resolverCombo, type EscolhasDoCombo } from './combo';
import { ItensDoCombo } from './ItensDoCombo';
import { PesoDoProduto } from './PesoDoProduto';
import { EsgotadoBadge, PrecoDoProduto } from './Preco';
import { limiteDaQuantidade } from './quantidade';
import { opcoesPendentes, produtoFromCatalogo, produtoRead } from './reads';
import { eixosPendentes, imagemDosValores, nenhumValor, todasEsgotadas, variacaoDosValores, type ValoresEscolhidos } from './variacoes';
import { VariacoesDoProduto } from './VariacoesDoProduto';

const LINK_COPIED = 'Link copiado para a área de transferência!';

/** /loja/{slug}/produto/{id} and /catalogo/{lojaId}/produto/{id}: one screen for both (spec §2). */
export function ProdutoPage() {
  const { lojaRef, produtoId } = usePublicRoute();
  // Opened from a table's menu (issue 44): the table's cart, and back to the table.
  const [mesa] = useState(() => mesaDaAba(lojaRef));
  const catalogoPath = mesa ? paginaDaMesa(lojaRef, mesa) : lojaPath(lojaRef);
  // Opened from the grid: the catalogue already read has the product, so the page shows at once.
  const leitura = useRead(produtoRead(lojaRef, produtoId), () => produtoFromCatalogo(lojaRef, produtoId));
  useCatalogoOffline();

  if (leitura.isPending) return <ProdutoSkeleton />;
  if (falhaTomaAPagina(leitura)) return <ReadErrorScreen read={leitura} page="produto" catalogoPath={catalogoPath} />;
  const { data } = leitura;
  if (!data?.produto || !data.loja) return <ErrorScreen error="produto-nao-encontrado" page="produto" catalogoPath={catalogoPath} />;
  return <Produto key={data.produto.id} lojaRef={lojaRef} produto={data.produto} loja={data.loja} mesa={mesa} catalogo={catalogoPath} />;
}

function Produto({
  lojaRef,
  produto,
  loja,
  mesa,
  catalogo,
}: {
  lojaRef: LojaRef;
  produto: ProdutoPublicoDetalhe;
  loja: LojaPublica;
  mesa: MesaDaAba | null;
  /** The catalogue's page, or the table's. */
  catalogo: string;
}) {
  const produtos = useMemo(() => [produto], [produto]);
  const carrinho = useCarrinho(mesa ? carrinhoDaMesa(loja.lojista_id, mesa.id) : loja.lojista_id, produtos);
  const [quantidade, setQuantidade] = useState(1);
  const [escolhidos, setEscolhidos] = useState<Escolhidos>({});
  const [observacao, setObservacao] = useState('');
  // Issue 47: a combo's items' choices, by item.
  const [escolhasDoCombo, setEscolhasDoCombo] = useState<EscolhasDoCombo>({});
  const itensDoCombo = produto.itens_do_combo ?? [];
  const combo = itensDoCombo.length > 0 ? resolverCombo(itensDoCombo, escolhasDoCombo) : null;
  // Issue 30: a grade's chosen values (one per axis), and a weighed product's grams, from its minimum.
  // The listing's copy shown first has neither grade nor steps: both are read from the product's own answer when it comes.
  const variacoes = produto.variacoes ?? null;
  const [escolhidosDaGrade, setValores] = useState<ValoresEscolhidos>([]);
  const valores = variacoes ? nenhumValor(variacoes).map((_, eixo) => escolhidosDaGrade[eixo] ?? null) : [];
  const porPeso = produto.unidade === 'kg';
  const passo = produto.passo_gramas ?? 100;
  const minimo = produto.minimo_gramas ?? passo;
  const [gramasEscolhidos, setGramas] = useState<number | null>(null);
  const gramas = gramasEscolhidos ?? minimo;
  const { state } = useLocation();
  const observacaoId = useId();
  // A catalogue published before issue 13 lacks these: no options, not sold out.
  const opcoes = produto.opcoes ?? [];
  const esgotado = produto.esgotado === true || (variacoes !== null && todasEsgotadas(variacoes));
  const carregando = opcoesPendentes(produto);
  const variacao = variacoes && variacaoDosValores(variacoes, valores);
  const pendentes = variacoes ? eixosPendentes(variacoes, valores) : [];
  // The stepper stops at the units left and the order's maximum, counting what the cart already holds.
  const noCarrinho = carrinho.linhas.filter((linha) => linha.id === produto.id);
  const soma = (linhas: typeof noCarrinho) => linhas.reduce((total, linha) => total + linha.quantidade, 0);
  const limite = limiteDaQuantidade({
    pedida: quantidade,
    restam: variacoes ? variacao?.restam : produto.restam,
    maximo: produto.maximo_por_pedido,
    naVariacao: variacao ? soma(noCarrinho.filter((linha) => linha.variacao?.id === variacao.id)) : soma(noCarrinho),
    noProduto: soma(noCarrinho),
    maximoDaLinha: QUANTIDADE_MAX,
  });
  const precoPromocional = produto.preco_promocional ?? null;
  // The same check and price as the server's: the variant's price (or the weight's) and the choices; the first missing one says why adding waits.
  const baseCentavos = reaisToCents(precoDaVariacao({ preco: produto.preco, preco_promocional: precoPromocional }, variacao ?? null));
  // A combo's items' choices add to its own price (their surcharges times their units).
  const resolvido = resolveOpcoes(
    { nome: produto.nome, preco: produto.preco, preco_promocional: precoPromocional, opcoes },
    Object.entries(escolhidos).map(([grupo, itens]) => ({ grupo, itens })),
    (porPeso ? precoDoPeso(baseCentavos, gramas) : baseCentavos) + (combo?.acrescimoCentavos ?? 0),
  );
  const motivo = esgotado
    ? 'Produto esgotado'
    : carregando
      ? 'Carregando opções...'
      : pendentes.length > 0
        ? escolhaAVariacao(pendentes)
        : variacao?.esgotado
          ? `${nomeComVariacao(produto.nome, variacao)} está esgotado.`
          : !resolvido.ok
            ? resolvido.erro.replace(` de ${produto.nome}.`, '.')
            : (combo?.motivo ?? limite.motivo);
  // The chosen variant's picture first (or the first of the chosen colour's), then the product's.
  const imagemDaVariacao = variacoes ? imagemDosValores(variacoes, valores) : null;
  const imagensDoProduto = produto.imagens?.length ? produto.imagens : [produto.imagem_url].filter(Boolean);
  const imagens = imagemDaVariacao ? [imagemDaVariacao, ...imagensDoProduto.filter((url) => url !== imagemDaVariacao)] : imagensDoProduto;
  const nomeDaLinha = nomeComVariacao(produto.nome, variacao);
  usePageTitle(`${produto.nome} — ${loja.nome_loja}`, loja.cor_principal);
  useCatalogoEventos(loja.lojista_id, produto.id);

  // Back to the grid where it was (scroll and filters) when we came from it; else to the catalogue's top.
  const fromCatalogo = (state as { fromCatalogo?: boolean } | null)?.fromCatalogo === true;
  const back = () => navigate(fromCatalogo ? -1 : catalogo);
  useScrollRestoration();

  function add() {
    if (!resolvido.ok || motivo) return;
    const escolha = {
      opcoes: opcoesDaLinha(resolvido.opcoes, opcoes),
      observacao,
      ...(combo && { combo: combo.itens }),
      ...(variacao && {
        variacao: { id: variacao.id, valores: variacao.valores, preco: variacao.preco },
        imagem_url: variacao.imagem_url ?? undefined,
      }),
      ...(porPeso && { gramas }),
    };
    carrinho.add(produto, porPeso ? 1 : limite.quantidade, escolha);
    toast.success(porPeso ? `≈ ${formatPeso(gramas)} de ${produto.nome} no carrinho` : `${limite.quantidade} × ${nomeDaLinha} no carrinho`);
    // Back to the menu where the customer was, whose cart bar leads on (as the best delivery apps do), not a reset form.
    back();
  }

  async function share() {
    const url = window.location.origin + produtoPath(lojaRef, produto.id);
    if (navigator.share) {
      try {
        await navigator.share({ title: produto.nome, text: `${produto.nome} — ${loja.nome_loja}`, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return; // the customer closed the share sheet
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(LINK_COPIED);
    } catch {
      toast.error('Não foi possível copiar o link.', { description: url });
    }
  }

  return (
    <div style={lojaStyle(loja.cor_principal)} className="flex min-h-dvh flex-col bg-white md:bg-slate-50">
      <header className="sticky top-0 z-20 bg-(--loja) pt-[env(safe-area-inset-top)] text-(--loja-texto) shadow-sm">
        <div className="mx-auto flex h-14 max-w-5xl items-center gap-1 px-2 sm:px-4">
          <BotaoDoTopo icon={ArrowLeft} nome="Voltar ao catálogo" onClick={back} />
          <Link to={catalogo} className="flex min-w-0 flex-1 items-center gap-2 rounded-xl px-1.5 py-1 hover:bg-black/10">
            <LojaLogo loja={loja} className="size-8 shrink-0 rounded-full text-sm ring-1 ring-white/40" />
            <span className="truncate font-semibold">{loja.nome_loja}</span>
            {mesa && (
              <span className="shrink-0 rounded-full bg-black/15 px-2 py-0.5 text-sm font-semibold" data-testid="produto-mesa">
                {mesa.nome}
              </span>
            )}
          </Link>
          {/* The page's one share button: in the sticky header, under no toast. */}
          <BotaoDoTopo icon={Share2} nome="Compartilhar produto" rotulo="Compartilhar" onClick={share} />
        </div>
      </header>

      <main className="mx-auto w-full max-w-5xl flex-1 md:grid md:grid-cols-2 md:items-start md:gap-10 md:px-6 md:py-10">
        <div className="relative md:sticky md:top-24">
          <Galeria
            key={imagens[0] ?? ''}
            imagens={imagens}
            alt={produto.nome}
            className="md:rounded-3xl md:shadow-sm md:ring-1 md:ring-slate-200"
          />
          {esgotado && <EsgotadoBadge className="absolute top-3 left-3 text-sm" />}
        </div>
        <div className="px-4 pt-5 pb-8 md:rounded-3xl md:bg-white md:p-8 md:shadow-sm md:ring-1 md:ring-slate-200">
          <h1 className="text-2xl leading-tight font-bold tracking-tight text-slate-900 sm:text-3xl">{produto.nome}</h1>
          <PrecoDoProduto
            // A variant's own price is its price: the product's promotion is not shown against it.
            produto={variacao?.preco != null ? { ...produto, preco_promocional: null } : produto}
            unitario={
              // By kg the price stays per kg (the stepper says the weight's); else it follows the variant and the choices.
              !porPeso && resolvido.ok && (opcoes.length > 0 || variacao || combo)
                ? centsToReais(resolvido.preco_unitario_centavos)
                : undefined
            }
            className="mt-2 text-2xl"
          />
          {esgotado && (
            <p className="mt-3 rounded-xl bg-slate-100 px-3 py-2 text-sm font-medium text-slate-700" role="status">
              Produto esgotado no momento. Volte em breve!
            </p>
          )}
          {produto.descricao && <p className="mt-4 leading-relaxed break-words whitespace-pre-line text-slate-600">{produto.descricao}</p>}

          {!esgotado && (
            <div className="mt-6 space-y-4">
              {combo && <ItensDoCombo itens={itensDoCombo} escolhas={escolhasDoCombo} onChange={setEscolhasDoCombo} />}
              {variacoes && <VariacoesDoProduto variacoes={variacoes} escolhidos={valores} onChange={setValores} />}
              {porPeso && !carregando && (
                <PesoDoProduto
                  gramas={gramas}
                  onChange={setGramas}
                  passo={passo}
                  minimo={minimo}
                  precoCentavos={resolvido.ok ? resolvido.preco_unitario_centavos : precoDoPeso(baseCentavos, gramas)}
                />
              )}
              {carregando ? (
                <Skeleton className="h-32 w-full" />
              ) : (
                opcoes.length > 0 && <OpcoesDoProduto opcoes={opcoes} escolhidos={escolhidos} onChange={setEscolhidos} />
              )}
              <div>
                <label htmlFor={observacaoId} className="text-sm font-semibold text-slate-800">
                  Alguma observação?
                </label>
                <textarea
                  id={observacaoId}
                  value={observacao}
                  onChange={(event) => setObservacao(event.target.value)}
                  maxLength={OBSERVACAO_ITEM_MAX}
                  rows={2}
                  placeholder={exemploDeObservacao(produto)}
                  className="mt-1 block w-full resize-none rounded-xl border-0 px-3 py-2 text-base text-slate-900 ring-1 ring-slate-300 placeholder:text-slate-400 focus:ring-2 focus:ring-(--loja) focus:outline-none"
                />
                <p className="mt-1 text-right text-xs text-slate-500 tabular-nums">
                  {observacao.length}/{OBSERVACAO_ITEM_MAX}
                </p>
              </div>
            </div>
          )}

          {/* On a phone, stuck to the bottom of the screen while the page scrolls: 'Adicionar' and the price are always in view, however long the description and the options. */}
          <div
            className="sticky bottom-0 z-10 -mx-4 mt-6 flex flex-wrap items-center gap-2 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur md:static md:mx-0 md:gap-3 md:border-slate-100 md:bg-transparent md:px-0 md:pt-6 md:pb-0 md:backdrop-blur-none"
            data-testid="adicionar-barra"
          >
            {/* A weight is one piece: its stepper is above. */}
            {!porPeso && (
              <QuantidadeStepper
                value={limite.quantidade}
                onChange={setQuantidade}
                min={1}
                max={Math.max(1, limite.max)}
                label="Quantidade"
              />
            )}
            <button
              type="button"
              onClick={add}
              disabled={motivo !== null}
              aria-describedby={motivo ? `${observacaoId}-motivo` : undefined}
              className="inline-flex h-12 min-w-0 flex-1 items-center justify-center gap-2 rounded-xl bg-(--loja) px-3 font-semibold whitespace-nowrap text-(--loja-texto) shadow-sm ring-1 ring-black/5 transition-[filter,transform] hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--loja) active:scale-[0.98] disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:brightness-100 motion-reduce:transition-none"
            >
              <ShoppingBag className="hidden size-5 shrink-0 sm:block" aria-hidden />
              <span>Adicionar</span>
              {resolvido.ok && !esgotado && (
                <span className="tabular-nums">
                  <span aria-hidden>· </span>
                  {formatBRL(resolvido.preco_unitario_centavos * (porPeso ? 1 : limite.quantidade))}
                </span>
              )}
            </button>
            {motivo ? (
              <p id={`${observacaoId}-motivo`} className="w-full text-sm font-medium text-slate-600" data-testid="adicionar-motivo">
                {motivo}
              </p>
            ) : (
              limite.aviso && (
                <p className="w-full text-sm font-semibold text-amber-700" role="status" data-testid="quantidade-aviso">
                  {limite.aviso}
                </p>
              )
            )}
          </div>

          <Button variant="secondary" onClick={back} className="mt-3">
            <ArrowLeft className="size-4" aria-hidden />
            Mais produtos
          </Button>
        </div>
      </main>

      <Footer endereco={loja.endereco} telefone={loja.telefone} />
    </div>
  );
}

function ProdutoSkeleton() {
  return (
    <div className="min-h-dvh bg-white" role="status">
      <span className="sr-only">Carregando produto...</span>
      <div className="h-14 bg-slate-100" />
      <div className="mx-auto max-w-5xl md:grid md:grid-cols-2 md:gap-10 md:px-6 md:py-10">
        <div className="aspect-square w-full animate-pulse bg-slate-200 motion-reduce:animate-none md:rounded-3xl" />
        <SkeletonLines className="space-y-3 px-4 pt-5" lines={['h-8 w-3/4', 'h-7 w-1/3', 'h-4 w-full', 'h-4 w-5/6', 'mt-6 h-12 w-full']} />
      </div>
    </div>
  );
}

/** A button of the page's coloured bar: its icon, and from tablets on its words (`rotulo`, `nome` unless given). */
function BotaoDoTopo({
  icon: Icon,
  nome,
  rotulo = nome,
  onClick,
}: {
  icon: LucideIcon;
  nome: string;
  rotulo?: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex h-10 min-w-10 shrink-0 items-center justify-center gap-2 rounded-xl px-2.5 font-medium hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-current"
      aria-label={nome}
    >
      <Icon className="size-5" aria-hidden />
      <span className="hidden sm:inline">{rotulo}</span>
    </button>
  );
}
