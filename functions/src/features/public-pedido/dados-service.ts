import { TOKEN_ACOMPANHAMENTO } from '../../model/acompanhamentos.js';
import type { DadosDoClienteRepository } from '../../model/dados-do-cliente.js';
import { centsToReais, fiadoMantidoNoApagamento, type RespostaDoApagamento } from '@vitrine/shared';
import { AppError } from '../../platform/http/errors.js';
import { PEDIDO_NAO_ENCONTRADO } from '../../model/pedidos.js';

/** The customer's right to erasure (LGPD art. 18), for the order their tracking link names. */
export function publicPedidoDadosService({ dados, now }: { dados: DadosDoClienteRepository; now: () => Date }) {
  return {
    /**
     * DELETE /api/pedido/{token}/dados: erases the customer's name, phone, address and note from
     * the order (model/dados-do-cliente.ts); the items and totals stay for the owner. Asking again
     * changes nothing and answers the same. 404 for a malformed or unknown token, without a read
     * for a malformed one. The phone's tab (fiado) goes too when nothing is owed; with money owed it
     * is kept, and the answer's `fiado.mensagem` tells the customer why (LGPD art. 7 and 16).
     */
    async delete(token: string): Promise<RespostaDoApagamento> {
      const apagado = TOKEN_ACOMPANHAMENTO.test(token) ? await dados.deleteByToken(token, now()) : null;
      if (!apagado) throw new AppError(404, PEDIDO_NAO_ENCONTRADO);
      const mantido = apagado.fiadoMantidoCentavos;
      return mantido === null
        ? { ok: true }
        : { ok: true, fiado: { mantido: true, em_aberto: centsToReais(mantido), mensagem: fiadoMantidoNoApagamento(mantido) } };
    },
  };
}

export type PublicPedidoDadosService = ReturnType<typeof publicPedidoDadosService>;
