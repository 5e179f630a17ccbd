import { stringify } from 'csv-stringify/sync';

/**
 * The one CSV writer of the product (the products' spreadsheet, the administrator's list of
 * merchants): the file Excel pt-BR opens with a double click, UTF-8 announced by a BOM (accents
 * intact), ';' between cells (',' is the pt-BR decimal separator), CRLF between lines; a cell is
 * quoted when it holds ';', '"' or a line break, or starts or ends with a space (kept on import).
 *
 * A cell that starts with = + - @, a tab or a carriage return is a formula to Excel, LibreOffice
 * and Google Sheets (CSV injection, OWASP): `=HYPERLINK(…)` in a product's name would run on the
 * owner's or the administrator's machine. Such a cell is written after an apostrophe, which every
 * spreadsheet takes as "text" and does not show; csvTexto reads it back off on import.
 */
export function escreverCsv(linhas: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return stringify(
    linhas.map((linha) => linha.map((celula) => neutralizar(String(celula)))),
    { delimiter: ';', record_delimiter: '\r\n', bom: true, quoted_match: /[\r\n]|^\s|\s$/ },
  );
}

const FORMULA = /^[=+\-@\t\r]/;

const neutralizar = (texto: string): string => (FORMULA.test(texto) ? `'${texto}` : texto);

/** A cell's text as the owner typed it: the apostrophe escreverCsv put before a formula's first character taken off. */
export const csvTexto = (celula: string): string => (celula.startsWith("'") && FORMULA.test(celula.slice(1)) ? celula.slice(1) : celula);
