import { normalizeTelefone, whatsappLink, type PedidoDoLojista, type StatusPedido } from '@vitrine/shared';

/**
 * "Conversar": WhatsApp with the customer's number and a message for where the order stands, so the
 * owner answers in one tap instead of forwarding the order to themselves.
 */

type PedidoDaConversa = Pick<PedidoDoLojista, 'codigo' | 'status' | 'cliente' | 'acompanhamento'>;

const SITUACAO: Record<StatusPedido, string> = {
  novo: 'foi recebido e já vamos confirmar.',
  confirmado: 'foi confirmado e logo começa a ser preparado.',
  preparando: 'está sendo preparado.',
  saiu_para_entrega: 'saiu para entrega!',
  pronto_para_retirada: 'está pronto para retirada!',
  entregue: 'foi entregue. Obrigado!',
  cancelado: 'foi cancelado.',
};

/** The first name, as one greets a customer: "Maria Clara" → "Maria". */
function primeiroNome(nome: string): string {
  return nome.trim().split(/\s+/)[0] ?? '';
}

/**
 * "Olá, Maria! Seu pedido #A7K2 foi confirmado e logo começa a ser preparado.", then the tracking
 * link on a line of its own when the order has one. `origem` is the site's origin (https://host).
 */
export function mensagemConversa(pedido: PedidoDaConversa, origem: string): string {
  const nome = pedido.cliente ? primeiroNome(pedido.cliente.nome) : '';
  const saudacao = nome ? `Olá, ${nome}!` : 'Olá!';
  const linhas = [`${saudacao} Seu pedido #${pedido.codigo} ${SITUACAO[pedido.status]}`];
  if (pedido.acompanhamento) linhas.push('', `Acompanhe aqui: ${origem}${pedido.acompanhamento}`);
  return linhas.join('\n');
}

/**
 * wa.me with Brazil's 55 and the customer's DDD and number (orders since issue 25 keep the 55, older
 * ones only DDD and number); null when the customer gave no phone.
 */
export function conversaLink(pedido: PedidoDaConversa, origem: string): string | null {
  const telefone = pedido.cliente?.telefone;
  if (!telefone) return null;
  return whatsappLink(normalizeTelefone(telefone) ?? telefone, mensagemConversa(pedido, origem));
}
