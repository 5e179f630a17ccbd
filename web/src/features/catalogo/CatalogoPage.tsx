import type { CatalogoResponse } from '@vitrine/shared';
import { Package, SearchX } from 'lucide-react';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { lojaPath, produtoPath, useRota, type LojaRef } from './api';
import { filtrarProdutos } from './busca';
import { Carrinho } from './carrinho/Carrinho';
import { useCarrinho } from './carrinho/useCarrinho';
import { FalhaTela } from './components/FalhaTela';
import { Filtros, FiltrosAtivos } from './components/Filtros';
import { LojaHeader } from './components/LojaHeader';
import { ProdutoCard } from './components/ProdutoCard';
import { Rodape } from './components/Rodape';
import { useEventosDoCatalogo } from './eventos';
import { tipoDeFalha } from './falhas';
import { catalogoQuery, PRIMEIROS } from './leituras';
import { useCatalogoOffline } from './offline';
import { useBusca, useRestaurarRolagem } from './rotas';
import { estiloDaLoja, useTituloDaPagina } from './tema';
import { useLeitura } from './useLeitura';

/** /loja/{slug} and /catalogo/{lojistaId}: the public catalogue (spec §2). */
export function CatalogoPage() {
  const { lojaRef } = useRota();
  const { data, error, isPending, isFetching, refetch } = useLeitura(catalogoQuery(lojaRef));
  useCatalogoOffline();

  if (isPending) return <CatalogoSkeleton />;
  // A failed refresh while offline keeps what is on screen; a shop that went away or is closed does not.
  if (error && (!data || tipoDeFalha(error) !== 'erro')) {
    return <FalhaTela falha={tipoDeFalha(error)} pagina="catalogo" tentarDeNovo={() => void refetch()} tentando={isFetching} />;
  }
  if (!data?.loja) return <FalhaTela falha="catalogo-nao-encontrado" pagina="catalogo" />;
  return <Catalogo key={lojaPath(lojaRef)} lojaRef={lojaRef} catalogo={data} />;
}

function Catalogo({ lojaRef, catalogo }: { lojaRef: LojaRef; catalogo: CatalogoResponse }) {
  const { loja, produtos, categorias } = catalogo;
  // The filters live in the URL: back from a product page finds them as they were, and a link can carry them.
  const [params, setParams] = useBusca();
  const busca = params.get('q') ?? '';
  const categoria = categorias.find((candidata) => candidata.id === params.get('categoria'));
  const buscaAdiada = useDeferredValue(busca);
  const visiveis = useMemo(() => filtrarProdutos(produtos, buscaAdiada, categoria?.id ?? null), [produtos, buscaAdiada, categoria]);

  const carrinho = useCarrinho(loja.lojista_id, produtos);
  const [carrinhoAberto, setCarrinhoAberto] = useState(false);
  const lista = useRef<HTMLElement>(null);
  useTituloDaPagina(loja.nome_loja, loja.cor_principal);
  useRestaurarRolagem();
  useEventosDoCatalogo(loja.lojista_id);

  function filtrar(mudancas: { q?: string | null; categoria?: string | null }) {
    setParams(
      (atuais) => {
        const proximos = new URLSearchParams(atuais);
        for (const [nome, valor] of Object.entries(mudancas)) {
          if (valor) proximos.set(nome, valor);
          else proximos.delete(nome);
        }
        return proximos;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  function escolherCategoria(categoriaId: string | null) {
    filtrar({ categoria: categoriaId });
    // Far down the grid, a new category starts at its top rather than wherever the old one ended.
    const topo = lista.current?.getBoundingClientRect().top ?? 0;
    if (topo < 0) lista.current?.scrollIntoView({ block: 'start' });
  }

  const limparFiltros = () => filtrar({ q: null, categoria: null });

  return (
    <div style={estiloDaLoja(loja.cor_principal)} className="flex min-h-dvh flex-col bg-slate-50">
      <LojaHeader loja={loja} />
      {produtos.length > 0 && (
        <Filtros
          busca={busca}
          onBusca={(q) => filtrar({ q })}
          categorias={categorias}
          categoriaId={categoria?.id ?? null}
          onCategoria={escolherCategoria}
        />
      )}
      <main ref={lista} className="mx-auto w-full max-w-6xl flex-1 scroll-mt-32 px-3 pt-4 pb-10 sm:px-4 sm:pt-6">
        <h2 className="sr-only">Produtos</h2>
        <FiltrosAtivos
          busca={busca}
          categoria={categoria}
          onLimparBusca={() => filtrar({ q: null })}
          onLimparCategoria={() => filtrar({ categoria: null })}
          total={visiveis.length}
        />
        {produtos.length === 0 ? (
          <EmptyState icon={Package} title="Nenhum produto disponível" text="Esta loja ainda não publicou produtos. Volte em breve!" />
        ) : visiveis.length === 0 ? (
          <EmptyState
            icon={SearchX}
            title="Nenhum produto encontrado"
            text="Tente outra palavra ou escolha outra categoria."
            action={
              <Button variant="secondary" onClick={limparFiltros}>
                Limpar Filtros
              </Button>
            }
          />
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4" data-testid="produtos">
            {visiveis.map((produto, index) => (
              <li key={produto.id} className="flex">
                <ProdutoCard
                  produto={produto}
                  href={produtoPath(lojaRef, produto.id)}
                  textoBotao={loja.texto_botao}
                  onAdicionar={() => carrinho.adicionar(produto)}
                  prioridade={index < PRIMEIROS}
                />
              </li>
            ))}
          </ul>
        )}
      </main>
      <Rodape endereco={loja.endereco} telefone={loja.telefone} comCarrinho />
      <Carrinho lojaRef={lojaRef} loja={loja} carrinho={carrinho} aberto={carrinhoAberto} onAberto={setCarrinhoAberto} />
    </div>
  );
}

function CatalogoSkeleton() {
  return (
    <div className="min-h-dvh bg-slate-50" role="status">
      <span className="sr-only">Carregando catálogo...</span>
      <div className="flex flex-col items-center gap-3 bg-slate-100 px-5 pt-8 pb-8">
        <Skeleton circle className="size-18" />
        <Skeleton className="h-7 w-48" />
        <Skeleton className="h-4 w-64 max-w-full" />
      </div>
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-3">
          <Skeleton className="h-11 w-full" />
        </div>
      </div>
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-3 px-3 pt-4 sm:grid-cols-3 sm:gap-5 sm:px-4 sm:pt-6 lg:grid-cols-4">
        {Array.from({ length: 8 }, (_, index) => (
          <div key={index} className="overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200">
            <div className="aspect-square w-full animate-pulse bg-slate-200 motion-reduce:animate-none" />
            <div className="space-y-2 p-3">
              <Skeleton className="h-4 w-4/5" />
              <Skeleton className="h-5 w-1/3" />
              <Skeleton className="mt-3 h-10 w-full" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
