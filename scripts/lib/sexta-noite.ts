import { gerador, sortear } from './demo-analytics.js';

/**
 * A pizzeria's Friday evening as a plan (issue 48): which orders arrive when, of which kind, how
 * each is paid, and which table party each round belongs to. Pure and seeded (mulberry32): the same
 * seed and count give the same evening, so a failing run is replayed exactly. Minutes count from
 * 18:00 (0) to 23:00 (300); scripts/lib/sexta.ts plays them, compressed into wall time.
 */

export const MINUTOS_DA_NOITE = 300;
/** 21:20, the bank's API Pix down (scripts/lib/sexta.ts injects it): charges already made are still paid meanwhile. */
export const PSP_FORA_DO_AR_MINUTO = 200;

/** The rush: a bell around 20:00 (minute 120) on a flat evening, its peak 4× the evening's average minute. */
export const PICO_MINUTO = 120;
const PICO_LARGURA_MIN = 25;
/**
 * The bell's height over the flat part: with a width of 25 minutes the bell holds 25·√(2π) ≈ 62.7
 * minutes' worth of its height, so (1 + k) / (1 + 62.7·k/300) = 4 gives k ≈ 18.3.
 */
const PICO_ALTURA = 18.3;

export type TipoDoPedidoDaNoite = 'entrega' | 'retirada' | 'agendado' | 'mesa' | 'balcao';
/** How the customer pays: a PIX charge paid at once, late, never or with the wrong amount; cash or card in person. */
export type PagamentoDaNoite = 'pix' | 'pix_atrasado' | 'pix_nunca' | 'pix_errado' | 'dinheiro' | 'cartao';

export interface PizzaDaNoite {
  /** Indexes of the pizza's flavours (one or two: half-and-half). */
  sabores: number[];
}

export interface PedidoDaNoite {
  /** Its number in the evening, 0-based, in arrival order. */
  n: number;
  /** Minutes after 18:00 (fractional). */
  minuto: number;
  tipo: TipoDoPedidoDaNoite;
  pagamento: PagamentoDaNoite;
  /** One of the evening's regulars (their stamps add up), or null (no phone: a table round without one, a counter order). */
  telefone: string | null;
  pizzas: PizzaDaNoite[];
  refrigerantes: number;
  /** Açaí by weight, in grams (0: none). */
  acaiGramas: number;
  /** Asks for the evening's coupon, which runs out. */
  cupom: boolean;
  /** A table round: the party (index into the plan's `mesas`). */
  mesa: number | null;
  /** The customer gives up after ordering: the shop cancels it. */
  desiste: boolean;
  /** A PIX paid at the bank: the evening minute it is paid (null: never, or not a PIX). */
  pagaNoMinuto: number | null;
}

/** A table's party: the table (1–12, Mesa 7 excepted: the demo's bill is open there), its rounds' minutes, and when it pays. */
export interface MesaDaNoite {
  mesa: number;
  rodadas: number[];
  pagaNoMinuto: number;
}

export interface NoiteDeSexta {
  semente: number;
  pedidos: PedidoDaNoite[];
  mesas: MesaDaNoite[];
  /** The phone the owner blocks mid-evening (its later orders are refused), and when. */
  bloqueio: { telefone: string; minuto: number };
}

/** The flat evening plus the rush's bell, per minute: the orders' arrival shape. */
export function intensidade(minuto: number): number {
  return 1 + PICO_ALTURA * Math.exp(-((minuto - PICO_MINUTO) ** 2) / (2 * PICO_LARGURA_MIN ** 2));
}

const MESAS = [1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12];

export function planejarNoite(semente: number, total: number): NoiteDeSexta {
  const aleatorio = gerador(semente);
  const minutos = Array.from({ length: MINUTOS_DA_NOITE }, (_, minuto) => minuto);
  const pesos = minutos.map((minuto) => intensidade(minuto + 0.5));
  const chegadas = Array.from({ length: total }, () => sortear(aleatorio, minutos, pesos) + aleatorio()).sort((a, b) => a - b);
  // Regulars: about one phone for every three orders, so that some fill their loyalty card.
  const telefones = Array.from(
    { length: Math.max(4, Math.round(total / 3)) },
    (_, i) => `1197${String(semente % 1000).padStart(3, '0')}${String(i).padStart(4, '0')}`,
  );
  const tipos: TipoDoPedidoDaNoite[] = ['entrega', 'retirada', 'agendado', 'mesa', 'balcao'];
  // Deliveries a quarter of the evening: what two drivers carry in trips of up to five (scripts/lib/sexta.ts,
  // VIAGEM); 40% (160 deliveries) left 76 orders on the road an hour after closing.
  const pesosDosTipos = [25, 24, 8, 25, 18];

  const mesas: MesaDaNoite[] = [];
  /** When each table is free again (minute). */
  const livreEm = new Map(MESAS.map((mesa) => [mesa, 0]));
  const pedidos: PedidoDaNoite[] = chegadas.map((minuto, n) => {
    let tipo = sortear(aleatorio, tipos, pesosDosTipos);
    let mesa: number | null = null;
    if (tipo === 'mesa') {
      // A round for a party still at its table, or a new party at a free table; none free: a counter order.
      const aberta = mesas.findIndex((party) => party.pagaNoMinuto > minuto + 5 && party.rodadas.at(-1)! < minuto - 3);
      if (aberta >= 0 && aleatorio() < 0.5) mesa = aberta;
      else {
        // The table free the longest, as a host seats a party: the first free by number chained the
        // parties of table 1, each waiting for the last one's bill, which the compressed evening's staff
        // close in wall time (the short evening's 23:00 came 79 s after its 18:00, for 40 s, in npm test).
        const livre = MESAS.filter((numero) => livreEm.get(numero)! <= minuto).sort((a, b) => livreEm.get(a)! - livreEm.get(b)!)[0];
        if (livre !== undefined) {
          const pagaNoMinuto = Math.min(MINUTOS_DA_NOITE - 2, minuto + 25 + aleatorio() * 35);
          mesas.push({ mesa: livre, rodadas: [], pagaNoMinuto });
          // The table cleared and laid again before the next party sits.
          livreEm.set(livre, pagaNoMinuto + 10);
          mesa = mesas.length - 1;
        } else tipo = 'balcao';
      }
      if (mesa !== null) mesas[mesa]!.rodadas.push(minuto);
    }
    const pagamento: PagamentoDaNoite =
      tipo === 'mesa' || tipo === 'balcao'
        ? 'dinheiro'
        : sortear(aleatorio, ['pix', 'pix_atrasado', 'pix_nunca', 'pix_errado', 'dinheiro', 'cartao'] as const, [30, 6, 2, 2, 30, 30]);
    const pizzas = Array.from({ length: tipo === 'mesa' ? 1 : 1 + Math.floor(aleatorio() * 2) }, () => ({
      sabores: aleatorio() < 0.35 ? [Math.floor(aleatorio() * 4), Math.floor(aleatorio() * 4)] : [Math.floor(aleatorio() * 4)],
    })).map(({ sabores }) => ({ sabores: [...new Set(sabores)] }));
    return {
      n,
      minuto,
      tipo,
      pagamento,
      telefone:
        tipo === 'balcao' || (tipo === 'mesa' && aleatorio() < 0.5)
          ? null
          : sortear(
              aleatorio,
              telefones,
              telefones.map(() => 1),
            ),
      pizzas,
      refrigerantes: Math.floor(aleatorio() * 3),
      acaiGramas: aleatorio() < 0.15 ? 300 + 100 * Math.floor(aleatorio() * 4) : 0,
      cupom: tipo !== 'mesa' && tipo !== 'balcao' && aleatorio() < 0.12,
      mesa,
      desiste: (tipo === 'entrega' || tipo === 'retirada') && pagamento !== 'pix_nunca' && aleatorio() < 0.03,
      pagaNoMinuto: quandoPaga(pagamento, minuto, n),
    };
  });
  // Parties whose table got no round (never: a party is made by its first round) are kept out; cash or card at the table.
  const bloqueado = pedidos.find((pedido) => pedido.telefone !== null && pedido.minuto > 140)?.telefone ?? telefones[0]!;
  return { semente, pedidos, mesas, bloqueio: { telefone: bloqueado, minuto: 150 } };
}

/**
 * When the customer's bank app pays: at once (within a minute and a half), late (12 to 31 minutes),
 * the wrong amount at once, or never. A late payer whose order came in the half hour before the
 * bank's outage pays during it, 2 to 9 minutes in: the payments whose notification is lost.
 */
function quandoPaga(pagamento: PagamentoDaNoite, minuto: number, n: number): number | null {
  if (pagamento === 'pix') return minuto + 0.5 + (n % 10) / 10;
  if (pagamento === 'pix_errado') return minuto + 1;
  if (pagamento !== 'pix_atrasado') return null;
  const naQueda = minuto >= PSP_FORA_DO_AR_MINUTO - 30 && minuto < PSP_FORA_DO_AR_MINUTO;
  return naQueda ? PSP_FORA_DO_AR_MINUTO + 2 + (n % 8) : minuto + 12 + (n % 20);
}

/** The busiest 30 minutes' orders over an average 30 minutes' (the rush's real height in this plan). */
export function razaoDoPico(pedidos: readonly PedidoDaNoite[]): number {
  let maximo = 0;
  for (let inicio = 0; inicio + 30 <= MINUTOS_DA_NOITE; inicio += 5) {
    maximo = Math.max(maximo, pedidos.filter(({ minuto }) => minuto >= inicio && minuto < inicio + 30).length);
  }
  return maximo / (pedidos.length / (MINUTOS_DA_NOITE / 30));
}
