import type { Atendimento } from '../atendimento/schema.js';
import type { Loja } from '../loja/schema.js';
import type { OpcaoGrupo, Unidade, Variacoes } from '../produto/regras.js';
import type { Categoria } from '../produto/schema.js';

/**
 * The catalogue as customers read it (docs/api.md, public-catalogo): the shop's published document
 * and the answers of the public reads, from the shop's public catalogue document, and what a
 * customer of an unavailable shop is told. Zod-free; the public app imports its types from
 * @vitrine/shared/catalogo (its values are the root's: index.ts says why).
 */

/**
 * The shop as customers see it: its settings, its id, its WhatsApp number (null when none) and its
 * service settings (null for a shop that never saved them: orders as in the spec, no checkout).
 */
export type LojaPublica = Loja & { lojista_id: string; whatsapp: string | null; atendimento: Atendimento | null };

/**
 * An active product as the catalogue lists it (inactive ones are never public). No stock count
 * (it changes with every order; `esgotado` says when it reached 0) and no options or extra
 * pictures: the product page reads those (ProdutoPublicoDetalhe), so options never weigh on the
 * catalogue's one document. A catalogue published before issue 13 lacks the newer fields: readers
 * take them as null, false and no options.
 */
export interface ProdutoPublico {
  id: string;
  nome: string;
  descricao: string;
  imagem_url: string;
  preco: number;
  /** Below `preco` when set: "de R$ X por R$ Y", and what orders charge. */
  preco_promocional: number | null;
  /** Marked sold out by the owner, or its tracked stock reached 0: shown, not orderable. */
  esgotado: boolean;
  /** Featured by the owner: listed under "Destaques" first, as well as under its category. */
  destaque: boolean;
  categoria_id: string | null;
  /** When choices change the price: the lowest unit price ("a partir de R$ X"); null otherwise. */
  a_partir_de: number | null;
  /** It has options (or a grade, or a weight) to choose on its page before it goes into the cart. */
  tem_opcoes: boolean;
  /** "P · M · G": the first axis of its grade, for the card; absent or '' without one (issue 30). */
  variacoes_resumo?: string;
  /** 'kg': `preco` is per kg ("R$ 39,90/kg"); absent: 'un'. */
  unidade?: Unidade;
  /**
   * "Peça também" (issue 29): the ids of the products the owner suggests with this one, for the
   * cart to pick from; an id of a product no longer listed (inactive, deleted) is simply not found.
   */
  sugestoes: string[];
  /** A combo of the shop's other products (issue 47): its page lists them. Absent: a plain product. */
  combo?: true;
}

/** One item of a combo on its page (issue 47): what the customer chooses for it, and whether it sells. */
export interface ItemDoComboPublico {
  produto_id: string;
  /** Units of it in one combo. */
  quantidade: number;
  nome: string;
  imagem_url: string;
  esgotado: boolean;
  opcoes: OpcaoGrupo[];
  /** Its grade, each variant saying whether it sells (never a price: the combo's price is its own). */
  variacoes: ProdutoPublicoDetalhe['variacoes'];
}

/** The product page's product: the listing's fields, every picture in order, and its option groups. */
export interface ProdutoPublicoDetalhe extends ProdutoPublico {
  imagens: string[];
  opcoes: OpcaoGrupo[];
  /**
   * The grade without stock counts or codes: each variant says only whether it can be ordered
   * (`esgotado`), its own price and picture. Null without one.
   */
  variacoes: {
    eixos: Variacoes['eixos'];
    itens: {
      id: string;
      valores: string[];
      preco: number | null;
      esgotado: boolean;
      imagem_url: string | null;
      /** Units left when they are within `maximo_por_pedido` (restamParaOCliente): "últimas 2". Absent otherwise. */
      restam?: number;
    }[];
  } | null;
  /** For 'kg': the weight stepper's step and least weight. */
  passo_gramas: number | null;
  minimo_gramas: number | null;
  /**
   * The most one order may take of it over all its lines (maximoDoProduto), and for a product
   * counted by units without a grade its units left within that (restamParaOCliente): the page's
   * stepper stops there. Absent: no limit, or not told (a page published before issue 43).
   */
  maximo_por_pedido?: number;
  restam?: number;
  /** A combo's items (issue 47), in its order; an item deleted since is left out (and the combo is sold out). */
  itens_do_combo?: ItemDoComboPublico[];
}

/**
 * GET /api/catalogo/{lojaId} and GET /api/loja/{slug}. A catalogue of more than one page
 * (CATALOGO_PAGINA_MAX products) answers its first page in `produtos` and names the others in
 * `paginas`, in order: GET /api/catalogo/{lojaId}/paginas/{id} each. Every product fits on one
 * page for most shops: `paginas` is then empty and `produtos` is the whole catalogue.
 */
export interface CatalogoResponse {
  loja: LojaPublica;
  produtos: ProdutoPublico[];
  categorias: Categoria[];
  paginas: string[];
}

/** Products per page of the public catalogue (functions/src/model/catalogo-paginas.ts: why it fits in a document). */
export const CATALOGO_PAGINA_MAX = 200;

/** GET /api/catalogo/{lojaId}/paginas/{id}: a later page of the catalogue, in the owner's order. */
export interface CatalogoPaginaResponse {
  produtos: ProdutoPublico[];
}

/** Matches per answer of GET /api/catalogo/{lojaId}/busca; `inicio` asks for the next ones. */
export const BUSCA_MAX = 60;
export const BUSCA_TERMO_MAX = 100;

/**
 * GET /api/catalogo/{lojaId}/busca?q=…&categoria=…&inicio=…: the products of every page that
 * match (the same filters as the page's own: @vitrine/shared/catalogo), in the owner's order, at most
 * BUSCA_MAX from `inicio`; `total` counts them all.
 */
export interface CatalogoBuscaResponse {
  produtos: ProdutoPublico[];
  total: number;
}

/** GET /api/catalogo/{lojaId}/produto/{produtoId} and GET /api/loja/{slug}/produto/{produtoId} */
export interface ProdutoPublicoResponse {
  produto: ProdutoPublicoDetalhe;
  loja: LojaPublica;
}

/** GET /api/lojista/{lojaId}/whatsapp */
export interface WhatsappResponse {
  whatsapp: string;
}

/**
 * `codigo` of the public errors a client shows a dedicated screen for: a suspended or inactive
 * shop (403) and maintenance mode (503, with Retry-After).
 */
export const CODIGO_LOJA_INDISPONIVEL = 'loja_indisponivel';
export const CODIGO_MANUTENCAO = 'manutencao';

/** All a customer of an unavailable shop is told about it: its name and WhatsApp, so they can still reach it. */
export type LojaContato = Pick<LojaPublica, 'nome_loja' | 'whatsapp'>;

export interface PublicErrorBody {
  error: string;
  codigo?: typeof CODIGO_LOJA_INDISPONIVEL | typeof CODIGO_MANUTENCAO;
  /** On the 403 `loja_indisponivel` of the catalogue, product and WhatsApp reads (not on orders or events). */
  loja?: LojaContato;
}
