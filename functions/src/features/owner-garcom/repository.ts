import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { acompanhamentoDoc, novoTokenAcompanhamento, type Acompanhamento } from '../../model/acompanhamentos.js';
import { novoCodigoPedido } from '../../model/codigo-do-pedido.js';
import { comandaDoc, toComanda, type ComandaSalva } from '../../model/comandas.js';
import { mesasCollection, toMesaSalva, type MesaSalva } from '../../model/mesas.js';
import { pedidoDoc, pedidosCollection, toPedido, type ComandaDaRodada, type PedidoGuardado, type PedidoItem } from '../../model/pedidos.js';
import { isDocId } from '../../platform/http/validate.js';

/**
 * The floor staff's reads and writes (issue 44): the room's tables with their open bills, and what
 * moving a bill, a round or a line writes on the rounds and the bills. Every write joins the
 * caller's transaction.
 */
export function garcomRepository(db: Firestore) {
  return {
    /** Every table, and the open bills they point to (one read each, all at once). */
    async mesasComContas(lojaId: string): Promise<{ mesas: MesaSalva[]; comandas: Map<string, ComandaSalva> }> {
      const mesas = (await mesasCollection(db, lojaId).get()).docs.map(toMesaSalva);
      const ids = [...new Set(mesas.flatMap((mesa) => (mesa.comanda_aberta_id ? [mesa.comanda_aberta_id] : [])))];
      const docs = ids.length > 0 ? await db.getAll(...ids.map((id) => comandaDoc(db, lojaId, id))) : [];
      return { mesas, comandas: new Map(docs.filter((doc) => doc.exists).map((doc) => [doc.id, toComanda(doc)])) };
    },

    /** One round, as read in the move's transaction, or null (an id that is no document id included). */
    async rodada(tx: Transaction, lojaId: string, id: string): Promise<PedidoGuardado | null> {
      if (!isDocId(id)) return null;
      const doc = await tx.get(pedidoDoc(db, lojaId, id));
      return doc.exists ? toPedido(doc) : null;
    },

    /** The bill's table is now `mesa`: on the bill, and on each of its rounds (the kitchen and the ticket read it there). */
    mudarMesa(tx: Transaction, lojaId: string, comanda: ComandaSalva, rodadas: PedidoGuardado[], mesa: { id: string; nome: string }) {
      tx.update(comandaDoc(db, lojaId, comanda.id), { mesa });
      for (const rodada of rodadas)
        tx.update(pedidoDoc(db, lojaId, rodada.id), { comanda: { ...rodada.comanda!, mesa }, atualizado_em: FieldValue.serverTimestamp() });
    },

    /** The whole round now belongs to the bill `comanda` (the bills' sums are the caller's). */
    mudarComandaDaRodada(tx: Transaction, lojaId: string, rodadaId: string, comanda: ComandaDaRodada) {
      tx.update(pedidoDoc(db, lojaId, rodadaId), { comanda, comanda_id: comanda.id, atualizado_em: FieldValue.serverTimestamp() });
    },

    /** The round keeps `itens`, `valor_centavos` less than it had: what moved to another table. */
    tirarDaRodada(tx: Transaction, lojaId: string, rodada: PedidoGuardado, itens: PedidoItem[], valorCentavos: number) {
      tx.update(pedidoDoc(db, lojaId, rodada.id), {
        itens,
        subtotal_centavos: rodada.subtotal_centavos - valorCentavos,
        total_centavos: rodada.total_centavos - valorCentavos,
        atualizado_em: FieldValue.serverTimestamp(),
      });
    },

    /**
     * A round of its own for the line moved to `comanda`: the source round's status, time and history
     * (the kitchen's clock keeps running from when it was ordered), a code and tracking link of its
     * own, no coupon, reward or customer's record (the source round keeps counting those once), and
     * where it came from. Written without its effects: its stock and received counters were the
     * source round's, and stay entered once (model/efeitos-do-pedido.ts' estoque and recebido read
     * the lines each order holds now).
     */
    criarRodadaMovida(
      tx: Transaction,
      lojaId: string,
      origem: PedidoGuardado,
      item: PedidoItem,
      comanda: ComandaDaRodada,
      por: string,
    ): { id: string; codigo: string } {
      const ref = pedidosCollection(db, lojaId).doc();
      const codigo = novoCodigoPedido();
      const acompanhamento = novoTokenAcompanhamento();
      tx.create(ref, {
        codigo,
        itens: [item],
        subtotal_centavos: item.total_centavos,
        taxa_entrega_centavos: 0,
        desconto_centavos: 0,
        total_centavos: item.total_centavos,
        cupom: null,
        fidelidade: null,
        texto_whatsapp: '',
        idempotencia: null,
        idempotencia_corpo: null,
        cliente: origem.cliente,
        entrega: null,
        pagamento: null,
        observacao: origem.observacao,
        pix_copia_e_cola: null,
        acompanhamento,
        agendado_para: null,
        distancia_km: null,
        frete_a_combinar: false,
        cliente_registro: null,
        comanda,
        comanda_id: comanda.id,
        balcao: null,
        movida_de: { pedido_id: origem.id, codigo: origem.codigo, mesa: origem.comanda!.mesa, por },
        status: origem.status,
        criado_em: Timestamp.fromDate(origem.criado_em),
        atualizado_em: FieldValue.serverTimestamp(),
        historico: origem.historico.map(({ status, em, por: quem }) => ({
          status,
          em: Timestamp.fromDate(em),
          ...(quem && { por: quem }),
        })),
        receita_contada: false,
        selo_fidelidade: false,
      });
      const lookup: Acompanhamento = { lojista_id: lojaId, pedido_id: ref.id };
      tx.create(acompanhamentoDoc(db, acompanhamento), lookup);
      return { id: ref.id, codigo };
    },

    /**
     * A bill left with no round by a move: closed at zero, without comandas.fechar's count in the
     * room's report (no table was served on it: its rounds are served on the other bill).
     */
    fecharVazia(tx: Transaction, lojaId: string, comandaId: string, agora: Date) {
      tx.update(comandaDoc(db, lojaId, comandaId), {
        status: 'fechada',
        fechada_em: Timestamp.fromDate(agora),
        incluiu_taxa_servico: false,
        total_centavos: 0,
      });
    },

    /** The bill's consumption less (negative) or more what moved, without changing its count of rounds. */
    moverValor(tx: Transaction, lojaId: string, comandaId: string, centavos: number) {
      tx.update(comandaDoc(db, lojaId, comandaId), { subtotal_centavos: FieldValue.increment(centavos) });
    },
  };
}

export type GarcomRepository = ReturnType<typeof garcomRepository>;
