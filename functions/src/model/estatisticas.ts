import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { ORIGENS, type Origem } from '@vitrine/shared';
import { lojistaDoc } from './lojistas.js';

/**
 * lojistas/{uid}/estatisticas/{YYYY-MM-DD}: one shop's counters for one São Paulo day, the only
 * documents the analytics report reads (at most 180 for 90 days and the 90 before them), whatever
 * the traffic. Written with increments and merges, never read-modify-write, by:
 *  - public-eventos: visitas_unicas, origem_{origem}, visualizacoes, produto_{id} and nome_{id}
 *  - public-pedido: pedidos and valor_centavos, in the order's transaction
 *  - owner-pedidos: valor_centavos when an order is cancelled or reinstated
 *
 * Per-origin and per-product fields are top-level and prefixed (origem_instagram, produto_{id},
 * nome_{id}) rather than maps (origens.instagram): production Firestore increments inside a map,
 * but the local emulator refuses any transform on a nested path and drops merged map keys that
 * need quoting (auto ids may start with a digit); a prefix keeps every field name plain, and one
 * shape for both keeps the tests honest. nome_{id} is the name a product had when viewed, so a
 * product deleted since keeps its name in reports. At most one pair per product of the shop.
 */
export interface EstatisticaDaLoja {
  visitas_unicas: number;
  /** Product views, each counted once per visitor, product and day. */
  visualizacoes: number;
  /** Orders placed that day, cancelled ones included: they were placed. */
  pedidos: number;
  /** Revenue of that day's orders that are not cancelled. */
  valor_centavos: number;
  origens: Record<Origem, number>;
  /** Views per product id. */
  produtos: Map<string, number>;
  /** The name each viewed product had when it was viewed. */
  nomes: Record<string, string>;
}

export const campoOrigem = (origem: Origem) => `origem_${origem}`;
const PREFIXO_PRODUTO = 'produto_';
export const campoProduto = (produtoId: string) => `${PREFIXO_PRODUTO}${produtoId}`;
const PREFIXO_NOME = 'nome_';
export const campoNome = (produtoId: string) => `${PREFIXO_NOME}${produtoId}`;

/** The same collection name serves a shop's days (under its lojistas document) and the platform's. */
const ESTATISTICAS = 'estatisticas';

/** lojistas/{uid}/estatisticas/{YYYY-MM-DD}: a shop's day, EstatisticaDaLoja above. */
export const estatisticaDaLojaDoc = (db: Firestore, uid: string, dia: string) => lojistaDoc(db, uid).collection(ESTATISTICAS).doc(dia);

/**
 * estatisticas/{YYYY-MM-DD}: the platform's daily counters that the admin dashboard reads,
 * incremented by the order (public-pedido, owner-pedidos) and visit (public-eventos) features.
 */
export const estatisticaDaPlataformaDoc = (db: Firestore, dia: string) => db.collection(ESTATISTICAS).doc(dia);

export interface EstatisticaDaPlataforma {
  pedidos: number;
  valor_centavos: number;
  visitas: number;
}

const contador = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** A platform day's counters; a day with no document counts zero. */
export function readEstatisticaDaPlataforma(snapshot: DocumentSnapshot): EstatisticaDaPlataforma {
  return {
    pedidos: contador(snapshot.get('pedidos')),
    valor_centavos: contador(snapshot.get('valor_centavos')),
    visitas: contador(snapshot.get('visitas')),
  };
}

/** A shop's day's counters; a day with no document is all zeros. */
export function readEstatisticaDaLoja(snapshot: DocumentSnapshot): EstatisticaDaLoja {
  const dados = snapshot.data() ?? {};
  const produtos = new Map<string, number>();
  const nomes: Record<string, string> = {};
  for (const [campo, valor] of Object.entries(dados)) {
    if (campo.startsWith(PREFIXO_PRODUTO) && contador(valor) > 0) produtos.set(campo.slice(PREFIXO_PRODUTO.length), contador(valor));
    else if (campo.startsWith(PREFIXO_NOME) && typeof valor === 'string') nomes[campo.slice(PREFIXO_NOME.length)] = valor;
  }
  return {
    visitas_unicas: contador(dados.visitas_unicas),
    visualizacoes: contador(dados.visualizacoes),
    pedidos: contador(dados.pedidos),
    valor_centavos: contador(dados.valor_centavos),
    origens: Object.fromEntries(ORIGENS.map((origem) => [origem, contador(dados[campoOrigem(origem)])])) as Record<Origem, number>,
    produtos,
    nomes,
  };
}
