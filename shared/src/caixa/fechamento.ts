import { formatBRLTexto } from '../money.js';
import { FORMAS_DE_RECEBIMENTO, porFormaZerado, type PorForma } from './formas.js';

/**
 * A till's running sums in whole cents, as its document keeps them (functions/src/model/caixas.ts):
 * what it opened with, what each form took in (a payment's value, its change already out; a
 * driver's settlement signed: negative when the shop paid the driver), the change handed back in
 * cash, and the cash taken out (sangria) or put in (suprimento) by hand.
 */
export interface SomasDoCaixa {
  valor_inicial_centavos: number;
  entradas_centavos: PorForma;
  /** The change given in cash: informational, `entradas_centavos.dinheiro` is already net of it. */
  troco_centavos: number;
  suprimentos_centavos: number;
  sangrias_centavos: number;
}

export const somasZeradas = (valorInicialCentavos: number): SomasDoCaixa => ({
  valor_inicial_centavos: valorInicialCentavos,
  entradas_centavos: porFormaZerado(),
  troco_centavos: 0,
  suprimentos_centavos: 0,
  sangrias_centavos: 0,
});

/**
 * The cash the drawer should hold: what it opened with, plus the cash received less the change
 * given (`entradas` is that net), plus suprimentos, less sangrias, plus or minus drivers' settlements.
 */
export const dinheiroNoCaixa = (somas: SomasDoCaixa): number =>
  somas.valor_inicial_centavos + somas.entradas_centavos.dinheiro + somas.suprimentos_centavos - somas.sangrias_centavos;

/** What the till should hold per form: the cash as dinheiroNoCaixa, the other forms what they took in. */
export function esperadoDoCaixa(somas: SomasDoCaixa): PorForma {
  const esperado = { ...somas.entradas_centavos };
  esperado.dinheiro = dinheiroNoCaixa(somas);
  return esperado;
}

export interface PorFormaComTotal extends PorForma {
  total: number;
}

export interface FechamentoDoCaixa {
  esperado: PorFormaComTotal;
  contado: PorFormaComTotal;
  /** contado − esperado: negative is missing (falta), positive is over (sobra). */
  diferenca: PorFormaComTotal;
}

const comTotal = (valores: PorForma): PorFormaComTotal => ({
  ...valores,
  total: FORMAS_DE_RECEBIMENTO.reduce((soma, forma) => soma + valores[forma], 0),
});

/** The close: per form and in total, what was expected, what was counted and the difference, to the cent. */
export function fecharCaixa(somas: SomasDoCaixa, contado: PorForma): FechamentoDoCaixa {
  const esperado = esperadoDoCaixa(somas);
  const diferenca = porFormaZerado();
  for (const forma of FORMAS_DE_RECEBIMENTO) diferenca[forma] = contado[forma] - esperado[forma];
  return { esperado: comTotal(esperado), contado: comTotal(contado), diferenca: comTotal(diferenca) };
}

/** A difference as the till's screen and paper say it: "Falta R$ 0,50", "Sobra R$ 2,00" or "Confere". */
export function textoDaDiferenca(diferencaCentavos: number): string {
  if (diferencaCentavos === 0) return 'Confere';
  return `${diferencaCentavos < 0 ? 'Falta' : 'Sobra'} ${formatBRLTexto(Math.abs(diferencaCentavos))}`;
}

/** The refusal of a sangria above the cash the till holds. */
export const sangriaAcimaDoDinheiro = (dinheiroCentavos: number) =>
  `A sangria passa do dinheiro que o caixa tem (${formatBRLTexto(dinheiroCentavos)}).`;
