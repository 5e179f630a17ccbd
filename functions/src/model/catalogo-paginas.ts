import { CATALOGO_PAGINA_MAX, type ProdutoPublico } from '@vitrine/shared';
import { porOrdem, type Ordenavel } from './ordem.js';

/**
 * The public catalogue in pages: the shop's document `catalogos/{lojaId}` holds the first page of its
 * active products (what a customer's first screen needs, one read), and `catalogos/{lojaId}/paginas/{id}`
 * the rest, in the owner's order, so that a catalogue of 10,000 products neither outgrows
 * Firestore's 1 MiB per document nor makes a view read more than the first page.
 *
 * Pages are ranges of the owner's order (ordem, then name, then id), each starting at the key of its
 * first product. A product edit touches the one page whose range holds it (publish.ts
 * publishProdutos); a page that grows past PAGINA_MAX splits in two, one left empty goes away.
 *
 * The 1 MiB bound at the largest size: a listed product is at most ~2.8 KB as Firestore counts it
 * (nome 100 and descricao 400 characters at 4 bytes each in UTF-8, a 300-character picture URL,
 * categoria_id 64 B, 3 suggestions, a grade's summary of at most 60 characters, the ids, field
 * names and numbers), never its options, its grade or extra pictures (the product page reads those
 * from the product itself). A page of 200 such products is ~562 KiB; the shop's document with its
 * first page, 50 pages listed (10,000 products) and 100 categories ~622 KiB; a product with 10
 * groups of 20 choices and a grade of 100 combinations at the longest texts ~132 KiB (`npm run
 * bench -- --catalogo` computes them). With the texts shops write, a page is ~85 KiB.
 */
export const PAGINA_MAX = CATALOGO_PAGINA_MAX;

/** A listed product as stored: the public fields and its place in the owner's order. */
export type ProdutoPublicado = ProdutoPublico & { ordem: number };

/** Where a page starts in the owner's order: its first product's key. */
export type ChaveDeOrdem = Ordenavel;

/** A later page as the shop's document lists it. */
export interface PaginaResumo {
  id: string;
  quantidade: number;
  de: ChaveDeOrdem;
}

/** A page being rebuilt: '' is the first one (inside the shop's document). */
export interface Pagina {
  id: string;
  produtos: ProdutoPublicado[];
}

export const PRIMEIRA_PAGINA = '';

const chaveDe = ({ id, nome, ordem }: ProdutoPublicado): ChaveDeOrdem => ({ id, nome, ordem });

const compararChaves = porOrdem;

/** The products in pages of PAGINA_MAX (the first always exists, maybe empty), in the order given. */
export function paginar(produtos: ProdutoPublicado[]): ProdutoPublicado[][] {
  const paginas: ProdutoPublicado[][] = [];
  for (let inicio = 0; inicio < produtos.length; inicio += PAGINA_MAX) paginas.push(produtos.slice(inicio, inicio + PAGINA_MAX));
  return paginas.length > 0 ? paginas : [[]];
}

export const resumoDe = ({ id, produtos }: Pagina): PaginaResumo => ({ id, quantidade: produtos.length, de: chaveDe(produtos[0]!) });

/**
 * The pages whose range may hold a product of this `ordem` (its name may have changed, its ordem
 * only changes with a reorder, which republishes everything): index 0 is the first page, i the
 * later page resumos[i - 1]. Usually one; a run of equal ordem (products from before the order
 * existed all have 0) can span a few.
 */
export function paginasDaOrdem(resumos: PaginaResumo[], ordem: number): number[] {
  const indices: number[] = [];
  for (let indice = 0; indice <= resumos.length; indice++) {
    const de = indice === 0 ? -Infinity : resumos[indice - 1]!.de.ordem;
    const ate = indice === resumos.length ? Infinity : resumos[indice]!.de.ordem;
    if (de <= ordem && ordem <= ate) indices.push(indice);
  }
  return indices;
}

/** The page where a product of this key goes: the last one starting at or before it (index as in paginasDaOrdem). */
export function paginaDaChave(resumos: PaginaResumo[], chave: ChaveDeOrdem): number {
  let indice = 0;
  while (indice < resumos.length && compararChaves(resumos[indice]!.de, chave) <= 0) indice++;
  return indice;
}

/** The product in its place in a page's order (the page is sorted). */
export function inserir(produtos: ProdutoPublicado[], produto: ProdutoPublicado): ProdutoPublicado[] {
  const posicao = produtos.findIndex((outro) => compararChaves(chaveDe(produto), chaveDe(outro)) < 0);
  return posicao === -1 ? [...produtos, produto] : [...produtos.slice(0, posicao), produto, ...produtos.slice(posicao)];
}

/** A page past PAGINA_MAX in two halves, the second under a new id; pages within it unchanged. */
export function dividir(pagina: Pagina, novoId: () => string): Pagina[] {
  if (pagina.produtos.length <= PAGINA_MAX) return [pagina];
  const metade = Math.ceil(pagina.produtos.length / 2);
  return [
    { id: pagina.id, produtos: pagina.produtos.slice(0, metade) },
    { id: novoId(), produtos: pagina.produtos.slice(metade) },
  ];
}
