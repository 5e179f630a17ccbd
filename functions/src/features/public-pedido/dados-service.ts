import { TOKEN_ACOMPANHAMENTO } from '../../model/acompanhamentos.js';
import type { DadosDoClienteRepository } from '../../model/dados-do-cliente.js';
import { AppError } from '../../platform/http/errors.js';
import { PEDIDO_NAO_ENCONTRADO } from './acompanhamento-service.js';

/** The customer's right to erasure (LGPD art. 18), for the order their tracking link names. */
export function publicPedidoDadosService({ dados, now }: { dados: DadosDoClienteRepository; now: () => Date }) {
  return {
    /**
     * DELETE /api/pedido/{token}/dados: erases the customer's name, phone, address and note from
     * the order (model/dados-do-cliente.ts); the items and totals stay for the owner. Asking again
     * changes nothing and answers the same. 404 for a malformed or unknown token, without a read
     * for a malformed one.
     */
    async delete(token: string): Promise<void> {
      if (!TOKEN_ACOMPANHAMENTO.test(token) || !(await dados.deleteByToken(token, now()))) {
        throw new AppError(404, PEDIDO_NAO_ENCONTRADO);
      }
    },
  };
}

export type PublicPedidoDadosService = ReturnType<typeof publicPedidoDadosService>;
