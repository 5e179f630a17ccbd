import {
  acompanhamentoPath,
  primeiroNome,
  catalogoPath,
  centsToReais,
  DEFAULT_COR_PRINCIPAL,
  type CartaoFidelidade,
  type PedidoAcompanhamento,
  type PedidoResponse,
} from '@vitrine/shared';
import type { CatalogoPublico } from '../../model/catalogos.js';
import { itemDoPedido, pagamentoDoPedido, type PedidoGuardado } from '../../model/pedidos.js';

/** The answer to the order, the same for the retry that finds it. */
type Respondido = Pick<
  PedidoGuardado,
  | 'texto_whatsapp'
  | 'codigo'
  | 'subtotal_centavos'
  | 'taxa_entrega_centavos'
  | 'desconto_centavos'
  | 'cupom'
  | 'fidelidade'
  | 'total_centavos'
  | 'pix_copia_e_cola'
  | 'acompanhamento'
  | 'agendado_para'
  | 'distancia_km'
  | 'frete_a_combinar'
  | 'pagamento'
>;
export function resposta(pedido: Respondido): PedidoResponse {
  return {
    texto_whatsapp: pedido.texto_whatsapp,
    codigo: pedido.codigo,
    subtotal: centsToReais(pedido.subtotal_centavos),
    taxa_entrega: centsToReais(pedido.taxa_entrega_centavos),
    desconto: centsToReais(pedido.desconto_centavos),
    cupom: pedido.cupom?.codigo ?? null,
    fidelidade: pedido.fidelidade && { aplicada: pedido.fidelidade.aplicada, desconto: centsToReais(pedido.fidelidade.desconto_centavos) },
    total: centsToReais(pedido.total_centavos),
    agendado_para: pedido.agendado_para?.toISOString() ?? null,
    distancia_km: pedido.distancia_km,
    frete_a_combinar: pedido.frete_a_combinar,
    // Only an order placed before tracking existed has none, and only a retry of it gets here.
    acompanhamento: pedido.acompanhamento ? acompanhamentoPath(pedido.acompanhamento) : '',
    ...(pedido.pix_copia_e_cola ? { pix_copia_e_cola: pedido.pix_copia_e_cola } : {}),
    pagamento: pagamentoDoPedido(pedido.pagamento),
  };
}

function semTroco(pagamento: ReturnType<typeof pagamentoDoPedido>) {
  if (!pagamento) return null;
  const { troco_para: _troco, ...resto } = pagamento;
  return resto;
}

/** GET /api/pedido/{token}: the order as its customer may see it, with the shop's public face from its published catalogue. */
export function paraAcompanhamento(
  lojaId: string,
  pedido: PedidoGuardado,
  loja: CatalogoPublico['loja'] | undefined,
  fidelidade: CartaoFidelidade | null,
): PedidoAcompanhamento {
  return {
    codigo: pedido.codigo,
    status: pedido.status,
    criado_em: pedido.criado_em.toISOString(),
    atualizado_em: pedido.atualizado_em.toISOString(),
    historico: pedido.historico.map(({ status, em }) => ({ status, em: em.toISOString() })),
    itens: pedido.itens.map(itemDoPedido),
    subtotal: centsToReais(pedido.subtotal_centavos),
    taxa_entrega: centsToReais(pedido.taxa_entrega_centavos),
    desconto: centsToReais(pedido.desconto_centavos),
    cupom: pedido.cupom?.codigo ?? null,
    total: centsToReais(pedido.total_centavos),
    fidelidade,
    entrega: pedido.entrega && {
      tipo: pedido.entrega.tipo,
      bairro: pedido.entrega.bairro ?? null,
      uf: pedido.entrega.uf ?? null,
      distancia_km: pedido.distancia_km,
      frete_a_combinar: pedido.frete_a_combinar,
    },
    agendado_para: pedido.agendado_para?.toISOString() ?? null,
    entregador: pedido.entregador && primeiroNome(pedido.entregador.nome),
    // The customer's own view: the owner's note of change (troco_para) is the checkout's, not repeated here.
    pagamento: semTroco(pagamentoDoPedido(pedido.pagamento)),
    pix_copia_e_cola: pedido.pix_copia_e_cola,
    texto_whatsapp: pedido.texto_whatsapp,
    dados_apagados_em: pedido.dados_apagados_em?.toISOString() ?? null,
    loja: {
      nome_loja: loja?.nome_loja ?? '',
      link: catalogoPath(lojaId, loja?.subdominio),
      whatsapp: loja?.whatsapp ?? null,
      cor_principal: loja?.cor_principal ?? DEFAULT_COR_PRINCIPAL,
      logo_url: loja?.logo_url ?? '',
      endereco: loja?.endereco ?? '',
    },
  };
}
