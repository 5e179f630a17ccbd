import type { CatalogoResponse, LojaPublica, ProdutoPublico } from '@vitrine/shared';
import type { ReactNode, Ref } from 'react';
import { produtoPath, type LojaRef } from '../../lib/public-paths';
import { lojaStyle } from '../theme';
import { abasDoCatalogo, secaoId, secoesDoCardapio, type Secao } from './secoes';
import { CatalogoFilters } from './Filters';
import { LojaHeader } from './LojaHeader';
import { ProdutoCard } from './ProdutoCard';
import { FIRST_CARDS } from './reads';

/**
 * The catalogue page's markup without its state: the page (CatalogoPage) renders it in the
 * browser, and the `preview` function renders its first screen into the HTML it answers
 * (ssr.tsx), so the shop paints before any JavaScript and the app takes over the same boxes. No
 * browser API at render time here: this runs on the server too.
 */

/** The page's frame in the shop colour: header, the sticky bar, the products, and what follows them. */
export function CatalogoMoldura({
  loja,
  lojaRef,
  mesa,
  barra,
  mainRef,
  depois,
  children,
}: {
  loja: LojaPublica;
  lojaRef: LojaRef;
  /** At a table (issue 44): the table's part of the header (LojaHeader's `mesa`). */
  mesa?: ReactNode;
  barra: ReactNode;
  mainRef?: Ref<HTMLElement>;
  depois?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div style={lojaStyle(loja.cor_principal)} className="flex min-h-dvh flex-col bg-slate-50">
      <LojaHeader loja={loja} lojaRef={lojaRef} mesa={mesa} />
      {barra}
      <main ref={mainRef} className="mx-auto w-full max-w-6xl flex-1 scroll-mt-32 px-3 pt-3 pb-10 sm:px-4 sm:pt-6">
        {children}
      </main>
      {depois}
    </div>
  );
}

/** How many cards come before each section. */
const cartoesAntes = (secoes: Secao[]) =>
  secoes.map((_, indice) => secoes.slice(0, indice).reduce((soma, secao) => soma + secao.produtos.length, 0));

/** The menu's sections: 'Destaques' on its own, the others under `produtos` (the catalogue itself). */
export function CardapioSecoes({
  secoes,
  lojaRef,
  onAdd,
}: {
  secoes: Secao[];
  lojaRef: LojaRef;
  onAdd: (produto: ProdutoPublico) => void;
}) {
  const destaques = secoes[0]?.chave === 'destaques' ? secoes[0] : undefined;
  const outras = destaques ? secoes.slice(1) : secoes;
  // A menu of one unnamed section ('Outros', or a shop in pages' 'Todos os produtos' alone) needs no title.
  const comTitulos = secoes.length > 1 || (secoes[0] !== undefined && !['outros', 'todos'].includes(secoes[0].chave));
  // The first cards' pictures load at once, in the order the page shows them (reads.ts preloads the same).
  const antes = cartoesAntes(secoes);
  const grade = (secao: Secao, indice: number) => (
    <ProdutosGrid produtos={secao.produtos} lojaRef={lojaRef} onAdd={onAdd} prioritarios={Math.max(0, FIRST_CARDS - antes[indice]!)} />
  );
  return (
    <>
      {destaques && (
        <SecaoDoCardapio secao={destaques} comTitulo testId="destaques">
          {grade(destaques, 0)}
        </SecaoDoCardapio>
      )}
      <div data-testid="produtos">
        {outras.map((secao, indice) => (
          <SecaoDoCardapio key={secao.chave} secao={secao} comTitulo={comTitulos}>
            {grade(secao, indice + (destaques ? 1 : 0))}
          </SecaoDoCardapio>
        ))}
      </div>
    </>
  );
}

/** One section of the menu: its title (the tab's target) and its cards. */
function SecaoDoCardapio({
  secao,
  comTitulo,
  testId,
  children,
}: {
  secao: Secao;
  comTitulo: boolean;
  testId?: string;
  children: ReactNode;
}) {
  const id = secaoId(secao.chave);
  return (
    <section
      id={id}
      aria-labelledby={comTitulo ? `${id}-titulo` : undefined}
      data-testid={testId}
      className="mb-6 scroll-mt-32 last:mb-0 sm:mb-10"
    >
      {comTitulo && (
        <h2 id={`${id}-titulo`} className="mb-2 text-base font-bold tracking-tight text-slate-900 sm:mb-4 sm:text-xl">
          {secao.nome}
        </h2>
      )}
      {children}
    </section>
  );
}

/** The cards of a section, or of the filtered list; the first `prioritarios` load their pictures at once. */
export function ProdutosGrid({
  produtos,
  lojaRef,
  onAdd,
  prioritarios,
  testId,
}: {
  produtos: ProdutoPublico[];
  lojaRef: LojaRef;
  onAdd: (produto: ProdutoPublico) => void;
  prioritarios: number;
  testId?: string;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4" data-testid={testId}>
      {produtos.map((produto, index) => (
        <li key={produto.id} className="flex">
          <ProdutoCard
            produto={produto}
            href={produtoPath(lojaRef, produto.id)}
            onAdd={() => onAdd(produto)}
            priority={index < prioritarios}
          />
        </li>
      ))}
    </ul>
  );
}

/** Cards in the server's HTML: the first screen of a phone or a desktop, and little more (the HTML stays small). */
export const CARTOES_NO_HTML = 8;

const nada = () => {};

/** The sections as the first screen shows them: their first `CARTOES_NO_HTML` cards in all. */
export function secoesDaPrimeiraTela(secoes: Secao[]): Secao[] {
  const antes = cartoesAntes(secoes);
  return secoes
    .map((secao, indice) => ({ ...secao, produtos: secao.produtos.slice(0, Math.max(0, CARTOES_NO_HTML - antes[indice]!)) }))
    .filter((secao) => secao.produtos.length > 0);
}

/**
 * The first screen as the page's first render draws it (the same header, bar and sections, the
 * first section's tab active), with only its first cards: the server renders it into the HTML,
 * and the page's first render in the browser draws the same to hydrate it (CatalogoPage).
 */
export function CatalogoPrimeiraTela({ catalogo, lojaRef }: { catalogo: CatalogoResponse; lojaRef: LojaRef }) {
  const emPaginas = (catalogo.paginas ?? []).length > 0;
  const secoes = secoesDoCardapio(catalogo.produtos, catalogo.categorias, emPaginas);
  const abas = abasDoCatalogo(secoes, catalogo.categorias, emPaginas);
  const primeiras = secoesDaPrimeiraTela(secoes);
  return (
    <CatalogoMoldura
      loja={catalogo.loja}
      lojaRef={lojaRef}
      barra={
        <CatalogoFilters search="" onSearch={nada} abas={abas} abaAtiva={emPaginas ? 'todas' : (abas[0]?.chave ?? null)} onAba={nada} />
      }
    >
      <CardapioSecoes secoes={primeiras} lojaRef={lojaRef} onAdd={nada} />
    </CatalogoMoldura>
  );
}
