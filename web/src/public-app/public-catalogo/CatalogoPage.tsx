import type { CatalogoResponse, ProdutoPublico } from '@vitrine/shared';
import { Package } from 'lucide-react';
import { lazy, startTransition, Suspense, useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/Button';
import { EmptyState, NoResults } from '../../components/ui/EmptyState';
import { SkeletonLines, SkeletonMedia } from '../../components/ui/Skeleton';
import { ErrorScreen, ReadErrorScreen } from '../components/ErrorScreen';
import { Footer } from '../components/Footer';
import { FORMATO_AMPLIADO, cardapioPath } from '@vitrine/shared/page-file-paths';
import { falhaTomaAPagina } from '../errors';
import { useCatalogoOffline, useSemConexao } from '../offline';
import { AvisoSemConexao } from '../components/AvisoSemConexao';
import { lojaPath, type LojaRef } from '../../lib/public-paths';
import { useCatalogoEventos } from '../public-eventos';
import { Carrinho, useCarrinho, type CarrinhoSheetProps } from '../carrinho';
import { esquecerMesaDaAba } from '../mesa/mesa-da-aba';
import { useLocation, usePublicRoute, useScrollRestoration, useSearchParams } from '../router';
import { usePageTitle } from '../theme';
import { useRead } from '../useRead';
import { abasDoCatalogo, secoesDoCardapio } from './secoes';
import { CardapioSecoes, CatalogoMoldura, ProdutosGrid, secoesDaPrimeiraTela } from './Cardapio';
import { desenhandoPrimeiraTela } from '../primeira-tela';
import { ActiveFilters, CatalogoFilters } from './Filters';
import { useConvite } from '../public-instalar/useConvite';
import { useAoChegarPerto, useBusca, usePaginas } from './paginas';
import { useSecaoAtiva } from './useSecaoAtiva';
import { catalogoRead, FIRST_CARDS } from './reads';
import { loadProdutoPageOnIntent } from './load-produto-page';
import { filterProdutos } from '@vitrine/shared/catalogo';

// Shown to few visits, once: its own chunk, outside the catalogue's first download.
const ConviteInstalar = lazy(() => import('../public-instalar/ConviteInstalar').then((m) => ({ default: m.ConviteInstalar })));

/** /loja/{slug} and /catalogo/{lojaId}: the public catalogue (spec §2). */
export function CatalogoPage() {
  const { lojaRef } = usePublicRoute();
  const catalogo = useRead(catalogoRead(lojaRef));
  useCatalogoOffline();
  // The shop's own catalogue in this tab: its product pages are delivery ones again, not the table's.
  useEffect(() => esquecerMesaDaAba(lojaRef), [lojaRef]);

  if (catalogo.isPending) return <CatalogoSkeleton />;
  if (falhaTomaAPagina(catalogo)) return <ReadErrorScreen read={catalogo} page="catalogo" />;
  if (!catalogo.data?.loja) return <ErrorScreen error="catalogo-nao-encontrado" page="catalogo" />;
  return <Catalogo key={lojaPath(lojaRef)} lojaRef={lojaRef} catalogo={catalogo.data} />;
}

/**
 * The catalogue at a table (issue 44, mesa/MesaPage.tsx): the same menu, with the table's own cart,
 * the table in the header in place of the service settings, and its own cart sheet.
 */
export interface ModoMesa {
  /** The cart's key (mesa-da-aba.ts, carrinhoDaMesa): never the shop's delivery cart. */
  carrinhoId: string;
  /** What the header shows in place of the service settings and "Meus pedidos". */
  cabecalho: ReactNode;
  sheet: (props: CarrinhoSheetProps) => ReactNode;
}

export function Catalogo({ lojaRef, catalogo, mesa }: { lojaRef: LojaRef; catalogo: CatalogoResponse; mesa?: ModoMesa }) {
  const { loja, categorias } = catalogo;
  // Hydrating the server's first screen (primeira-tela.ts): this render draws just what it drew;
  // the rest of the menu, the footer and the cart come in the next one, in slices.
  const [primeiraTela, setPrimeiraTela] = useState(desenhandoPrimeiraTela);
  useEffect(() => {
    if (primeiraTela) startTransition(() => setPrimeiraTela(false));
  }, [primeiraTela]);
  useEffect(loadProdutoPageOnIntent, []);
  // The filters live in the URL: back from a product page finds them as they were, and a link can carry them.
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const categoria = categorias.find((candidata) => candidata.id === params.get('categoria'));
  const deferredSearch = useDeferredValue(search);

  // A catalogue of several pages: the next page as the customer scrolls, filters answered by the server.
  const paginas = usePaginas(loja.lojista_id, catalogo.paginas ?? []);
  const emPaginas = paginas.temMais || paginas.produtos.length > 0;
  const filtrando = deferredSearch.trim() !== '' || categoria !== undefined;
  const busca = useBusca(loja.lojista_id, deferredSearch, categoria?.id ?? null, emPaginas && filtrando);
  const produtos = useMemo(() => {
    // A page republished while the customer scrolled may repeat a product: it shows once.
    const vistos = new Set<string>();
    return [...catalogo.produtos, ...paginas.produtos].filter(({ id }) => !vistos.has(id) && vistos.add(id));
  }, [catalogo.produtos, paginas.produtos]);
  const filtrados = useMemo(() => filterProdutos(produtos, deferredSearch, categoria?.id ?? null), [produtos, deferredSearch, categoria]);
  const visible = emPaginas && filtrando ? (busca.produtos ?? []) : filtrados;
  const mais = emPaginas && filtrando ? busca : { ...paginas, tentarDeNovo: paginas.carregarMais };
  // Not while hydrating: the sentinel comes with the rest of the menu.
  const sentinela = useAoChegarPerto(
    () => void mais.carregarMais(),
    !primeiraTela && mais.temMais && !mais.erro && !mais.carregando,
    visible.length,
  );

  // Unfiltered, the catalogue is a menu: its sections, and tabs that jump to them and follow the scroll.
  const secoes = useMemo(() => secoesDoCardapio(produtos, categorias, emPaginas), [produtos, categorias, emPaginas]);
  const barra = useRef<HTMLDivElement>(null);
  const comAbasDeSecao = !emPaginas && secoes.length > 1;
  const { ativa, irPara } = useSecaoAtiva(comAbasDeSecao && !filtrando ? secoes.map(({ chave }) => chave) : [], barra);
  // A tab tapped while filtering clears the filters: its jump waits for the sections to be back on the page.
  const pularPara = useRef<string | null>(null);
  useEffect(() => {
    if (pularPara.current && !filtrando) {
      irPara(pularPara.current);
      pularPara.current = null;
    }
  }, [filtrando, irPara]);

  const carrinho = useCarrinho(mesa?.carrinhoId ?? loja.lojista_id, produtos);
  const convite = useConvite(loja.lojista_id);
  // "Ver carrinho e enviar" (Meus pedidos) comes here to open the cart; back or forward to that entry later does not.
  const { state, action } = useLocation();
  const [carrinhoOpen, setCarrinhoOpen] = useState(
    () => action !== 'POP' && (state as { abrirCarrinho?: boolean } | null)?.abrirCarrinho === true,
  );
  const semConexao = useSemConexao();
  const list = useRef<HTMLElement>(null);
  usePageTitle(loja.nome_loja, loja.cor_principal);
  useScrollRestoration();
  useCatalogoEventos(loja.lojista_id);

  function filter(changes: { q?: string | null; categoria?: string | null }) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  function chooseCategoria(categoriaId: string | null) {
    filter({ categoria: categoriaId });
    // Far down the grid, a new category starts at its top rather than wherever the old one ended.
    const top = list.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) list.current?.scrollIntoView({ block: 'start' });
  }

  const clearFilters = () => filter({ q: null, categoria: null });

  const abas = abasDoCatalogo(secoes, categorias, emPaginas);
  const abaAtiva = emPaginas ? (categoria ? `categoria-${categoria.id}` : 'todas') : filtrando ? null : ativa;

  function escolherAba(chave: string) {
    if (emPaginas) {
      chooseCategoria(categorias.find(({ id }) => `categoria-${id}` === chave)?.id ?? null);
    } else if (filtrando || search) {
      pularPara.current = chave;
      clearFilters();
    } else {
      irPara(chave);
    }
  }

  const adicionar = (produto: ProdutoPublico) => carrinho.add(produto);
  return (
    <CatalogoMoldura
      loja={loja}
      lojaRef={lojaRef}
      mesa={mesa?.cabecalho}
      mainRef={list}
      barra={
        produtos.length > 0 && (
          <CatalogoFilters
            ref={barra}
            search={search}
            onSearch={(q) => filter({ q })}
            abas={abas}
            abaAtiva={abaAtiva}
            onAba={escolherAba}
          />
        )
      }
      depois={
        !primeiraTela && (
          <>
            <Footer
              endereco={loja.endereco}
              telefone={loja.telefone}
              cardapioGrande={cardapioPath(lojaRef, FORMATO_AMPLIADO)}
              withCarrinho={carrinho.itens > 0}
            />
            <Carrinho
              lojaRef={lojaRef}
              loja={loja}
              carrinho={carrinho}
              produtos={produtos}
              open={carrinhoOpen}
              onOpenChange={setCarrinhoOpen}
              sheet={mesa?.sheet}
            />
            {/* At a table the customer orders through the table's QR code, not an installed app. */}
            {convite.modo && !mesa && (
              <Suspense fallback={null}>
                <ConviteInstalar loja={loja} modo={convite.modo} onClose={convite.fechar} />
              </Suspense>
            )}
          </>
        )
      }
    >
      {semConexao && <AvisoSemConexao />}
      {produtos.length === 0 ? (
        <EmptyState icon={Package} title="Nenhum produto disponível" text="Esta loja ainda não publicou produtos. Volte em breve!" />
      ) : filtrando ? (
        <>
          <h2 className="sr-only">Produtos</h2>
          <ActiveFilters
            search={search}
            categoria={categoria}
            onClearSearch={() => filter({ q: null })}
            onClearCategoria={() => filter({ categoria: null })}
            total={emPaginas ? busca.total : visible.length}
          />
          {emPaginas && busca.produtos === null ? (
            <ProdutosCarregando />
          ) : visible.length === 0 ? (
            <NoResults
              title="Nenhum produto encontrado"
              text="Tente outra palavra ou escolha outra categoria."
              clear="Limpar filtros"
              onClear={clearFilters}
            />
          ) : (
            <ProdutosGrid produtos={visible} lojaRef={lojaRef} onAdd={adicionar} prioritarios={FIRST_CARDS} testId="produtos" />
          )}
        </>
      ) : (
        <CardapioSecoes secoes={primeiraTela ? secoesDaPrimeiraTela(secoes) : secoes} lojaRef={lojaRef} onAdd={adicionar} />
      )}
      {!primeiraTela && (mais.temMais || mais.erro) && (
        <div ref={sentinela} className="flex flex-col items-center gap-2 pt-6" aria-live="polite">
          {mais.erro && <p className="text-sm text-slate-600">{mais.erro}</p>}
          <Button variant="secondary" onClick={mais.erro ? mais.tentarDeNovo : () => void mais.carregarMais()} disabled={mais.carregando}>
            {mais.carregando ? 'Carregando...' : mais.erro ? 'Tentar de novo' : 'Ver mais produtos'}
          </Button>
        </div>
      )}
    </CatalogoMoldura>
  );
}

/** While the server searches every page: the grid's shape, so nothing jumps when the answer comes. */
function ProdutosCarregando() {
  return (
    <div role="status" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4">
      <span className="sr-only">Buscando produtos...</span>
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="aspect-[3/4] animate-pulse rounded-2xl bg-slate-200 motion-reduce:animate-none" />
      ))}
    </div>
  );
}

function CatalogoSkeleton() {
  return (
    <div className="min-h-dvh bg-slate-50" role="status">
      <span className="sr-only">Carregando catálogo...</span>
      <div className="bg-slate-100">
        <SkeletonMedia
          media="size-14 sm:size-20"
          circle
          lines={['h-6 w-48 max-w-full', 'h-4 w-64 max-w-full']}
          className="mx-auto max-w-6xl gap-3 px-4 pt-3 pb-3 sm:gap-5 sm:pt-8 sm:pb-7"
        />
      </div>
      <div className="border-b border-slate-200 bg-white">
        <SkeletonLines className="mx-auto max-w-6xl space-y-2 px-3 py-2 sm:px-4 sm:pt-3" lines={['h-10 w-full', 'h-8 w-2/3']} />
      </div>
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-3 px-3 pt-4 sm:grid-cols-3 sm:gap-5 sm:px-4 sm:pt-6 lg:grid-cols-4">
        {Array.from({ length: 8 }, (_, index) => (
          <div key={index} className="overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200">
            <div className="aspect-[3/2] w-full animate-pulse bg-slate-200 motion-reduce:animate-none sm:aspect-square" />
            <SkeletonLines className="space-y-2 p-3" lines={['h-4 w-4/5', 'h-5 w-1/3', 'mt-3 h-10 w-full']} />
          </div>
        ))}
      </div>
    </div>
  );
}
