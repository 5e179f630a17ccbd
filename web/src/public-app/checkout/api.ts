import type { PedidoInput, PedidoResponse, WhatsappResponse } from '@vitrine/shared';
import type { HorariosDisponiveis, TipoEntrega } from '@vitrine/shared/atendimento';
import { apiPaths, lojaRefPath } from '@vitrine/shared/api-paths';
import { centsToReais } from '@vitrine/shared/money';
import { api } from '../../lib/api';
import type { LojaRef } from '../../lib/public-paths';
import { totalCentavos, type CarrinhoLine, type ItemDoComboDaLinha } from '../carrinho/carrinho';

/** The order's part beyond the cart: a shop with service settings' customer, delivery, payment and note, and a coupon's code. */
export type CheckoutPart = Pick<PedidoInput, 'cliente' | 'entrega' | 'pagamento' | 'observacao' | 'cupom' | 'agendado_para'>;

/** The cart's lines as an order (and a table's round, mesa/api.ts) sends them. */
export const produtosDoPedido = (linhas: CarrinhoLine[]) =>
  linhas.map(({ id, nome, preco, quantidade, opcoes, observacao, variacao, gramas, combo }) => ({
    id,
    nome,
    preco,
    // A weighed line (issue 30) carries its weight instead of a quantity; a variant, its id.
    ...(gramas ? { gramas } : { quantidade }),
    ...(variacao && { variacao_id: variacao.id }),
    ...(opcoes.length > 0 && { opcoes: escolhasPorId(opcoes) }),
    ...(observacao && { observacao }),
    ...(combo?.length && { combo: itensDoComboDoPedido(combo) }),
  }));

/** A combo's items as an order names them (issue 47): each one's variant and choices, by id; the team's pad sends them so too. */
export const itensDoComboDoPedido = (combo: ItemDoComboDaLinha[]) =>
  combo.map((item) => ({
    produto_id: item.produto_id,
    ...(item.variacao && { variacao_id: item.variacao.id }),
    ...(item.opcoes.length > 0 && { opcoes: escolhasPorId(item.opcoes) }),
  }));

/** A line's choices as the order names them: each group's id and its chosen ids. */
const escolhasPorId = (opcoes: CarrinhoLine['opcoes']) =>
  opcoes.map(({ grupo_id, itens }) => ({ grupo: grupo_id, itens: itens.map((item) => item.id) }));

/**
 * POST …/pedido. The key makes a retry of the same attempt answer the same order instead of a
 * second one. Without `checkout` the body is the spec's, as a shop without service settings takes it.
 */
export function createPedido(ref: LojaRef, linhas: CarrinhoLine[], idempotencyKey: string, checkout?: CheckoutPart) {
  const produtos = produtosDoPedido(linhas);
  // The server recomputes the total from its stored prices; this one is only the spec's payload.
  const valor_total = centsToReais(totalCentavos(linhas));
  return api<PedidoResponse>(lojaRefPath(ref, apiPaths.lojaPedido, apiPaths.catalogoPedido), {
    method: 'POST',
    credentials: 'omit',
    headers: { 'Idempotency-Key': idempotencyKey },
    json: { produtos, valor_total, ...checkout },
  });
}

/** GET /api/loja/{slug}/horarios-disponiveis?tipo= (or by the shop's id): the slots a scheduled order may take now (issue 31). */
export function readHorariosDisponiveis(ref: LojaRef, tipo: TipoEntrega) {
  const path = lojaRefPath(ref, apiPaths.lojaHorariosDisponiveis, apiPaths.catalogoHorariosDisponiveis);
  return api<HorariosDisponiveis>(`${path}?${new URLSearchParams({ tipo })}`, { credentials: 'omit' });
}

/** The shop's WhatsApp number, asked for when the catalogue read had none. */
export function readWhatsapp(lojaId: string) {
  return api<WhatsappResponse>(apiPaths.lojistaWhatsappPublico({ lojaId }), { credentials: 'omit' });
}
