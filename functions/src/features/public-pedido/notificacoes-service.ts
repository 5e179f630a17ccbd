import type { Inscricao } from '@vitrine/shared';
import { TOKEN_ACOMPANHAMENTO } from '../../model/acompanhamentos.js';
import { PEDIDO_ENCERRADO, type NotificacoesDoClienteRepository } from '../../model/notificacoes-do-cliente.js';
import { AppError } from '../../platform/http/errors.js';
import { checkInscricao } from '../../platform/push/endereco.js';
import { PEDIDO_NAO_ENCONTRADO } from '../../model/pedidos.js';

/** The customer's status pushes on one order: the tracking token is the capability, as for the tracking page. */
export function publicPedidoNotificacoesService({
  inscricoesDoCliente,
  local,
  now,
}: {
  inscricoesDoCliente: NotificacoesDoClienteRepository;
  /** Running on the local emulators (config/env.ts): http://127.0.0.1 push services allowed. */
  local: boolean;
  now: () => Date;
}) {
  return {
    /**
     * POST /api/pedido/{token}/notificacoes: stores the device's subscription on the order
     * (model/notificacoes-do-cliente.ts: the same endpoint updates, a fourth device replaces the oldest).
     * 404 for a malformed token (no read) or one of no order; 400 for an address or keys the
     * owner's devices would be refused too, checked before any read; 409 once the order's
     * subscriptions are due to go (delivered or cancelled more than a day ago).
     */
    async subscribe(token: string, inscricao: Inscricao): Promise<{ id: string }> {
      if (!TOKEN_ACOMPANHAMENTO.test(token)) throw new AppError(404, PEDIDO_NAO_ENCONTRADO);
      checkInscricao(inscricao, local);
      const salvo = await inscricoesDoCliente.save(token, inscricao, now());
      if (salvo === 'sem-pedido') throw new AppError(404, PEDIDO_NAO_ENCONTRADO);
      if (salvo === 'encerrado') throw new AppError(409, PEDIDO_ENCERRADO);
      return salvo;
    },
  };
}

export type PublicPedidoNotificacoesService = ReturnType<typeof publicPedidoNotificacoesService>;
