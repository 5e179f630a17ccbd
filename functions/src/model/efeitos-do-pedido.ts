import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { selosValidos, type Cupom, type Fidelidade, type StatusPedido } from '@vitrine/shared';
import { canalDoPedido } from '@vitrine/shared/pedido';
import { taxaDaEntrega, type RegraDaTaxa } from '@vitrine/shared/entregador';
import { AppError } from '../platform/http/errors.js';
import { isDocId } from '../platform/http/validate.js';
import { dayKey } from '../platform/calendar.js';
import type { ComandaSalva, ComandasRepository } from './comandas.js';
import { moveRegistro, type ClientesRepository, type MovimentoDoCliente, type RegistroDoCliente } from './clientes.js';
import { incrementContador } from './contadores.js';
import { createContagem } from './contagens.js';
import type { CuponsRepository } from './cupons.js';
import { baixasDoPedido, moveEstoques, type EstoqueDoProduto, type EstoquesRepository } from './estoque.js';
import { campoCupom, campoDaForma, campoDoCanal, campoDoPix, campoNome, campoVendidos } from './estatisticas.js';
import { fidelidadeOf, regraDaTaxaOf, type LojistasRepository } from './lojistas.js';
import { faltaReceberDoPedido, quantidadesPorProduto, STATUS_ACEITOS, type CorridaGuardada, type PedidoGuardado } from './pedidos.js';
import { CORRIDA_QUITADA, lerAcerto } from './acertos.js';
import type { CatalogoPublisher } from './publish.js';

/**
 * An order's effects on the rest of the shop (issue 42), each declared once: whether the order
 * holds it, and what entering (sinal 1) and leaving (sinal -1) it writes. Placing an order (from no
 * status to novo) and every status move run them all through `mover`, in the order's transaction:
 * an effect is entered when the order comes to hold it and left when it stops, so every write has
 * its inverse by construction. Adding an effect is one entry in EFEITOS.
 *
 * Which statuses hold what:
 *  estoque, cupom, cliente  a live order (placed, not cancelled): its stock taken (a combo's line: its items'
 *                           stocks, issue 47, model/estoque.ts baixasDoPedido), its coupon's use, its
 *                           count in the customer's record with its coupon use and the reward's stamps spent
 *  receita                  an accepted order (STATUS_ACEITOS): revenue, best sellers, discounts' figures
 *  selo                     a delivered order of a phone while the loyalty card is on: its stamp
 *  recebido                 a placed order, for ever: the received counters (a cancelled order was still placed)
 *  corrida                  a delivered order with a driver (issue 46): its fee and cash in that day's settlement
 *
 * What the order's push, its activity line and its tracking write stay with placing and moving:
 * they tell of an event and have nothing to undo.
 */

/** The order as its effects read it; `status` null: not placed yet. */
export type PedidoDosEfeitos = Pick<
  PedidoGuardado,
  | 'id'
  | 'codigo'
  | 'itens'
  | 'total_centavos'
  | 'desconto_centavos'
  | 'cupom'
  | 'fidelidade'
  | 'cliente_registro'
  | 'criado_em'
  | 'historico'
  | 'receita_contada'
  | 'selo_fidelidade'
  | 'subtotal_centavos'
  | 'comanda'
  | 'balcao'
  | 'pagamento'
> &
  // The driver's (issue 46): absent on an order being placed, which has none yet.
  Partial<Pick<PedidoGuardado, 'entregador' | 'corrida' | 'taxa_entrega_centavos' | 'distancia_km' | 'recebimentos'>> & {
    status: StatusPedido | null;
  };

/** What the caller already read in the transaction: the effects use it rather than read it again. */
export interface JaLido {
  produtos?: Map<string, EstoqueDoProduto>;
  cupom?: Cupom | null;
  registro?: RegistroDoCliente | null;
  fidelidade?: Fidelidade;
  /** The round's bill; `nova` when this transaction opens it (created by the effect, not read). */
  comanda?: { comanda: ComandaSalva; nova: boolean };
}

/** The order's own fields its effects keep (which ones it holds, where a status alone cannot tell). */
export interface CamposDosEfeitos {
  receita_contada?: boolean;
  selo_fidelidade?: boolean;
  corrida?: CorridaGuardada | null;
  /** `corrida.dia`, where the settlement's query reads it (model/pedidos.ts CAMPO_DIA_DA_CORRIDA). */
  corrida_dia?: string | null;
}

interface Contexto {
  tx: Transaction;
  lojaId: string;
  pedido: PedidoDosEfeitos;
  para: StatusPedido;
  agora: Date;
  ler: Leitor;
}

/** An effect's part of the move: its writes, its fields on the order, its part of the customer's record, the products whose "Esgotado" changed. */
interface Parte {
  gravar?: () => void;
  campos?: CamposDosEfeitos;
  cliente?: Omit<MovimentoDoCliente, 'cupomId'> & { cupomId?: string | null };
  republicar?: string[];
}

interface Efeito {
  /** Whether the order holds the effect before the move. */
  tinha(pedido: PedidoDosEfeitos): boolean;
  /** Whether it holds it after the move to `para`. */
  tera(contexto: Contexto): boolean | Promise<boolean>;
  /** Reads what it needs, refuses what can no longer be (409), and answers its writes. */
  preparar(contexto: Contexto, sinal: 1 | -1): Promise<Parte> | Parte;
}

const vivo = (status: StatusPedido | null) => status !== null && status !== 'cancelado';

/** The memoised reads of one move: each document read once, whichever effects ask. */
interface Leitor {
  produtos(ids: string[]): Promise<Map<string, EstoqueDoProduto>>;
  cupom(id: string): Promise<Cupom | null>;
  registro(): Promise<RegistroDoCliente | null>;
  fidelidade(): Promise<Fidelidade>;
  comanda(): Promise<{ comanda: ComandaSalva; nova: boolean } | null>;
  regraDaTaxa(): Promise<RegraDaTaxa>;
}

export interface DependenciasDosEfeitos {
  db: Firestore;
  estoques: Pick<EstoquesRepository, 'read' | 'update'>;
  cupons: Pick<CuponsRepository, 'readNaTransacao' | 'moveUso'>;
  clientes: Pick<ClientesRepository, 'readRegistro' | 'writeRegistro'>;
  lojistas: Pick<LojistasRepository, 'require'>;
  publisher: Pick<CatalogoPublisher, 'mark'>;
  comandas: Pick<ComandasRepository, 'read' | 'abrir' | 'moverRodada'>;
}

export const RECOMPENSA_JA_USADA =
  'Não dá para reabrir este pedido: os selos de fidelidade da recompensa dele já foram usados em outro pedido.';
export const SELO_JA_USADO =
  'Não dá para tirar este pedido de entregue: o selo de fidelidade dele já foi usado numa recompensa. Cancele antes o pedido que usou a recompensa.';
export const COMANDA_FECHADA = 'A conta desta mesa já foi fechada: este pedido não pode mais mudar a conta.';
export const cupomSemUsos = (codigo: string) => `Não dá para reabrir este pedido: o cupom ${codigo} já atingiu o limite de usos.`;
export const cupomSemUsosDoCliente = (codigo: string) =>
  `Não dá para reabrir este pedido: o cliente já usou o cupom ${codigo} o máximo de vezes.`;

/**
 * The best sellers' part of an accepted order (or of taking that back): each product's units as
 * vendidos_{id} and its name as nome_{id}, in the same contagem as the revenue. Lines whose product
 * id could not be a field name (orders from before ids were checked) are left out.
 */
function vendidos(pedido: PedidoDosEfeitos, sinal: 1 | -1): Record<string, string | number> {
  const campos: Record<string, string | number> = {};
  const itens = pedido.itens.filter((item) => isDocId(item.produto_id));
  for (const [produtoId, quantidade] of quantidadesPorProduto(itens)) campos[campoVendidos(produtoId)] = sinal * quantidade;
  for (const item of itens) if (item.nome) campos[campoNome(item.produto_id)] = item.nome;
  return campos;
}

/** An order's discount in the day's figures (issue 29): the coupon's order, revenue and discount, with its code, or the loyalty reward. */
function descontos(
  { cupom, fidelidade, desconto_centavos, total_centavos }: PedidoDosEfeitos,
  sinal: 1 | -1,
): Record<string, string | number> {
  if (fidelidade?.aplicada)
    return { descontos_centavos: sinal * desconto_centavos, recompensas: sinal, recompensas_centavos: sinal * desconto_centavos };
  if (!cupom) return {};
  return {
    descontos_centavos: sinal * desconto_centavos,
    [campoCupom('pedidos', cupom.id)]: sinal,
    [campoCupom('receita', cupom.id)]: sinal * total_centavos,
    [campoCupom('desconto', cupom.id)]: sinal * desconto_centavos,
    [campoCupom('codigo', cupom.id)]: cupom.codigo,
  };
}

/** The room's and the counter's part of the revenue (issue 44); delivery's is the rest, so orders from before count there. */
function doCanal(pedido: PedidoDosEfeitos, sinal: 1 | -1): Record<string, number> {
  const canal = canalDoPedido(pedido);
  if (canal === 'delivery') return {};
  return { [campoDoCanal(canal, 'pedidos')]: sinal, [campoDoCanal(canal, 'receita_centavos')]: sinal * pedido.total_centavos };
}

/**
 * The order's payment method in the revenue (issue 45): its checkout's, or `mesa` for a round paid
 * with its table's bill; a PIX confirmed through the shop's bank is counted apart too (the rest of
 * the PIX revenue is confirmed by hand). Whole cents, so the methods add up to the revenue.
 */
function daForma(pedido: PedidoDosEfeitos, sinal: 1 | -1): Record<string, number> {
  const forma = pedido.pagamento?.forma ?? 'mesa';
  return {
    [campoDaForma(forma, 'pedidos')]: sinal,
    [campoDaForma(forma, 'receita_centavos')]: sinal * pedido.total_centavos,
    ...(forma === 'pix' &&
      pedido.pagamento?.confirmacao === 'automatica' && {
        [campoDoPix('automatica_pedidos')]: sinal,
        [campoDoPix('automatica_receita_centavos')]: sinal * pedido.total_centavos,
      }),
  };
}

/** The stamps a rewarded order spent (none without a reward applied). */
const selosGastos = (pedido: PedidoDosEfeitos) => (pedido.fidelidade?.aplicada ? pedido.fidelidade.selos : {});

/** When the order last reached entregue: its stamp's time. */
const entregueEm = (pedido: PedidoDosEfeitos) => pedido.historico.findLast(({ status }) => status === 'entregue')?.em ?? pedido.criado_em;

function efeitos({ db, estoques, cupons, comandas }: DependenciasDosEfeitos): Record<string, Efeito> {
  return {
    estoque: {
      tinha: (pedido) => vivo(pedido.status),
      tera: ({ para }) => vivo(para),
      async preparar({ tx, lojaId, pedido, ler }, sinal) {
        const baixas = baixasDoPedido(pedido.itens.filter((item) => isDocId(item.produto_id)));
        const produtos = await ler.produtos([...new Set(baixas.map((baixa) => baixa.produtoId))]);
        // Entering takes the units (-1), leaving gives them back; products or variants deleted since, or untracked, are skipped.
        const movidos = moveEstoques(produtos, baixas, sinal === 1 ? -1 : 1);
        if ('insuficiente' in movidos) throw new AppError(409, movidos.insuficiente);
        return {
          gravar: () => movidos.movidos.forEach((movido) => estoques.update(tx, lojaId, movido)),
          republicar: movidos.movidos.filter(({ cruzouZero }) => cruzouZero).map(({ produtoId }) => produtoId),
        };
      },
    },

    cupom: {
      tinha: (pedido) => vivo(pedido.status) && pedido.cupom !== null,
      tera: ({ pedido, para }) => vivo(para) && pedido.cupom !== null,
      async preparar({ tx, lojaId, pedido, ler }, sinal) {
        const cupom = await ler.cupom(pedido.cupom!.id);
        // A coupon deleted since keeps no count.
        if (!cupom) return {};
        if (sinal === 1 && pedido.status !== null && cupom.limite_total !== null && cupom.usos >= cupom.limite_total)
          throw new AppError(409, cupomSemUsos(cupom.codigo));
        return { gravar: cupons.moveUso(tx, lojaId, cupom.id, sinal) };
      },
    },

    cliente: {
      tinha: (pedido) => vivo(pedido.status) && pedido.cliente_registro !== null,
      tera: ({ pedido, para }) => vivo(para) && pedido.cliente_registro !== null,
      async preparar({ pedido, ler }, sinal) {
        const gastos = selosGastos(pedido);
        if (sinal === -1) return { cliente: { pedido: -1, cupomId: pedido.cupom?.id, ganhos: gastos } };
        // Reinstated: its reward's stamps must still be unspent, and its coupon within the customer's uses.
        if (pedido.status !== null) {
          const registro = await ler.registro();
          if (registro?.existe && Object.keys(gastos).some((id) => !(id in registro.selos))) throw new AppError(409, RECOMPENSA_JA_USADA);
          const cupom = pedido.cupom && (await ler.cupom(pedido.cupom.id));
          const usos = cupom && registro?.existe ? (registro.cupons[cupom.id] ?? 0) : 0;
          if (cupom?.limite_por_cliente != null && usos >= cupom.limite_por_cliente)
            throw new AppError(409, cupomSemUsosDoCliente(cupom.codigo));
        }
        return { cliente: { pedido: 1, cupomId: pedido.cupom?.id, perdidos: Object.keys(gastos) } };
      },
    },

    selo: {
      tinha: (pedido) => pedido.selo_fidelidade,
      async tera({ pedido, para, ler }) {
        if (para !== 'entregue' || !pedido.cliente_registro) return false;
        // Already stamped and staying delivered keeps it whatever the card is now.
        return pedido.selo_fidelidade || (await ler.fidelidade()).ativo;
      },
      async preparar({ pedido, agora, ler }, sinal) {
        if (sinal === 1) return { campos: { selo_fidelidade: true }, cliente: { pedido: 0, ganhos: { [pedido.id]: agora.getTime() } } };
        // Its stamp is gone from the record: spent on a reward (refused, or two rewards would stand on it) or expired (nothing to take).
        const registro = await ler.registro();
        if (registro?.existe && !(pedido.id in registro.selos)) {
          const ainda = selosValidos({ [pedido.id]: entregueEm(pedido).getTime() }, await ler.fidelidade(), agora).length > 0;
          if (ainda) throw new AppError(409, SELO_JA_USADO);
        }
        return { campos: { selo_fidelidade: false }, cliente: { pedido: 0, perdidos: [pedido.id] } };
      },
    },

    comanda: {
      // A table's live round is part of its bill's sums (issue 44); a closed bill's rounds no longer move.
      tinha: (pedido) => vivo(pedido.status) && pedido.comanda !== null,
      tera: ({ pedido, para }) => vivo(para) && pedido.comanda !== null,
      async preparar({ tx, lojaId, pedido, agora, ler }, sinal) {
        const lida = await ler.comanda();
        // A bill is never deleted; one missing keeps no sums.
        if (!lida) return {};
        const { comanda, nova } = lida;
        if (comanda.status === 'fechada') throw new AppError(409, COMANDA_FECHADA);
        const rodada = { subtotal_centavos: pedido.subtotal_centavos, desconto_centavos: pedido.desconto_centavos };
        return {
          gravar: () => {
            if (nova) comandas.abrir(tx, lojaId, comanda, rodada, agora);
            else comandas.moverRodada(tx, lojaId, comanda.id, rodada, sinal, agora);
          },
        };
      },
    },

    receita: {
      // Decided by the flag, not the status: an order accepted before issue 24 never counted, so it takes nothing back.
      tinha: (pedido) => pedido.receita_contada,
      // A table's round counts when its bill closes (the bill's close moves its rounds with `fechada`).
      tera: ({ pedido, para }) => STATUS_ACEITOS.has(para) && (pedido.comanda === null || pedido.comanda.fechada),
      preparar({ tx, lojaId, pedido }, sinal) {
        const contado = { pedidos_aceitos: sinal, receita_centavos: sinal * pedido.total_centavos };
        return {
          campos: { receita_contada: sinal === 1 },
          gravar: () => {
            incrementContador(db, tx, lojaId, contado);
            createContagem(db, tx, lojaId, dayKey(pedido.criado_em), {
              ...contado,
              ...vendidos(pedido, sinal),
              ...descontos(pedido, sinal),
              ...doCanal(pedido, sinal),
              ...daForma(pedido, sinal),
            });
          },
        };
      },
    },

    corrida: {
      tinha: (pedido) => Boolean(pedido.corrida),
      tera: ({ pedido, para }) => para === 'entregue' && Boolean(pedido.entregador),
      async preparar({ tx, lojaId, pedido, agora, ler }, sinal) {
        if (sinal === -1) {
          // A settled day's figures are money already handed over: its deliveries stay delivered.
          const { dia, membro_id } = pedido.corrida!;
          if (await lerAcerto(db, tx, lojaId, dia, membro_id)) throw new AppError(409, CORRIDA_QUITADA);
          return { campos: { corrida: null, corrida_dia: null } };
        }
        const entregador = pedido.entregador!;
        const taxa_centavos = taxaDaEntrega(await ler.regraDaTaxa(), {
          taxa_entrega_centavos: pedido.taxa_entrega_centavos ?? 0,
          distancia_km: pedido.distancia_km ?? null,
        });
        const dia = dayKey(agora);
        return {
          campos: {
            corrida_dia: dia,
            corrida: {
              membro_id: entregador.membro_id,
              nome: entregador.nome,
              dia,
              em: agora,
              taxa_centavos,
              // Paid in cash at the door: the driver holds what no till took until the settlement.
              dinheiro_centavos: pedido.pagamento?.forma === 'dinheiro' ? faltaReceberDoPedido(pedido) : 0,
            },
          },
        };
      },
    },

    recebido: {
      tinha: (pedido) => pedido.status !== null,
      tera: () => true,
      preparar({ tx, lojaId, pedido }, sinal) {
        const contado = { pedidos: sinal, valor_centavos: sinal * pedido.total_centavos };
        return {
          gravar: () => {
            incrementContador(db, tx, lojaId, contado);
            createContagem(db, tx, lojaId, dayKey(pedido.criado_em), contado);
          },
        };
      },
    },
  };
}

/** What a move of an order comes to, once its effects have read and checked. */
export interface MovimentoDoPedido {
  /** Writes every effect's part; call it after every read of the transaction, the caller's included. */
  gravar(): void;
  /** The order's own fields the effects keep. */
  campos: CamposDosEfeitos;
  /** Products whose stock reached or left 0: the catalogue is marked to show it (already, by gravar). */
  republicar: string[];
}

/** Merges the effects' parts of the customer's record into one move: the record is one document, written once. */
function juntarCliente(partes: Parte[]): MovimentoDoCliente | null {
  const comCliente = partes.filter((parte) => parte.cliente);
  if (comCliente.length === 0) return null;
  const movimento: MovimentoDoCliente = { pedido: 0, cupomId: null, ganhos: {}, perdidos: [] };
  for (const { cliente } of comCliente) {
    movimento.pedido = (movimento.pedido + cliente!.pedido) as MovimentoDoCliente['pedido'];
    movimento.cupomId = cliente!.cupomId ?? movimento.cupomId;
    Object.assign(movimento.ganhos!, cliente!.ganhos);
    movimento.perdidos!.push(...(cliente!.perdidos ?? []));
  }
  return movimento;
}

export function efeitosDoPedido(dependencias: DependenciasDosEfeitos) {
  const { estoques, cupons, clientes, lojistas, publisher, comandas } = dependencias;
  const todos = Object.values(efeitos(dependencias));

  function leitor(tx: Transaction, lojaId: string, pedido: PedidoDosEfeitos, lido: JaLido): Leitor {
    const memo = new Map<string, Promise<unknown>>();
    const uma = <T>(chave: string, ler: () => Promise<T>): Promise<T> => {
      if (!memo.has(chave)) memo.set(chave, ler());
      return memo.get(chave) as Promise<T>;
    };
    return {
      produtos: (ids) => (lido.produtos ? Promise.resolve(lido.produtos) : uma('produtos', () => estoques.read(tx, lojaId, ids))),
      cupom: (id) =>
        lido.cupom !== undefined ? Promise.resolve(lido.cupom) : uma(`cupom ${id}`, () => cupons.readNaTransacao(tx, lojaId, id)),
      registro: () =>
        lido.registro !== undefined || !pedido.cliente_registro
          ? Promise.resolve(lido.registro ?? null)
          : uma('registro', () => clientes.readRegistro(tx, lojaId, pedido.cliente_registro!)),
      regraDaTaxa: () => uma('regraDaTaxa', async () => regraDaTaxaOf(await lojistas.require(lojaId, tx))),
      fidelidade: () =>
        lido.fidelidade
          ? Promise.resolve(lido.fidelidade)
          : uma('fidelidade', async () => fidelidadeOf(await lojistas.require(lojaId, tx))),
      comanda: () => {
        if (lido.comanda) return Promise.resolve(lido.comanda);
        if (!pedido.comanda) return Promise.resolve(null);
        const id = pedido.comanda.id;
        return uma('comanda', async () => {
          const comanda = await comandas.read(lojaId, id, tx);
          return comanda && { comanda, nova: false };
        });
      },
    };
  }

  return {
    /**
     * Moves the order `pedido` (as read, `status` null when it is being placed) to `para`: every
     * effect it stops holding is left, every one it comes to hold is entered, in EFEITOS' order;
     * the first refusal (409) stops the move with nothing written. `cliente` adds to the customer's
     * record what only placing says (the name and phone it gave, stamps expired with a reward).
     */
    async mover(
      tx: Transaction,
      lojaId: string,
      pedido: PedidoDosEfeitos,
      para: StatusPedido,
      agora: Date,
      { lido = {}, cliente }: { lido?: JaLido; cliente?: Pick<MovimentoDoCliente, 'cliente' | 'perdidos'> } = {},
    ): Promise<MovimentoDoPedido> {
      const contexto: Contexto = { tx, lojaId, pedido, para, agora, ler: leitor(tx, lojaId, pedido, lido) };
      const partes: Parte[] = [];
      for (const efeito of todos) {
        const antes = efeito.tinha(pedido);
        const depois = await efeito.tera(contexto);
        if (antes !== depois) partes.push(await efeito.preparar(contexto, depois ? 1 : -1));
      }
      const movimento = juntarCliente(partes);
      if (movimento && cliente)
        Object.assign(movimento, { cliente: cliente.cliente, perdidos: [...movimento.perdidos!, ...(cliente.perdidos ?? [])] });
      // A phone without a record is an order from before records were kept: the lookup that makes the record counts it.
      const registro = movimento && (await contexto.ler.registro());
      const gravarCliente = registro && (registro.existe || pedido.status === null) ? moveRegistro(registro, movimento!) : null;
      const republicar = partes.flatMap((parte) => parte.republicar ?? []);
      return {
        campos: Object.assign({}, ...partes.map((parte) => parte.campos ?? {})) as CamposDosEfeitos,
        republicar,
        gravar() {
          for (const parte of partes) parte.gravar?.();
          if (gravarCliente) clientes.writeRegistro(tx, lojaId, pedido.cliente_registro!, gravarCliente);
          publisher.mark(tx, lojaId, { produtos: republicar });
        },
      };
    },
  };
}

export type EfeitosDoPedido = ReturnType<typeof efeitosDoPedido>;
