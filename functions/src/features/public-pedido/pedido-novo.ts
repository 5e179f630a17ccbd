import { acompanhamentoPath, textoPedidoWhatsapp } from '@vitrine/shared';
import { novoTokenAcompanhamento } from '../../model/acompanhamentos.js';
import { novoCodigoPedido } from '../../model/codigo-do-pedido.js';
import type { PedidoItem, PedidoNovo } from '../../model/pedidos.js';
import type { LojaDoPedido } from '../../model/pedidos-novos.js';
import type { respostasDoCheckout } from './checkout.js';
import type { DescontoDoPedido } from './descontos.js';
import { pixCopiaECola } from './pix.js';

/** What an order comes to once priced and checked: everything the stored order and its text say. */
export interface Conta {
  itens: PedidoItem[];
  subtotal_centavos: number;
  descontos: DescontoDoPedido;
  taxa_entrega_centavos: number;
  total_centavos: number;
  agendado_para: Date | null;
  respostas: ReturnType<typeof respostasDoCheckout>;
  frete: { distancia_km: number | null; frete_a_combinar: boolean };
}

/** The stored order of a `conta`, with its code, tracking token, PIX code and WhatsApp text. */
export function pedidoNovo(
  loja: LojaDoPedido,
  conta: Conta,
  extras: Pick<PedidoNovo, 'cliente_registro' | 'idempotencia' | 'idempotencia_corpo'>,
  origem: string,
): PedidoNovo {
  const { itens, subtotal_centavos, taxa_entrega_centavos, total_centavos, respostas, frete, agendado_para } = conta;
  const { cupom, desconto, fidelidade } = conta.descontos;
  const codigo = novoCodigoPedido();
  const acompanhamento = novoTokenAcompanhamento();
  const pix = loja.atendimento?.pix;
  const pix_copia_e_cola =
    respostas.pagamento?.forma === 'pix' && pix ? pixCopiaECola({ ...pix, valor_centavos: total_centavos, txid: codigo }) : null;
  const texto_whatsapp = textoPedidoWhatsapp({
    nomeLoja: loja.nome,
    codigo,
    itens,
    subtotal_centavos,
    taxa_entrega_centavos,
    total_centavos,
    cupom: cupom && { codigo: cupom.codigo, ...desconto },
    fidelidade: fidelidade?.aplicada ? fidelidade : null,
    ...respostas,
    enderecoLoja: loja.endereco,
    pix_copia_e_cola,
    acompanhamento_url: `${origem}${acompanhamentoPath(acompanhamento)}`,
    agendado_para: agendado_para?.toISOString() ?? null,
    ...frete,
  });
  return {
    codigo,
    itens,
    subtotal_centavos,
    taxa_entrega_centavos,
    desconto_centavos: desconto.desconto_centavos,
    total_centavos,
    cupom: cupom && { id: cupom.id, codigo: cupom.codigo, tipo: cupom.tipo },
    fidelidade,
    texto_whatsapp,
    ...respostas,
    pix_copia_e_cola,
    acompanhamento,
    agendado_para,
    ...frete,
    comanda: null,
    balcao: null,
    ...extras,
  };
}
