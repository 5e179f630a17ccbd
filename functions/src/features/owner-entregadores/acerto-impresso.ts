import {
  COMANDA_COLUNAS,
  formatKm,
  NOMES_FORMAS_PAGAMENTO,
  quemDeve,
  reaisToCents,
  type AcertoDoEntregador,
  type ComandaLargura,
} from '@vitrine/shared';
import { comValor, dataHora, dinheiro, folhaImpressa, hora, quebrar, umaLinha, type LinhaImpressa } from '../../platform/impressao.js';

/**
 * A driver's day on paper (issue 46): GET /api/entregadores/acerto/{membro_id}/impressao, laid out
 * as the order's ticket and the table's bill are (platform/impressao.ts) for 58 or 80 mm paper, as
 * text or ESC/POS. The shop, "ACERTO" in double size, the driver, the day, each delivery with its time,
 * code, total, payment and fee, then the sums and who owes whom; settled, when and by whom, and a
 * line for the driver's signature.
 */
export interface AcertoParaImprimir {
  nomeLoja: string;
  /** São Paulo's day, YYYY-MM-DD. */
  dia: string;
  acerto: AcertoDoEntregador;
  impresso_em: Date;
}

const centavos = (reais: number) => reaisToCents(reais);
const diaBr = (dia: string) => dia.split('-').reverse().join('/');

export function linhasDoAcerto({ nomeLoja, dia, acerto, impresso_em }: AcertoParaImprimir, largura: ComandaLargura): LinhaImpressa[] {
  const w = COMANDA_COLUNAS[largura];
  // Double size fits 16 columns of a 58 mm roll: the word alone; the driver's name on its own line.
  const quando = [
    ...quebrar(`Entregador: ${umaLinha(acerto.nome)}`, w),
    ...quebrar(`Entregas de ${diaBr(dia)}`, w),
    `Impresso em ${dataHora(impresso_em)}`,
  ];

  const corridas = acerto.corridas.flatMap((corrida) => [
    ...comValor(`${hora(new Date(corrida.entregue_em))} #${corrida.codigo}`, dinheiro(centavos(corrida.total)), w),
    ...quebrar(
      [
        corrida.forma ? NOMES_FORMAS_PAGAMENTO[corrida.forma] : null,
        corrida.distancia_km != null ? `${formatKm(corrida.distancia_km)} km` : null,
        `taxa ${dinheiro(centavos(corrida.taxa))}`,
      ]
        .filter(Boolean)
        .join(' · '),
      w - 3,
    ).map((linha) => `   ${linha}`),
  ]);

  const saldo = centavos(acerto.saldo);
  const deve = quemDeve(saldo);
  const totais = [
    ...comValor('Entregas', String(acerto.entregas), w),
    ...comValor('Taxas do entregador', dinheiro(centavos(acerto.taxas)), w),
    ...comValor('Dinheiro recebido', dinheiro(centavos(acerto.dinheiro)), w),
    ...comValor(
      deve === 'entregador' ? 'ENTREGADOR PAGA À LOJA' : deve === 'loja' ? 'LOJA PAGA AO ENTREGADOR' : 'NADA A ACERTAR',
      dinheiro(Math.abs(saldo)),
      w,
    ),
  ];
  const quitado = acerto.quitado
    ? quebrar(`Quitado em ${dataHora(new Date(acerto.quitado.em))} por ${umaLinha(acerto.quitado.por)}`, w)
    : quebrar('Ainda não quitado', w);
  const assinatura = ['', '', '_'.repeat(Math.min(w, 32)), umaLinha(acerto.nome)];

  return folhaImpressa(nomeLoja, largura, 'ACERTO', [quando, corridas, totais, quitado, assinatura]);
}
