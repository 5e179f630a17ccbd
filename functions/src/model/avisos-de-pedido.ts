import { formatAgendadoPara, formatBRLTexto, type AvisoPush } from '@vitrine/shared';
import { plural } from '@vitrine/shared/plural';
import { describeTipoDoPedido } from '@vitrine/shared/pedido';
import type { NotificacoesDaEquipe } from './dispositivos.js';
import type { PedidoNovo } from './pedidos.js';

/** What an order's push tells of it. */
export type PedidoDoAviso = Pick<PedidoNovo, 'codigo' | 'itens' | 'total_centavos' | 'cliente' | 'entrega' | 'agendado_para'>;

/**
 * The pushes the shop's team gets about an order (owner-notificacoes): on arrival (public-pedido,
 * after the commit), when it was left waiting and before a scheduled order's slot (jobs/pedidos-parados.ts). Both go to every device
 * of the shop (Avisos.paraLoja: each one subscribed by a person whose role sees the orders), urgent.
 * The body names the customer when given, the items, the total and the order's kind as every
 * screen names it ("Envio (RJ)", "Entrega · Agendado 19:00"; the slot's own push has the slot in its
 * title); the click opens the order on Pedidos.
 */
function avisoDoPedido(
  tipo: 'novo_pedido' | 'pedido_parado' | 'pedido_agendado',
  titulo: string,
  id: string,
  pedido: PedidoDoAviso,
): AvisoPush {
  const itens = pedido.itens.reduce((soma, item) => soma + item.quantidade, 0);
  // Pushes go out as they are built: today is now.
  const tipoDoPedido = describeTipoDoPedido(pedido, new Date());
  const partes = [
    pedido.cliente?.nome?.trim() || null,
    plural(itens, 'item', 'itens'),
    formatBRLTexto(pedido.total_centavos),
    tipo === 'pedido_agendado' ? tipoDoPedido.nome : tipoDoPedido.texto,
  ];
  return {
    tipo,
    pedido_id: id,
    codigo: pedido.codigo,
    titulo,
    corpo: partes.filter(Boolean).join(' · '),
    url: `/pedidos?pedido=${encodeURIComponent(id)}`,
  };
}

export const avisoNovoPedido = (id: string, pedido: PedidoDoAviso) =>
  avisoDoPedido('novo_pedido', `Novo pedido #${pedido.codigo}`, id, pedido);

/** `minutos`: how long it has waited, in whole minutes. */
export const avisoPedidoParado = (id: string, pedido: PedidoDoAviso, minutos: number) =>
  avisoDoPedido('pedido_parado', `Pedido #${pedido.codigo} esperando há ${minutos} min`, id, pedido);

/** A scheduled order's slot is near (issue 31): the shop's `antecedencia_min` before it. */
export const avisoPedidoAgendado = (id: string, pedido: PedidoDoAviso, agendadoPara: Date) =>
  avisoDoPedido('pedido_agendado', `Pedido #${pedido.codigo}: ${formatAgendadoPara(agendadoPara.toISOString())}`, id, pedido);

/** Whoever sees the shop's orders hears of them: every device of the shop, urgent. Never throws. */
export const notifyEquipe = (notificacoesDaEquipe: Pick<NotificacoesDaEquipe, 'paraLoja'>, lojaId: string, aviso: AvisoPush) =>
  notificacoesDaEquipe.paraLoja(lojaId, aviso, 'high');
