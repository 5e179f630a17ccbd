import { Router, type RequestHandler } from 'express';
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import {
  centsToReais,
  formatBRLTexto,
  reaisToCents,
  pagamentoDoPedidoSchema,
  type PagamentoDoPedidoInput,
  type PagamentosDoPedidoResponse,
} from '@vitrine/shared';
import { CAIXA_FECHADO, type CaixasRepository } from '../../model/caixas.js';
import {
  pedidoDoc,
  faltaReceberDoPedido,
  recebimentoDoPedido,
  toPedido,
  type PedidoGuardado,
  type RecebimentoGuardado,
} from '../../model/pedidos.js';
import type { RunTransaction } from '../../model/transaction.js';
import { AppError } from '../../platform/http/errors.js';
import { apiPaths } from '@vitrine/shared/api-paths';
import { rotasDaLoja, type Sessao } from '../../platform/http/sessao.js';
import { isDocId, parseWithFirstMessage } from '../../platform/http/validate.js';
import { PEDIDO_NAO_ENCONTRADO } from './service.js';

export const PEDIDO_CANCELADO_NAO_RECEBE = 'Este pedido foi cancelado: não recebe pagamento.';
export const RODADA_PAGA_NA_CONTA = 'Este pedido é uma rodada de mesa: receba o pagamento na conta da mesa.';
export const PIX_JA_PAGO_PELO_BANCO = 'Este pedido já foi pago por PIX, confirmado pelo banco.';
export const pagamentoAcimaDoQueFaltaNoPedido = (falta: number) =>
  falta === 0 ? 'Este pedido já está pago.' : `O pagamento passa do que falta no pedido (${formatBRLTexto(falta)}).`;

/** An order's in-person payments (issue 46): its document's `recebimentos`, read and written in a transaction. */
export function recebimentosRepository(db: Firestore) {
  return {
    async read(tx: Transaction, lojaId: string, id: string): Promise<PedidoGuardado | null> {
      if (!isDocId(id)) return null;
      const doc = await tx.get(pedidoDoc(db, lojaId, id));
      return doc.exists ? toPedido(doc) : null;
    },
    gravar(tx: Transaction, lojaId: string, id: string, recebimentos: RecebimentoGuardado[]) {
      tx.update(pedidoDoc(db, lojaId, id), {
        recebimentos: recebimentos.map((recebimento) => ({ ...recebimento, em: Timestamp.fromDate(recebimento.em) })),
      });
    },
  };
}

/**
 * POST /api/pedidos/{id}/pagamentos: an order paid at the counter or on delivery, in one or several
 * payments, each landing on the receiver's open till in the order's transaction. A PIX the bank
 * confirmed by itself (issue 45) is paid already, and a table's round is paid on its bill.
 */
export function pagamentosDoPedidoService({
  recebimentos,
  caixas,
  runTransaction,
  now,
}: {
  recebimentos: ReturnType<typeof recebimentosRepository>;
  caixas: Pick<CaixasRepository, 'lerCaixaAberto' | 'lancarNoCaixa'>;
  runTransaction: RunTransaction;
  now: () => Date;
}) {
  return {
    async pagar(
      lojaId: string,
      id: string,
      input: PagamentoDoPedidoInput,
      quem: Pick<Sessao, 'uid' | 'nome'>,
    ): Promise<PagamentosDoPedidoResponse> {
      return runTransaction(async (tx) => {
        const pedido = await recebimentos.read(tx, lojaId, id);
        if (!pedido) throw new AppError(404, PEDIDO_NAO_ENCONTRADO);
        if (pedido.status === 'cancelado') throw new AppError(409, PEDIDO_CANCELADO_NAO_RECEBE);
        if (pedido.comanda) throw new AppError(409, RODADA_PAGA_NA_CONTA);
        const { pagamento } = pedido;
        if (pagamento?.forma === 'pix' && pagamento.confirmacao === 'automatica' && pagamento.status === 'pago')
          throw new AppError(409, PIX_JA_PAGO_PELO_BANCO);
        const valor = reaisToCents(input.valor);
        const falta = faltaReceberDoPedido(pedido);
        if (valor > falta) throw new AppError(400, pagamentoAcimaDoQueFaltaNoPedido(falta));
        const caixa = await caixas.lerCaixaAberto(tx, lojaId, quem.uid);
        if (!caixa) throw new AppError(409, CAIXA_FECHADO);
        const troco = input.troco === undefined ? 0 : reaisToCents(input.troco);
        const em = now();
        const lista = [
          ...pedido.recebimentos,
          { forma: input.forma, valor_centavos: valor, troco_centavos: troco, em, por: quem.nome, caixa_id: caixa.id },
        ];
        recebimentos.gravar(tx, lojaId, id, lista);
        caixas.lancarNoCaixa(tx, lojaId, caixa, {
          forma: input.forma,
          valor_centavos: valor,
          troco_centavos: troco,
          origem: { tipo: 'pedido', id, descricao: `#${pedido.codigo}` },
          por: quem.uid,
          em,
        });
        return { recebimentos: lista.map(recebimentoDoPedido), falta: centsToReais(falta - valor) };
      });
    },
  };
}

export type PagamentosDoPedidoService = ReturnType<typeof pagamentosDoPedidoService>;

/** The route, mounted before owner-pedidos' (which would take its prefix): whoever has a till receives (permission `caixa`). */
export function pagamentosDoPedidoRoutes(pagamentos: PagamentosDoPedidoService, owner: RequestHandler) {
  const router = Router();
  router.use(apiPaths.pedidoPagamentos.pattern, owner);
  rotasDaLoja(router).post(
    apiPaths.pedidoPagamentos.pattern,
    'caixa',
    (lojaId, req) => pagamentos.pagar(lojaId, req.params.id, parseWithFirstMessage(pagamentoDoPedidoSchema, req.body), req.sessao!),
    201,
  );
  return router;
}
