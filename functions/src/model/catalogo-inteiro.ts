import pLimit from 'p-limit';
import type { CatalogoResponse, ProdutoPublico, ProdutoPublicoDetalhe } from '@vitrine/shared';
import type { LojaRef } from './catalogos.js';

/**
 * The whole published catalogue as a customer would read it page by page, for what is made of all
 * of it at once: the product feeds and the sitemap (public-feeds) and the printed menu
 * (public-cardapio). Read through the public catalogue's service (public-catalogo), so each sees
 * exactly what customers see.
 */
export interface LeiturasDoCatalogo {
  catalogo(ref: LojaRef): Promise<CatalogoResponse>;
  pagina(lojaId: string, paginaId: string): Promise<{ produtos: ProdutoPublico[] }>;
  produto(ref: LojaRef, produtoId: string): Promise<{ produto: ProdutoPublicoDetalhe }>;
}

/** The product pages of some products, by product id. */
export type DetalhesDosProdutos = Map<string, ProdutoPublicoDetalhe>;

/** Product pages one instance reads at once: a clothing shop's hundreds stay a steady trickle of reads. */
const LEITURAS_DE_DETALHE = pLimit(8);

/** Every product the catalogue lists: its first page and each later one. */
export async function todosOsProdutos(catalogos: LeiturasDoCatalogo, catalogo: CatalogoResponse): Promise<ProdutoPublico[]> {
  const lojaId = catalogo.loja.lojista_id;
  const paginas = await Promise.all(catalogo.paginas.map((id) => catalogos.pagina(lojaId, id)));
  return [...catalogo.produtos, ...paginas.flatMap((pagina) => pagina.produtos)];
}

/** The product pages of the products `precisa` picks (a card alone does not tell their choices). */
export async function detalhesDosProdutos(
  catalogos: LeiturasDoCatalogo,
  lojaId: string,
  produtos: ProdutoPublico[],
  precisa: (produto: ProdutoPublico) => boolean,
): Promise<DetalhesDosProdutos> {
  const lidos = await Promise.all(
    produtos
      .filter(precisa)
      .map((produto) => LEITURAS_DE_DETALHE(() => catalogos.produto({ lojaId }, produto.id).then(({ produto: detalhe }) => detalhe))),
  );
  return new Map(lidos.map((detalhe) => [detalhe.id, detalhe]));
}

/**
 * What is made of the whole catalogue, made once per catalogue document this instance holds (the
 * public catalogue's few seconds, or until a publish of this instance) and per `chave`: concurrent
 * requests share it, whatever their URL asked; a failure is tried again by the next request, not kept.
 */
export function umaVezPorDocumento<T>() {
  const feitos = new WeakMap<CatalogoResponse, Map<string, Promise<T>>>();
  return (catalogo: CatalogoResponse, chave: string, fazer: () => Promise<T>): Promise<T> => {
    let doDocumento = feitos.get(catalogo);
    if (!doDocumento) feitos.set(catalogo, (doDocumento = new Map()));
    let feito = doDocumento.get(chave);
    if (!feito) {
      feito = fazer();
      doDocumento.set(chave, feito);
      feito.catch(() => doDocumento.delete(chave));
    }
    return feito;
  };
}
