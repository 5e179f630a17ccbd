import type { PedidoResponse, WhatsappResponse } from '@vitrine/shared';
import { centsToReais } from '@vitrine/shared/money';
import { api } from '../../lib/api';
import { lojaPath, rotaPublica, type LojaRef } from './caminhos';
import { totalCentavos, type LinhaCarrinho } from './carrinho/carrinho';
import { useLocal } from './rotas';

// Types only from the shared barrel: its values would bring zod into the customer's bundle.

export { lojaPath, produtoPath, type LojaRef } from './caminhos';

/** The shop and product of the current public route. */
export function useRota(): { lojaRef: LojaRef; produtoId: string } {
  const rota = rotaPublica(useLocal().pathname);
  return { lojaRef: rota?.lojaRef ?? { lojistaId: '' }, produtoId: rota?.produtoId ?? '' };
}

/** POST …/pedido. The key makes a retry of the same attempt answer the same order instead of a second one. */
export function criarPedido(ref: LojaRef, linhas: LinhaCarrinho[], idempotencyKey: string) {
  const produtos = linhas.map(({ id, nome, preco, quantidade }) => ({ id, nome, preco, quantidade }));
  // The server recomputes the total from its stored prices; this one is only the spec's payload.
  const valor_total = centsToReais(totalCentavos(linhas));
  return api<PedidoResponse>(`${lojaPath(ref)}/pedido`, {
    method: 'POST',
    credentials: 'omit',
    headers: { 'Idempotency-Key': idempotencyKey },
    json: { produtos, valor_total },
  });
}

export function buscarWhatsapp(lojistaId: string) {
  return api<WhatsappResponse>(`/lojista/${encodeURIComponent(lojistaId)}/whatsapp`, { credentials: 'omit' });
}
