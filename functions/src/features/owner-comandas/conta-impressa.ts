import { COMANDA_COLUNAS, nomeDaFormaOuFiado, type ComandaLargura, type Conta, type FormaOuFiado } from '@vitrine/shared';
import {
  centro,
  comValor,
  dataHora,
  dinheiro,
  folhaImpressa,
  hora,
  linhasDosItens,
  quebrar,
  umaLinha,
  type ItemImpresso,
  type LinhaImpressa,
} from '../../platform/impressao.js';

/**
 * The table's bill on paper (issue 44): GET /api/comandas/{id}/impressao, laid out as the order's
 * ticket is (platform/impressao.ts) for 58 or 80 mm paper, as text or ESC/POS. The shop's name, the
 * table in double size, each round with its time and lines, then the lines that make the total
 * (subtotal, discounts, the optional service fee, the couvert per person), the payments and what is
 * left. A bill is no tax receipt, and the paper says so.
 */

export interface ContaParaImprimir {
  nomeLoja: string;
  mesa: string;
  aberta_em: Date;
  fechada_em: Date | null;
  /** When it was printed: the paper's date. */
  impressa_em: Date;
  /** The live rounds, in the order they were sent. */
  rodadas: { codigo: string; criado_em: Date; itens: ItemImpresso[] }[];
  /** The bill's figures (model/comandas.ts contaDaComanda). */
  conta: Conta;
  /** The bill's coupon and what it takes off (part of the figures' discount); null: none. */
  cupom: { codigo: string; desconto_centavos: number } | null;
  taxa_servico_percentual: number;
  /** false: closed with the customer declining the fee. */
  taxa_recusada: boolean;
  /** Per person, and how many. */
  couvert_centavos: number;
  pessoas: number;
  pagamentos: { forma: FormaOuFiado; valor_centavos: number; troco_centavos: number; em: Date }[];
}

export const NAO_E_DOCUMENTO_FISCAL = 'Não é documento fiscal';
export const rotuloDaTaxa = (percentual: number) => `Taxa de serviço (opcional) ${String(percentual).replace('.', ',')}%`;

/** The bill's lines for 58 or 80 mm paper; blocks apart by a dashed rule. */
export function linhasDaConta(conta: ContaParaImprimir, largura: ComandaLargura): LinhaImpressa[] {
  const w = COMANDA_COLUNAS[largura];
  const { conta: figuras } = conta;
  const descontoDasRodadas = figuras.desconto_centavos - (conta.cupom?.desconto_centavos ?? 0);

  const quando = [
    dataHora(conta.impressa_em),
    ...quebrar(
      conta.fechada_em ? `Aberta às ${hora(conta.aberta_em)}, fechada às ${hora(conta.fechada_em)}` : `Aberta às ${hora(conta.aberta_em)}`,
      w,
    ),
  ];

  const rodadas = conta.rodadas.map((rodada, indice) => [
    ...quebrar(`Rodada ${indice + 1} · ${hora(rodada.criado_em)} · #${rodada.codigo}`, w),
    ...linhasDosItens(rodada.itens, w),
  ]);

  // Every line that makes the total, then the total.
  const totais = [
    ...comValor('Subtotal', dinheiro(figuras.subtotal_centavos), w),
    // The rounds' own discounts, then the bill's coupon by its code.
    ...(descontoDasRodadas > 0 ? comValor('Desconto', `-${dinheiro(descontoDasRodadas)}`, w) : []),
    ...(conta.cupom ? comValor(`Cupom ${conta.cupom.codigo}`, `-${dinheiro(conta.cupom.desconto_centavos)}`, w) : []),
    ...(conta.taxa_servico_percentual > 0
      ? comValor(
          rotuloDaTaxa(conta.taxa_servico_percentual),
          conta.taxa_recusada ? 'Não incluída' : dinheiro(figuras.taxa_servico_centavos),
          w,
        )
      : []),
    ...(figuras.couvert_centavos > 0
      ? comValor(`Couvert ${conta.pessoas} x ${dinheiro(conta.couvert_centavos)}`, dinheiro(figuras.couvert_centavos), w)
      : []),
    ...comValor('TOTAL', dinheiro(figuras.total_centavos), w),
  ];

  const pagamentos = [
    ...conta.pagamentos.flatMap((pagamento) => [
      ...comValor(`${nomeDaFormaOuFiado(pagamento.forma)} ${hora(pagamento.em)}`, dinheiro(pagamento.valor_centavos), w),
      // The change handed back is no part of the sums: indented under its payment, with no value on the right.
      ...(pagamento.troco_centavos > 0 ? quebrar(`Troco: ${dinheiro(pagamento.troco_centavos)}`, w - 2).map((linha) => `  ${linha}`) : []),
    ]),
    ...comValor('Pago', dinheiro(figuras.pago_centavos), w),
    ...comValor('FALTA', dinheiro(figuras.falta_centavos), w),
  ];

  return folhaImpressa(conta.nomeLoja, largura, `CONTA — ${umaLinha(conta.mesa)}`, [
    quando,
    ...rodadas,
    totais,
    pagamentos,
    [centro(NAO_E_DOCUMENTO_FISCAL, w)],
  ]);
}
