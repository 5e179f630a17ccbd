import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { ORIGENS, type Origem } from '@vitrine/shared';
import { lojistaDoc } from './lojistas.js';

/**
 * lojistas/{lojaId}/estatisticas/{YYYY-MM-DD}: one shop's counters for one São Paulo day, the only
 * documents the analytics report reads (at most 180 for 90 days and the 90 before them), whatever
 * the traffic. Written only by the fold of the pending contagens (jobs/fold-contagens.ts, every
 * minute), with increments and merges, never read-modify-write; the events behind them:
 *  - public-eventos: visitas_unicas, origem_{origem}, visualizacoes, produto_{id} and nome_{id}
 *  - public-pedido: pedidos and valor_centavos (received)
 *  - owner-pedidos: pedidos_aceitos and receita_centavos when an order is accepted, or that is taken back,
 *    and with them vendidos_{id}, the units of each product in it (and nome_{id}, its name in the order),
 *    and for a table's round or a counter order salao_ or balcao_pedidos and _receita_centavos (issue 44)
 *  - owner-comandas: salao_comandas, salao_minutos, salao_taxa_servico_centavos, salao_couvert_centavos when a bill closes
 * Also `dia`, the document's own id, so that an export or a query can filter by day.
 *
 * Per-origin and per-product fields are top-level and prefixed (origem_instagram, produto_{id},
 * vendidos_{id}, nome_{id}) rather than maps (origens.instagram): production Firestore increments inside a map,
 * but the local emulator refuses any transform on a nested path and drops merged map keys that
 * need quoting (auto ids may start with a digit); a prefix keeps every field name plain, and one
 * shape for both keeps the tests honest. nome_{id} is the name a product had when last viewed or
 * sold, so a product deleted since keeps its name in reports. At most three fields per product of the shop.
 */
export interface EstatisticaDaLoja {
  visitas_unicas: number;
  /** Product views, each counted once per visitor, product and day. */
  visualizacoes: number;
  /** Orders placed that day, cancelled ones included: they were received. */
  pedidos: number;
  /** Their totals (before issue 24 a cancellation took its total back). */
  valor_centavos: number;
  /** That day's orders the shop accepted (confirmado onward, not cancelled), counted since issue 24. */
  pedidos_aceitos: number;
  /** Their totals: the revenue. */
  receita_centavos: number;
  origens: Record<Origem, number>;
  /** Views per product id. */
  produtos: Map<string, number>;
  /** Units per product id in that day's orders the shop accepted (the best sellers), less those taken back. */
  vendidos: Map<string, number>;
  /** The name each product had when it was viewed or sold. */
  nomes: Record<string, string>;
  /** Coupons' discounts in that day's orders the shop accepted (issue 29), less those taken back. */
  descontos_centavos: number;
  /** The same per coupon id: orders, their revenue and their discounts, and the code it had. */
  cupons: Map<string, CuponsDoDia>;
  /** The loyalty card's rewards in those orders, and their discounts (also in descontos_centavos). */
  recompensas: number;
  recompensas_centavos: number;
  /**
   * The accepted orders and revenue above, of the room's tables and of the counter (issue 44), as
   * the order's `receita` effect counts them by canalDoPedido; delivery is the rest (every order
   * before issue 44 was one).
   */
  canais: Record<'salao' | 'balcao', { pedidos: number; receita_centavos: number }>;
  /**
   * The room's bills closed, counted on the day each opened (at the close, owner-comandas): how many
   * (the tables served), their minutes open summed, and what their optional fee and couvert came to.
   */
  salao: { comandas: number; minutos: number; taxa_servico_centavos: number; couvert_centavos: number };
  /**
   * The accepted orders and revenue by payment method (issue 45), as the `receita` effect counts
   * them (`mesa`: a round with no method, paid with its bill); days before it have none.
   */
  formas: Record<FormaContada, { pedidos: number; receita_centavos: number }>;
  /**
   * PIX (issue 45): the accepted orders and revenue whose PIX the shop's bank confirms (the rest of
   * formas.pix is manual), and the PIX the bank confirmed with their seconds from order to payment.
   */
  pix: { automatica_pedidos: number; automatica_receita_centavos: number; pagos: number; segundos_ate_pagar: number };
}

/** The methods counted per order: the checkout's, and `mesa` for a round paid with its table's bill. */
export const FORMAS_CONTADAS = ['pix', 'dinheiro', 'cartao', 'mesa'] as const;
export type FormaContada = (typeof FORMAS_CONTADAS)[number];
/** `forma_pix_pedidos`, `forma_dinheiro_receita_centavos`, … */
export const campoDaForma = (forma: FormaContada, medida: 'pedidos' | 'receita_centavos') => `forma_${forma}_${medida}`;
/** `pix_automatica_pedidos`, `pix_pagos`, `pix_segundos_ate_pagar`, … */
export const campoDoPix = (medida: keyof EstatisticaDaLoja['pix']) => `pix_${medida}`;

/** Where an accepted order's revenue is split by canal (issue 44): `salao_pedidos`, `balcao_receita_centavos`. */
export const campoDoCanal = (canal: 'salao' | 'balcao', medida: 'pedidos' | 'receita_centavos') => `${canal}_${medida}`;
/** A closed bill's figures in its day: `salao_comandas`, `salao_minutos`, … */
export const campoDoSalao = (medida: keyof EstatisticaDaLoja['salao']) => `salao_${medida}`;

export interface CuponsDoDia {
  codigo: string;
  pedidos: number;
  receita_centavos: number;
  desconto_centavos: number;
}

export const campoOrigem = (origem: Origem) => `origem_${origem}`;
const PREFIXO_PRODUTO = 'produto_';
export const campoProduto = (produtoId: string) => `${PREFIXO_PRODUTO}${produtoId}`;
const PREFIXO_VENDIDOS = 'vendidos_';
export const campoVendidos = (produtoId: string) => `${PREFIXO_VENDIDOS}${produtoId}`;
const PREFIXO_NOME = 'nome_';
export const campoNome = (produtoId: string) => `${PREFIXO_NOME}${produtoId}`;
/** A coupon's figures in a day: `cupom_{medida}_{id}`, and its code as `cupom_codigo_{id}` (the latest wins, like a product's name). */
const PREFIXO_CUPOM = 'cupom_';
const MEDIDAS_DO_CUPOM = { pedidos: 'pedidos', receita: 'receita_centavos', desconto: 'desconto_centavos' } as const;
export const campoCupom = (medida: keyof typeof MEDIDAS_DO_CUPOM | 'codigo', cupomId: string) => `${PREFIXO_CUPOM}${medida}_${cupomId}`;

/** The same collection name serves a shop's days (under its lojistas document) and the platform's. */
const ESTATISTICAS = 'estatisticas';

/** lojistas/{lojaId}/estatisticas/{YYYY-MM-DD}: a shop's day, EstatisticaDaLoja above. */
export const estatisticasDaLojaCollection = (db: Firestore, lojaId: string) => lojistaDoc(db, lojaId).collection(ESTATISTICAS);
export const estatisticaDaLojaDoc = (db: Firestore, lojaId: string, dia: string) => estatisticasDaLojaCollection(db, lojaId).doc(dia);

/**
 * estatisticas/{YYYY-MM-DD}: the platform's daily counters before issue 15, when every order and
 * visit of every shop incremented that one document (1,110 writes/s at the peak; Firestore takes
 * about one). Read only by the migration (migrateEstatisticasDaPlataforma), which folds them into
 * the month shards below and deletes them.
 */
export const estatisticasDaPlataformaLegadasCollection = (db: Firestore) => db.collection(ESTATISTICAS);
export const estatisticaDaPlataformaLegadaDoc = (db: Firestore, dia: string) => estatisticasDaPlataformaLegadasCollection(db).doc(dia);

/** As EstatisticaDaLoja: orders received and their value, orders accepted and their value (the revenue), visits. */
export interface EstatisticaDaPlataforma {
  pedidos: number;
  valor_centavos: number;
  pedidos_aceitos: number;
  receita_centavos: number;
  visitas: number;
}

const CAMPOS_DA_PLATAFORMA = ['pedidos', 'valor_centavos', 'pedidos_aceitos', 'receita_centavos', 'visitas'] as const;

/**
 * estatisticas_mensais/{YYYY-MM}_{0..15}: the platform's figures for one São Paulo month, in 16
 * shards so that the fold, which adds to one drawn at random per transaction, never writes one
 * document more than about once a second. Fields per day (pedidos_d07, valor_centavos_d07,
 * pedidos_aceitos_d07, receita_centavos_d07, visitas_d07) and the month's totals (the same
 * without the day), all top-level plain
 * names (the local emulator refuses transforms on nested paths). The admin dashboard reads the
 * 16 shards with one getAll and adds them up.
 */
export const ESTATISTICAS_MENSAIS_SHARDS = 16;
export const estatisticasMensaisCollection = (db: Firestore) => db.collection('estatisticas_mensais');
export const estatisticaMensalDocs = (db: Firestore, mes: string) =>
  Array.from({ length: ESTATISTICAS_MENSAIS_SHARDS }, (_, shard) => estatisticasMensaisCollection(db).doc(`${mes}_${shard}`));

/** 'pedidos_d07' for ('pedidos', '2026-11-07'): a day's field in its month's shards. */
export const campoDoDia = (campo: keyof EstatisticaDaPlataforma, dia: string) => `${campo}_d${dia.slice(8, 10)}`;

const contador = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** A platform day's counters in a legacy document; none counts zero. */
export function readEstatisticaDaPlataforma(snapshot: DocumentSnapshot): EstatisticaDaPlataforma {
  return Object.fromEntries(
    CAMPOS_DA_PLATAFORMA.map((campo) => [campo, contador(snapshot.get(campo))]),
  ) as unknown as EstatisticaDaPlataforma;
}

/** The month's and one day's figures (`dia` in that month), summed over its shards; missing shards count zero. */
export function readEstatisticaMensal(
  shards: DocumentSnapshot[],
  dia: string,
): { mes: EstatisticaDaPlataforma; dia: EstatisticaDaPlataforma } {
  const soma = (campo: string) => shards.reduce((total, shard) => total + contador(shard.get(campo)), 0);
  return {
    mes: Object.fromEntries(CAMPOS_DA_PLATAFORMA.map((campo) => [campo, soma(campo)])) as unknown as EstatisticaDaPlataforma,
    dia: Object.fromEntries(
      CAMPOS_DA_PLATAFORMA.map((campo) => [campo, soma(campoDoDia(campo, dia))]),
    ) as unknown as EstatisticaDaPlataforma,
  };
}

/** A shop's day's counters; a day with no document is all zeros. */
export function readEstatisticaDaLoja(snapshot: DocumentSnapshot): EstatisticaDaLoja {
  const dados = snapshot.data() ?? {};
  const produtos = new Map<string, number>();
  const vendidos = new Map<string, number>();
  const nomes: Record<string, string> = {};
  const cupons = new Map<string, CuponsDoDia>();
  const doCupom = (id: string) => {
    const cupom = cupons.get(id) ?? { codigo: '', pedidos: 0, receita_centavos: 0, desconto_centavos: 0 };
    cupons.set(id, cupom);
    return cupom;
  };
  for (const [campo, valor] of Object.entries(dados)) {
    const cupom = /^cupom_(pedidos|receita|desconto|codigo)_(.+)$/.exec(campo);
    if (cupom) {
      const [, medida, id] = cupom as unknown as [string, keyof typeof MEDIDAS_DO_CUPOM | 'codigo', string];
      if (medida === 'codigo') doCupom(id).codigo = String(valor);
      else doCupom(id)[MEDIDAS_DO_CUPOM[medida]] = contador(valor);
      continue;
    }
    if (campo.startsWith(PREFIXO_PRODUTO) && contador(valor) > 0) produtos.set(campo.slice(PREFIXO_PRODUTO.length), contador(valor));
    else if (campo.startsWith(PREFIXO_VENDIDOS) && contador(valor) > 0) vendidos.set(campo.slice(PREFIXO_VENDIDOS.length), contador(valor));
    else if (campo.startsWith(PREFIXO_NOME) && typeof valor === 'string') nomes[campo.slice(PREFIXO_NOME.length)] = valor;
  }
  return {
    visitas_unicas: contador(dados.visitas_unicas),
    visualizacoes: contador(dados.visualizacoes),
    pedidos: contador(dados.pedidos),
    valor_centavos: contador(dados.valor_centavos),
    pedidos_aceitos: contador(dados.pedidos_aceitos),
    receita_centavos: contador(dados.receita_centavos),
    origens: Object.fromEntries(ORIGENS.map((origem) => [origem, contador(dados[campoOrigem(origem)])])) as Record<Origem, number>,
    produtos,
    vendidos,
    nomes,
    descontos_centavos: contador(dados.descontos_centavos),
    cupons,
    recompensas: contador(dados.recompensas),
    recompensas_centavos: contador(dados.recompensas_centavos),
    canais: {
      salao: {
        pedidos: contador(dados[campoDoCanal('salao', 'pedidos')]),
        receita_centavos: contador(dados[campoDoCanal('salao', 'receita_centavos')]),
      },
      balcao: {
        pedidos: contador(dados[campoDoCanal('balcao', 'pedidos')]),
        receita_centavos: contador(dados[campoDoCanal('balcao', 'receita_centavos')]),
      },
    },
    formas: Object.fromEntries(
      FORMAS_CONTADAS.map((forma) => [
        forma,
        {
          pedidos: contador(dados[campoDaForma(forma, 'pedidos')]),
          receita_centavos: contador(dados[campoDaForma(forma, 'receita_centavos')]),
        },
      ]),
    ) as EstatisticaDaLoja['formas'],
    pix: {
      automatica_pedidos: contador(dados[campoDoPix('automatica_pedidos')]),
      automatica_receita_centavos: contador(dados[campoDoPix('automatica_receita_centavos')]),
      pagos: contador(dados[campoDoPix('pagos')]),
      segundos_ate_pagar: contador(dados[campoDoPix('segundos_ate_pagar')]),
    },
    salao: {
      comandas: contador(dados[campoDoSalao('comandas')]),
      minutos: contador(dados[campoDoSalao('minutos')]),
      taxa_servico_centavos: contador(dados[campoDoSalao('taxa_servico_centavos')]),
      couvert_centavos: contador(dados[campoDoSalao('couvert_centavos')]),
    },
  };
}
