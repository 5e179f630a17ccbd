import type { AvaliacaoInput, AvaliacaoPublica, PedidoAcompanhamento, RespostaDoApagamento } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { api } from '../../lib/api';

/** GET /api/pedido/{token}: the order as its customer may see it (the tracking page). */
export function readAcompanhamento(token: string) {
  return api<PedidoAcompanhamento>(apiPaths.pedidoAcompanhamento({ token }), { credentials: 'omit', cache: 'no-store' });
}

/** DELETE /api/pedido/{token}/dados: erases the customer's name, phone, address and note from the order (LGPD), and a settled tab (fiado). */
export function deleteDadosDoPedido(token: string) {
  return api<RespostaDoApagamento>(apiPaths.pedidoDados({ token }), { method: 'DELETE', credentials: 'omit' });
}

/** POST /api/pedido/{token}/avaliacao: the customer's review of the delivered order, once (issue 47). */
export function createAvaliacao(token: string, avaliacao: AvaliacaoInput) {
  return api<AvaliacaoPublica>(apiPaths.pedidoAvaliacao({ token }), { method: 'POST', credentials: 'omit', json: avaliacao });
}
