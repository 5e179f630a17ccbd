import type { PedidoResponse, WhatsappResponse } from '@vitrine/shared';
import { centsToReais } from '@vitrine/shared/money';
import { api } from '../../lib/api';
import { lojaPath, type LojaRef } from '../paths';
import { totalCentavos, type CarrinhoLine } from './carrinho';

/** POST …/pedido. The key makes a retry of the same attempt answer the same order instead of a second one. */
export function createPedido(ref: LojaRef, linhas: CarrinhoLine[], idempotencyKey: string) {
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

/** The shop's WhatsApp number, asked for when the catalogue read had none. */
export function readWhatsapp(lojistaId: string) {
  return api<WhatsappResponse>(`/lojista/${encodeURIComponent(lojistaId)}/whatsapp`, { credentials: 'omit' });
}
