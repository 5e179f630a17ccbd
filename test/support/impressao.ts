/**
 * A printed ticket read back into figures (the order's comanda, a table's bill), so that a test
 * checks that the printed lines add up, as a person with the paper in hand would. The unit and API
 * tiers read the text alike; the ESC/POS bytes are walked by functions/test/api/impressao-helpers.ts.
 */

/** "R$ 1.234,56" → 123456, "-R$ 5,00" → -500; a word (Grátis, A combinar, Não incluída) adds nothing. */
export const centavos = (valor: string) => {
  const numero = /^(-?)R\$ ([\d.]+),(\d\d)$/.exec(valor);
  return numero ? (numero[1] ? -1 : 1) * Number(`${numero[2]!.replace(/\./g, '')}${numero[3]}`) : 0;
};

/**
 * A block's lines as [label, value]: the value is what `valor` finds on a line's right (its first
 * group), and a label too long for one line continues on the lines below it.
 */
export const rotulosEValores = (bloco: string[], valor: RegExp) =>
  bloco.reduce<[string, string][]>((pares, linha) => {
    const achado = valor.exec(linha);
    if (achado) pares.push([linha.slice(0, achado.index).trim(), achado[1]!]);
    else pares.at(-1)![0] += ` ${linha.trim()}`;
    return pares;
  }, []);
