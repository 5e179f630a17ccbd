import { clientesCollection } from './clientes.js';
import { Timestamp, type DocumentSnapshot, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { RETENCAO_DADOS_CLIENTE_MESES } from '@vitrine/shared';
import { acompanhamentoDoc, type Acompanhamento } from './acompanhamentos.js';
import { APAGAMENTO_DA_AVALIACAO, avaliacaoDoc } from './avaliacoes.js';
import { fiadoRepository } from './fiado.js';
import { notificacoesDoClienteDoc } from './notificacoes-do-cliente.js';
import { lojistaDoc, lojistasCollection } from './lojistas.js';
import { pedidoDoc, pedidosCollection } from './pedidos.js';

/**
 * A customer's personal data in an order (LGPD, issue 17): the name and phone (`cliente`), the
 * address (`entrega`'s endereco, complemento, referencia), the note (`observacao`) and the lines of
 * `texto_whatsapp` that repeat them. Erasing them keeps the items, the totals, the payment method,
 * pickup or delivery and the delivery's neighbourhood (what the fee was computed from), so the
 * owner's figures and the order's story stay whole. `dados_apagados_em` and `dados_apagados_por` tell
 * the owner's screens and the tracking page why the customer is missing. The order's tracking document
 * (acompanhamentos/{token}) holds only ids: nothing to erase there. The customer's push
 * subscriptions on the order (avisos_do_cliente/{token}) go with the rest, and so does the phone's
 * tab (fiado, issue 46) when nothing is owed on it; a tab with money owed keeps its phone, name and
 * amounts, as the law allows for a credit (Lei 13.709/2018, art. 7, II, V, IX and art. 16), and the
 * erasure says so. The order's review (issue 47, model/avaliacoes.ts) loses its comment and name and
 * keeps its nota, so the shop's figures do not change.
 *
 * Two ways in: the customer asks from the tracking page (DELETE /api/pedido/{token}/dados), and the
 * retention job erases every order older than RETENCAO_DADOS_CLIENTE_MESES (jobs/retencao.ts; the
 * subscriptions of those orders are due by then, model/notificacoes-do-cliente.ts).
 */

/** The summary's lines that carry personal data, as shared/src/pedido/whatsapp.ts's linhasDoCliente and linhasDoPagamento start them (one line each). */
const LINHAS_PESSOAIS = ['*Cliente:*', '*Telefone:*', '*Endereço:*', '*Referência:*', '*Observação:*'];

/** The summary without those lines, its blocks still one blank line apart: as if written without the customer's data. */
export const semLinhasPessoais = (texto: string) =>
  texto
    .split('\n\n')
    .map((bloco) =>
      bloco
        .split('\n')
        .filter((linha) => !LINHAS_PESSOAIS.some((inicio) => linha.startsWith(inicio)))
        .join('\n'),
    )
    .filter((bloco) => bloco !== '')
    .join('\n\n');

/** The update that erases the customer's data from an order; null when it was erased already (nothing to write). */
/** Who had the data erased: the customer from the tracking page, or the retention period. */
export type ApagadoPor = 'cliente' | 'retencao';

export function apagamentoDosDados(pedido: DocumentSnapshot, agora: Date, por: ApagadoPor): Record<string, unknown> | null {
  if (pedido.get('dados_apagados_em')) return null;
  const entrega = pedido.get('entrega') as { tipo?: string; bairro?: string } | null | undefined;
  return {
    cliente: null,
    entrega: entrega ? { tipo: entrega.tipo ?? 'entrega', ...(entrega.bairro ? { bairro: entrega.bairro } : {}) } : null,
    observacao: null,
    texto_whatsapp: semLinhasPessoais(String(pedido.get('texto_whatsapp') ?? '')),
    dados_apagados_em: Timestamp.fromDate(agora),
    dados_apagados_por: por,
  };
}

/** The day before which orders lose their customer's data: `agora` minus the retention period, in calendar months. */
export function limiteDaRetencao(agora: Date, meses = RETENCAO_DADOS_CLIENTE_MESES): Date {
  const limite = new Date(agora);
  limite.setUTCMonth(limite.getUTCMonth() - meses);
  return limite;
}

/** Orders one retention batch reads and erases: one write each, plus the shop's mark, under a batch's 500. */
const PEDIDOS_POR_LOTE = 400;

/** What the customer's erasure did: null when the token leads to no order; the tab kept for what it owes, if any. */
export interface ApagamentoDoCliente {
  fiadoMantidoCentavos: number | null;
}

export function dadosDoClienteRepository(db: Firestore) {
  const fiado = fiadoRepository(db);
  return {
    /**
     * The customer's erasure from the tracking page, with the order's push subscriptions and the
     * phone's tab: null when the token leads to no order. In a transaction, so a status change the
     * owner makes at the same time keeps both, a device subscribing at the same time is erased too
     * or comes after, and a charge to the tab at the same time is kept with the tab.
     */
    async deleteByToken(token: string, agora: Date): Promise<ApagamentoDoCliente | null> {
      const lookup = (await acompanhamentoDoc(db, token).get()).data() as Acompanhamento | undefined;
      if (!lookup) return null;
      const ref = pedidoDoc(db, lookup.lojista_id, lookup.pedido_id);
      return db.runTransaction(async (tx) => {
        const pedido = await tx.get(ref);
        if (!pedido.exists) return null;
        // The customer's record at the shop keeps its counts and stamps, not their name nor their phone's digits.
        const registroId: unknown = pedido.get('cliente_registro');
        const registro = typeof registroId === 'string' ? await tx.get(clientesCollection(db, lookup.lojista_id).doc(registroId)) : null;
        const telefone: unknown = pedido.get('cliente.telefone');
        const tab = typeof telefone === 'string' && telefone ? await fiado.apagarNaTransacao(tx, lookup.lojista_id, telefone) : null;
        const avaliacao = await tx.get(avaliacaoDoc(db, lookup.lojista_id, lookup.pedido_id));
        const apagamento = apagamentoDosDados(pedido, agora, 'cliente');
        if (apagamento) tx.update(ref, apagamento);
        if (registro?.exists) tx.update(registro.ref, { nome: null, telefone_final: null });
        tx.delete(notificacoesDoClienteDoc(db, token));
        if (avaliacao.exists) tx.update(avaliacao.ref, APAGAMENTO_DA_AVALIACAO);
        tab?.gravar();
        return { fiadoMantidoCentavos: tab?.mantido?.saldo_centavos ?? null };
      });
    },

    /**
     * The retention job's shops, with how far each was already cleaned (lojistas/{lojaId}.retencao_ate):
     * one small read per shop a day, never a collection-group query (which the local emulator lacks).
     */
    async listLojistas(): Promise<{ lojaId: string; retencaoAte: Date | null }[]> {
      const snapshot = await lojistasCollection(db).select('retencao_ate').get();
      return snapshot.docs.map((doc) => ({
        lojaId: doc.id,
        retencaoAte: (doc.get('retencao_ate') as Timestamp | undefined)?.toDate() ?? null,
      }));
    },

    /**
     * Erases the customer's data from the shop's orders placed from `desde` (null: the first) to
     * before `limite`, a batch at a time, and moves the shop's mark to `limite`, so tomorrow's run
     * reads only the orders that crossed the line since. Answers how many orders it erased.
     */
    async deleteExpired(lojaId: string, desde: Date | null, limite: Date, agora: Date): Promise<number> {
      let inicio = desde;
      let apagados = 0;
      for (;;) {
        let query = pedidosCollection(db, lojaId).where('criado_em', '<', Timestamp.fromDate(limite));
        if (inicio) query = query.where('criado_em', '>=', Timestamp.fromDate(inicio));
        const { docs } = await query.orderBy('criado_em').limit(PEDIDOS_POR_LOTE).get();
        const batch: WriteBatch = db.batch();
        for (const pedido of docs) {
          const apagamento = apagamentoDosDados(pedido, agora, 'retencao');
          if (!apagamento) continue;
          batch.update(pedido.ref, apagamento);
          apagados += 1;
        }
        const cheio = docs.length === PEDIDOS_POR_LOTE;
        const ultimo = (docs.at(-1)?.get('criado_em') as Timestamp | undefined)?.toDate();
        // A full batch may stop inside a run of equal times: the next starts at its last time (re-read, skipped as erased).
        const proximo = cheio && ultimo && ultimo.getTime() !== inicio?.getTime() ? ultimo : null;
        // update, not set: a shop deleted meanwhile is not brought back; the batch fails and the next run tries again.
        batch.update(lojistaDoc(db, lojaId), { retencao_ate: Timestamp.fromDate(proximo ?? limite) });
        await batch.commit();
        if (!proximo) return apagados;
        inicio = proximo;
      }
    },
  };
}

export type DadosDoClienteRepository = ReturnType<typeof dadosDoClienteRepository>;
