import {
  COMANDA_COLUNAS,
  fecharCaixa,
  FORMAS_DE_RECEBIMENTO,
  NOMES_DAS_FORMAS_DE_RECEBIMENTO,
  reaisToCents,
  textoDaDiferenca,
  type ComandaLargura,
  type PorForma,
} from '@vitrine/shared';
import type { CaixaSalvo, MovimentoSalvo } from '../../model/caixas.js';
import { comValor, dataHora, dinheiro, folhaImpressa, hora, quebrar, umaLinha, type LinhaImpressa } from '../../platform/impressao.js';

/**
 * The till's report on paper (issue 46): GET /api/caixa/{id}/impressao, laid out as the order's
 * ticket and the table's bill are (platform/impressao.ts) for 58 or 80 mm paper, as text or
 * ESC/POS. Who and when, every movement in order, what each form took in, what the till should
 * hold, and once closed what was counted and the difference per form; the PIX the bank confirmed
 * by itself is told apart, outside the till's figures.
 */
export interface CaixaParaImprimir {
  nomeLoja: string;
  caixa: CaixaSalvo;
  movimentos: MovimentoSalvo[];
  pixPeloBanco: { pedidos: number; valor: number };
  esperado: PorForma;
  impresso_em: Date;
}

const ORIGEM: Record<NonNullable<MovimentoSalvo['origem']>['tipo'], string> = {
  pedido: 'Pedido',
  comanda: 'Conta',
  fiado: 'Fiado',
  acerto_entregador: 'Acerto',
};

function rotuloDoMovimento(movimento: MovimentoSalvo): string {
  if (movimento.tipo !== 'recebimento')
    return `${movimento.tipo === 'sangria' ? 'Sangria' : 'Suprimento'}: ${umaLinha(movimento.motivo ?? '')}`;
  const origem = movimento.origem ? `${ORIGEM[movimento.origem.tipo]} ${umaLinha(movimento.origem.descricao)}` : '';
  return `${NOMES_DAS_FORMAS_DE_RECEBIMENTO[movimento.forma]} ${origem}`.trim();
}

const assinado = (centavos: number) => (centavos < 0 ? `-${dinheiro(-centavos)}` : dinheiro(centavos));

export function linhasDoCaixa(relatorio: CaixaParaImprimir, largura: ComandaLargura): LinhaImpressa[] {
  const w = COMANDA_COLUNAS[largura];
  const { caixa } = relatorio;
  const somas = caixa.somas;

  const quem = [
    dataHora(relatorio.impresso_em),
    ...quebrar(`Operador: ${umaLinha(caixa.operador.nome)}`, w),
    ...quebrar(`Aberto em ${dataHora(caixa.aberto_em)}`, w),
    ...quebrar(caixa.fechado_em ? `Fechado em ${dataHora(caixa.fechado_em)} por ${umaLinha(caixa.fechado_por ?? '')}` : 'Caixa aberto', w),
  ];

  const movimentos = [
    'MOVIMENTOS',
    ...comValor(`${hora(caixa.aberto_em)} Abertura`, dinheiro(somas.valor_inicial_centavos), w),
    ...relatorio.movimentos.flatMap((movimento) => [
      ...comValor(`${hora(movimento.em)} ${rotuloDoMovimento(movimento)}`, assinado(movimento.valor_centavos), w, '      '),
      ...(movimento.troco_centavos > 0 ? [`      Troco: ${dinheiro(movimento.troco_centavos)}`] : []),
    ]),
    ...(relatorio.movimentos.length === 0 ? ['Nenhum movimento.'] : []),
  ];

  const dinheiroDoCaixa = [
    'DINHEIRO',
    ...comValor('Valor inicial', dinheiro(somas.valor_inicial_centavos), w),
    // Cash in is net of the change: the gross handed over and the change given, so the paper adds up as a cashier counts.
    ...comValor('Recebido', dinheiro(somas.entradas_centavos.dinheiro + somas.troco_centavos), w),
    ...comValor('Troco dado', `-${dinheiro(somas.troco_centavos)}`, w),
    ...comValor('Suprimentos', dinheiro(somas.suprimentos_centavos), w),
    ...comValor('Sangrias', `-${dinheiro(somas.sangrias_centavos)}`, w),
    ...comValor('Esperado', dinheiro(relatorio.esperado.dinheiro), w),
  ];

  const fechamento = caixa.contado_centavos && fecharCaixa(somas, caixa.contado_centavos);
  // Per form what was counted, and under it what was expected and the difference; a form with nothing either way is left out.
  const comAlgo = FORMAS_DE_RECEBIMENTO.filter(
    (forma) => relatorio.esperado[forma] !== 0 || (caixa.contado_centavos && caixa.contado_centavos[forma] !== 0),
  );
  const porForma = fechamento
    ? [
        'FECHAMENTO (contado)',
        ...comAlgo.flatMap((forma) => [
          ...comValor(NOMES_DAS_FORMAS_DE_RECEBIMENTO[forma], dinheiro(fechamento.contado[forma]), w),
          ...quebrar(`Esperado ${dinheiro(fechamento.esperado[forma])} · ${textoDaDiferenca(fechamento.diferenca[forma])}`, w - 2).map(
            (linha) => `  ${linha}`,
          ),
        ]),
        ...comValor('TOTAL esperado', dinheiro(fechamento.esperado.total), w),
        ...comValor('TOTAL contado', dinheiro(fechamento.contado.total), w),
        ...comValor('DIFERENÇA', textoDaDiferenca(fechamento.diferenca.total), w),
      ]
    : [
        'ESPERADO POR FORMA',
        ...comAlgo.flatMap((forma) => comValor(NOMES_DAS_FORMAS_DE_RECEBIMENTO[forma], dinheiro(relatorio.esperado[forma]), w)),
      ];

  const banco = [
    ...comValor(`PIX pelo banco (${relatorio.pixPeloBanco.pedidos})`, dinheiro(reaisToCents(relatorio.pixPeloBanco.valor)), w),
    ...quebrar('Confirmado pelo banco na conta da loja: fora do caixa.', w),
  ];

  return folhaImpressa(relatorio.nomeLoja, largura, 'CAIXA', [quem, movimentos, dinheiroDoCaixa, porForma, banco]);
}
