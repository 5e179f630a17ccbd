import { Timestamp, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import {
  PEDIDO_VALOR_MAXIMO_PADRAO,
  type Atendimento,
  type Fidelidade,
  type Produto,
  type Salao,
  type StatusPedido,
} from '@vitrine/shared';
import { acompanhamentoDoc, type Acompanhamento } from './acompanhamentos.js';
import { bloqueioDoc } from './bloqueios.js';
import { configuracaoDoc } from './configuracoes.js';
import type { CamposDosEfeitos } from './efeitos-do-pedido.js';
import { jaEsgotado, limiteCompartilhado, type Contagem, type LimiteCompartilhado } from './limite-compartilhado.js';
import type { PedidosPorMinutoRepository } from './pedidos-por-minuto.js';
import { fidelidadeOf, lojaOf, lojistaDoc, salaoOf, type Lojista } from './lojistas.js';
import { markPedidoAgendado, markPedidoParado } from './pedidos-parados.js';
import { historicoParaGravar, pedidoDoc, pedidosCollection, toPedido, type PedidoGuardado, type PedidoNovo } from './pedidos.js';
import { produtoDoc, toProduto } from './produtos.js';

/** A stored product as an order needs it: its prices and options, whether it sells, and its tracked stock. */
export type ProdutoDoPedido = Pick<
  Produto,
  | 'nome'
  | 'preco'
  | 'preco_promocional'
  | 'opcoes'
  | 'ativo'
  | 'esgotado'
  | 'estoque'
  | 'maximo_por_pedido'
  | 'variacoes'
  | 'unidade'
  | 'passo_gramas'
  | 'minimo_gramas'
  | 'combo'
>;

function toProdutoDoPedido(snapshot: DocumentSnapshot): ProdutoDoPedido {
  const produto = toProduto(snapshot);
  // Without a stored price it cannot be priced: as good as hidden.
  return { ...produto, ativo: produto.ativo && typeof snapshot.get('preco_centavos') === 'number' };
}

/** The shop as an order needs it: whether it sells, its name, and its service settings (null: orders as in the spec). */
export interface LojaDoPedido {
  status: Lojista['status'];
  nome: string;
  /** Where a pickup is collected ('' when the shop gave no address). */
  endereco: string;
  atendimento: Atendimento | null;
  /** The loyalty card: its reward goes on the order of a customer with enough stamps. */
  fidelidade: Fidelidade;
  /** The dining room (issue 44): whether its tables take rounds, its service fee and couvert. */
  salao: Salao;
}

/** The order a key named: what it answered, and the hash of the body it was placed with (null: placed before bodies were kept). */
export interface PedidoExistente {
  pedido: PedidoGuardado;
  corpo: string | null;
}

/** Everything an order reads, in its transaction. */
export interface LeituraDoPedido {
  loja: LojaDoPedido | null;
  existente: PedidoExistente | null;
  produtos: Map<string, ProdutoDoPedido>;
  /** The platform's ceiling on an order's total, in cents (configuracoes pedido_valor_maximo). */
  valorMaximoCentavos: number;
  /** The customer's phone is one the owner blocked. */
  bloqueado: boolean;
}

const inteiroPositivo = (valor: unknown, padrao: number) =>
  typeof valor === 'number' && Number.isInteger(valor) && valor > 0 ? valor : padrao;

/**
 * New orders as customers place them (public-pedido), and as the team takes them for a table or at
 * the counter (owner-garcom, issue 44): lojistas/{lojaId}/pedidos/{id} and the tracking link's
 * acompanhamentos/{token}. Everything joins the caller's transaction.
 */
export function pedidosNovosRepository(db: Firestore, pedidosPorMinuto: PedidosPorMinutoRepository) {
  /** The shop's orders-a-minute window, against the owner's setting as this instance last read it. */
  const janelaDaLoja = async (lojaId: string, agora: Date): Promise<LimiteCompartilhado> => ({
    chave: `loja-pedidos|${lojaId}`,
    limite: await pedidosPorMinuto.readCached(lojaId),
    janelaMs: 60_000,
    agora,
  });
  return {
    /**
     * Every read an order needs, in one round trip: the shop (null if unknown), the platform's
     * ceiling on a total, the order a retry names (null if
     * none yet, or no key), whether the customer's phone is blocked, and the products by id (a
     * missing one is absent). Stock is read in the order's transaction: a concurrent order that
     * changes it makes this one run again.
     */
    async read(
      tx: Transaction,
      {
        lojaId,
        pedidoId,
        telefone,
        produtoIds,
      }: { lojaId: string; pedidoId: string | null; telefone: string | null; produtoIds: string[] },
    ): Promise<LeituraDoPedido> {
      const opcionais = [...(pedidoId ? [pedidoDoc(db, lojaId, pedidoId)] : []), ...(telefone ? [bloqueioDoc(db, lojaId, telefone)] : [])];
      const snapshots = await tx.getAll(
        lojistaDoc(db, lojaId),
        configuracaoDoc(db, 'pedido_valor_maximo'),
        ...opcionais,
        ...produtoIds.map((id) => produtoDoc(db, lojaId, id)),
      );
      const [lojista, valorMaximo, ...resto] = snapshots;
      const pedido = pedidoId ? resto.shift() : undefined;
      const bloqueio = telefone ? resto.shift() : undefined;
      const dados = lojista?.exists ? (lojista.data() as Lojista) : null;
      const produtos = new Map(resto.filter((snapshot) => snapshot.exists).map((snapshot) => [snapshot.id, toProdutoDoPedido(snapshot)]));
      // A combo's items (issue 47): priced, checked and stocked with the order, so read in its transaction too.
      const itensDosCombos = [
        ...new Set([...produtos.values()].flatMap((produto) => produto.combo?.itens.map((item) => item.produto_id) ?? [])),
      ];
      const faltam = itensDosCombos.filter((id) => !produtos.has(id));
      if (faltam.length > 0) {
        for (const snapshot of await tx.getAll(...faltam.map((id) => produtoDoc(db, lojaId, id))))
          if (snapshot.exists) produtos.set(snapshot.id, toProdutoDoPedido(snapshot));
      }
      const corpo: unknown = pedido?.get('idempotencia_corpo');
      return {
        loja: dados && {
          status: dados.status ?? 'ativo',
          nome: lojaOf(dados).nome_loja,
          endereco: lojaOf(dados).endereco,
          atendimento: dados.atendimento ?? null,
          fidelidade: fidelidadeOf(dados),
          salao: salaoOf(dados),
        },
        existente: pedido?.exists ? { pedido: toPedido(pedido), corpo: typeof corpo === 'string' ? corpo : null } : null,
        produtos,
        valorMaximoCentavos:
          inteiroPositivo(Number(valorMaximo?.get('valor') ?? PEDIDO_VALOR_MAXIMO_PADRAO), PEDIDO_VALOR_MAXIMO_PADRAO) * 100,
        bloqueado: bloqueio?.exists === true,
      };
    },

    /** Whether the order a retry's key names was already placed: a retry is answered, never limited. */
    async existe(lojaId: string, pedidoId: string): Promise<boolean> {
      return (await pedidoDoc(db, lojaId, pedidoId).get()).exists;
    },

    /**
     * Counts one order of the shop in this minute's window, shared by every instance
     * (limiteCompartilhado: an atomic increment and a read, outside the order's transaction, so a
     * rush of orders never contends on one document), against the owner's orders-a-minute setting.
     */
    async contarNaJanela(lojaId: string, agora: Date): Promise<Contagem> {
      return limiteCompartilhado(db, await janelaDaLoja(lojaId, agora));
    },

    /** The refusal when this instance already knows the shop's minute to be full (from memory, counting nothing), else null. */
    async janelaJaCheia(lojaId: string, agora: Date): Promise<Contagem | null> {
      return jaEsgotado(db, await janelaDaLoja(lojaId, agora));
    },

    /** The new order's id: the one its Idempotency-Key names, else a new one. */
    novoId(lojaId: string, pedidoId: string | null): string {
      return pedidoId ?? pedidosCollection(db, lojaId).doc().id;
    },

    /**
     * Creates the order `id` (status novo), its tracking lookup, its mark to push it again after
     * `alertaMin` minutes if still novo (none for 0) and a scheduled order's mark to push its slot at
     * `agendadoAvisarEm` (issue 31), in the caller's transaction; its counters and the rest are its
     * effects' (model/efeitos-do-pedido.ts).
     */
    create(
      tx: Transaction,
      lojaId: string,
      id: string,
      pedido: PedidoNovo & CamposDosEfeitos,
      agora: Date,
      {
        alertaMin,
        agendadoAvisarEm,
        status = 'novo',
        por,
      }: {
        alertaMin: number;
        agendadoAvisarEm: Date | null;
        status?: Extract<StatusPedido, 'novo' | 'confirmado'>;
        /** The team member who took it (a waiter's round, a counter order): its first history entry says who. */
        por?: string;
      },
    ): void {
      const em = Timestamp.fromDate(agora);
      // A table's round goes straight to the kitchen (confirmado); every other order waits for the shop (novo).
      tx.create(pedidoDoc(db, lojaId, id), {
        ...pedido,
        // A round's bill, also at the top level: what the bill's rounds are queried by (model/comandas.ts).
        ...(pedido.comanda && { comanda_id: pedido.comanda.id }),
        status,
        criado_em: em,
        atualizado_em: em,
        historico: historicoParaGravar([{ status, em: agora, ...(por && { por }) }]),
      });
      const lookup: Acompanhamento = { lojista_id: lojaId, pedido_id: id };
      tx.create(acompanhamentoDoc(db, pedido.acompanhamento), lookup);
      if (alertaMin > 0) markPedidoParado(db, tx, lojaId, id, new Date(agora.getTime() + alertaMin * 60_000));
      if (agendadoAvisarEm) markPedidoAgendado(db, tx, lojaId, id, agendadoAvisarEm);
    },

    /** The order a tracking token leads to: two reads (the lookup, then the order); null when either is missing. */
    async acompanhamento(token: string): Promise<{ lojaId: string; pedido: PedidoGuardado } | null> {
      const lookup = (await acompanhamentoDoc(db, token).get()).data() as Acompanhamento | undefined;
      if (!lookup) return null;
      const pedido = await pedidoDoc(db, lookup.lojista_id, lookup.pedido_id).get();
      return pedido.exists ? { lojaId: lookup.lojista_id, pedido: toPedido(pedido) } : null;
    },
  };
}

export type PedidosNovosRepository = ReturnType<typeof pedidosNovosRepository>;
