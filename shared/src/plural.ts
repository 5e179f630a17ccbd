const regras = new Intl.PluralRules('pt-BR');
const numero = new Intl.NumberFormat('pt-BR');

/**
 * A count and the word that agrees with it, digits grouped as in Brazil: "1 erro", "2 erros",
 * "1.234 produtos". The category comes from Intl.PluralRules, except zero: CLDR files 0 under
 * Portuguese's "one" (it is written for fractions, "1,5 milhão"), but Brazilian usage counts
 * nothing in the plural, "0 atualizados".
 */
export function plural(n: number, um: string, varios: string): string {
  return `${numero.format(n)} ${n !== 0 && regras.select(n) === 'one' ? um : varios}`;
}
