import {
  COMANDA_COLUNAS,
  enderecoDoEnvio,
  formatKm,
  formatTelefone,
  NOMES_FORMAS_PAGAMENTO,
  type BalcaoDoPedido,
  type ClientePedido,
  type ComandaLargura,
  type EntregaPedido,
} from '@vitrine/shared';
import type { PagamentoGuardado } from '../../model/pedidos.js';
import { describeTipoDoPedido } from '@vitrine/shared/pedido';
import {
  cabecalhoImpresso,
  CODEPAGE_IMPRESSAO,
  comValor,
  centro,
  dataHora,
  dinheiro,
  hora,
  escposImpresso,
  papel,
  quebrar,
  textoImpresso,
  umaLinha,
  linhasDosItens,
  type ItemImpresso,
  type LinhaImpressa,
} from '../../platform/impressao.js';

/**
 * The order's printed ticket (the comanda, issue 27): plain lines of at most COMANDA_COLUNAS
 * characters, the way a thermal printer's font A lays them on 58 mm (32) or 80 mm (48) paper. The
 * same lines are the text answer, the browser's print view and the ESC/POS bytes; the paper's layout
 * (wrapping, a value on the right, the header, the bytes) is platform/impressao.ts, which the table's
 * bill prints with too.
 */

/** What the ticket tells of an order: money in cents, times as instants. */
export interface ComandaDoPedido {
  nomeLoja: string;
  codigo: string;
  criado_em: Date;
  itens: ItemImpresso[];
  subtotal_centavos: number;
  taxa_entrega_centavos: number;
  /** A delivery priced by distance (issue 31): its fee reads "Entrega (3,2 km)". */
  distancia_km?: number | null;
  /** A shipment whose fee is still to agree with the shop: "Frete (RJ)  A combinar". */
  frete_a_combinar?: boolean;
  /** A table's round (its table is printed as its kind: "MESA 7") or a counter order ("BALCÃO"), issue 44. */
  comanda?: { mesa: { nome: string } } | null;
  balcao?: BalcaoDoPedido | null;
  /** A discount (issue 29), shown when above 0, with the coupon's code, or said to be the loyalty card's reward. */
  desconto_centavos?: number;
  cupom?: string | null;
  /** The coupon (`cupom`) made the delivery or the shipment free: its own line says so. */
  frete_gratis?: boolean;
  fidelidade?: boolean;
  total_centavos: number;
  cliente: ClientePedido | null;
  entrega: EntregaPedido | null;
  /** With, for a PIX the bank confirms (issue 45), where it stands: the ticket says whether it was paid. */
  pagamento: PagamentoGuardado | null;
  observacao: string | null;
  /** The slot of a scheduled order (issue 31); absent or null: as soon as possible. */
  agendado_para?: Date | null;
  /** The shop's driver taking the delivery (issue 46): "Entregador: João". */
  entregador?: string | null;
}

/**
 * Where a PIX stands as the ticket prints it (issue 45): the bank's word when its API Pix confirms
 * it ("Pago via PIX às 19:42"), else that the shop confirms it in its bank.
 */
function situacaoDoPix(pagamento: PagamentoGuardado): string | null {
  if (pagamento.forma !== 'pix') return null;
  switch (pagamento.status) {
    case 'pago':
      return pagamento.pago_em ? `Pago via PIX às ${hora(pagamento.pago_em)}` : 'Pago via PIX';
    case 'pendente':
      return 'Aguardando o PIX';
    case 'divergente':
      return `PIX com valor diferente: ${dinheiro(pagamento.valor_pago_centavos ?? 0)}`;
    case 'expirado':
      return 'PIX expirado, não pago';
    case 'devolvido':
      return 'PIX devolvido';
    default:
      return pagamento.confirmacao === 'automatica' ? null : 'Confirmar o PIX no banco';
  }
}

/** A line of the ticket; `destaque` is printed in double size (the order's code). */
export type LinhaDaComanda = LinhaImpressa;

/**
 * The fee's line: "Taxa de entrega" (a flat or neighbourhood fee), "Entrega (3,2 km)" (by
 * distance), "Frete (RJ)" (a shipment, or "A combinar"), "Grátis" when 0; none for a pickup.
 */
function linhaDaTaxa(pedido: ComandaDoPedido): [rotulo: string, valor: string] | null {
  const { entrega, taxa_entrega_centavos: taxa } = pedido;
  const valor = taxa > 0 ? dinheiro(taxa) : 'Grátis';
  if (entrega?.tipo === 'envio') {
    const uf = entrega.uf?.trim() ? ` (${umaLinha(entrega.uf).toUpperCase()})` : '';
    return [`Frete${uf}`, pedido.frete_a_combinar ? 'A combinar' : valor];
  }
  if (entrega?.tipo === 'entrega') {
    return [pedido.distancia_km != null ? `Entrega (${formatKm(pedido.distancia_km)} km)` : 'Taxa de entrega', valor];
  }
  // A fee on an order that does not say it is delivered is still part of its total.
  return taxa > 0 ? ['Taxa de entrega', valor] : null;
}

/** The discounts' lines: the coupon's or the loyalty reward's amount, and a coupon that made the delivery free. */
function linhasDoDesconto(pedido: ComandaDoPedido): [rotulo: string, valor: string][] {
  const desconto = pedido.desconto_centavos ?? 0;
  const cupom = pedido.cupom ? umaLinha(pedido.cupom) : null;
  const linhas: [string, string][] = [];
  if (cupom && pedido.frete_gratis) linhas.push([`Cupom ${cupom}`, pedido.entrega?.tipo === 'envio' ? 'Frete grátis' : 'Entrega grátis']);
  if (desconto > 0) {
    const rotulo = cupom ? `Desconto (cupom ${cupom})` : pedido.fidelidade ? 'Desconto (fidelidade)' : 'Desconto';
    linhas.push([rotulo, `-${dinheiro(desconto)}`]);
  }
  return linhas;
}

/** The ticket's lines for 58 or 80 mm paper; blocks apart by a dashed rule. */
export function linhasDaComanda(pedido: ComandaDoPedido, largura: ComandaLargura): LinhaDaComanda[] {
  const w = COMANDA_COLUNAS[largura];
  const regua = '-'.repeat(w);
  const texto = (linha: string): LinhaDaComanda => ({ texto: papel(linha) });
  const campo = (rotulo: string, valor: string | null | undefined) =>
    valor?.trim() ? quebrar(`${rotulo}: ${umaLinha(valor)}`, w, { recuo: '  ' }) : [];

  const cabecalho = cabecalhoImpresso(pedido.nomeLoja, largura);
  const codigo: LinhaDaComanda = { texto: centro(`PEDIDO #${pedido.codigo}`, w), destaque: true };
  // The kind and the slot under the date, read against that printed date: "ENVIO (RJ)", "AGENDADO 19:00".
  const tipo = describeTipoDoPedido(pedido, pedido.criado_em);
  const quando = [
    dataHora(pedido.criado_em),
    ...[tipo.nome, tipo.agendado].flatMap((parte) => (parte ? quebrar(parte.toUpperCase(), w) : [])),
  ];

  const { cliente, entrega, pagamento } = pedido;
  const quem = [...campo('Cliente', cliente?.nome), ...campo('Telefone', cliente?.telefone && formatTelefone(cliente.telefone))];
  const onde =
    entrega?.tipo === 'entrega'
      ? [
          ...campo('Bairro', entrega.bairro),
          ...campo('Endereço', entrega.endereco),
          ...campo('Complemento', entrega.complemento),
          ...campo('Referência', entrega.referencia),
          ...campo('Entregador', pedido.entregador),
        ]
      : entrega?.tipo === 'envio'
        ? campo('Para', enderecoDoEnvio(entrega))
        : [];

  const itens = linhasDosItens(pedido.itens, w);

  // Every line that makes the total: products, the fee of its kind, each discount, then the total.
  const taxa = linhaDaTaxa(pedido);
  const totais = [
    ...comValor('Subtotal', dinheiro(pedido.subtotal_centavos), w),
    ...(taxa ? comValor(...taxa, w) : []),
    ...linhasDoDesconto(pedido).flatMap(([rotulo, valor]) => comValor(rotulo, valor, w)),
    ...comValor('TOTAL', dinheiro(pedido.total_centavos), w),
  ];

  const pago: string[] = [];
  if (pagamento) {
    pago.push(...quebrar(`Pagamento: ${NOMES_FORMAS_PAGAMENTO[pagamento.forma]}`, w));
    const trocoPara =
      pagamento.forma === 'dinheiro' && typeof pagamento.troco_para === 'number' ? Math.round(pagamento.troco_para * 100) : null;
    if (trocoPara !== null) {
      const levar = Math.max(0, trocoPara - pedido.total_centavos);
      pago.push(...quebrar(`Troco para ${dinheiro(trocoPara)} (levar ${dinheiro(levar)})`, w, { recuo: '  ' }));
    }
    const situacao = situacaoDoPix(pagamento);
    if (situacao) pago.push(...quebrar(situacao, w));
  }
  const observacao = campo('Observação', pedido.observacao);

  const blocos = [quem, onde, itens, totais, pago, observacao].filter((bloco) => bloco.length > 0);
  return [...cabecalho, codigo, ...quando.map(texto), ...blocos.flatMap((bloco) => [regua, ...bloco]).map(texto), texto(regua)];
}

/** GET /api/pedidos/{id}/comanda: the ticket as text, one line each, ending with a line break. */
export function formatComanda(pedido: ComandaDoPedido, largura: ComandaLargura): string {
  return textoImpresso(linhasDaComanda(pedido, largura));
}

/** The ticket's code page (platform/impressao.ts): 860, Portuguese. */
export const COMANDA_CODEPAGE = CODEPAGE_IMPRESSAO;

/**
 * ?formato=escpos: the same lines for a thermal printer. Initialise, code page 860, the lines with
 * the order's code in double size, the tracking link as a QR code (when the order has one), feed
 * and cut.
 */
export function comandaEscpos(pedido: ComandaDoPedido, largura: ComandaLargura, acompanhamentoUrl: string | null): Uint8Array {
  return escposImpresso(linhasDaComanda(pedido, largura), largura, (encoder) => {
    if (!acompanhamentoUrl) return;
    encoder
      .newline()
      .align('center')
      .qrcode(acompanhamentoUrl, { model: 2, size: largura === 58 ? 5 : 6, errorlevel: 'm' })
      .line('Acompanhe o pedido')
      .align('left');
  });
}
