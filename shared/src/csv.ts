import { stringify } from 'csv-stringify/sync';

/**
 * How a file lays its cells out. The spreadsheets (the products', the administrator's list of
 * merchants) are the file Excel pt-BR opens with a double click: UTF-8 announced by a BOM (accents
 * intact), ';' between cells (',' is the pt-BR decimal separator), CRLF between lines. A channel's
 * feed (Meta's catalogue) is RFC 4180 as Commerce Manager parses it: ',' and LF, no BOM.
 */
export interface FormatoCsv {
  separador: ';' | ',';
  fimDeLinha: '\r\n' | '\n';
  bom: boolean;
}
export const CSV_PLANILHA: FormatoCsv = { separador: ';', fimDeLinha: '\r\n', bom: true };
export const CSV_FEED: FormatoCsv = { separador: ',', fimDeLinha: '\n', bom: false };

/**
 * The one CSV writer of the product: every CSV it writes (the spreadsheets, the Meta feed) goes
 * through here. A cell is quoted when it holds the separator, '"' or a line break, or starts or
 * ends with a space (kept on import).
 *
 * A cell that starts with = + - @, a tab or a carriage return is a formula to Excel, LibreOffice
 * and Google Sheets (CSV injection, OWASP): `=HYPERLINK(…)` in a product's name would run on the
 * machine of whoever opens the file: the owner, the administrator, or anyone who downloads the
 * shop's public feed. Such a cell is written after an apostrophe, which every spreadsheet takes
 * as "text" and does not show; csvTexto reads it back off on import.
 */
export function escreverCsv(linhas: ReadonlyArray<ReadonlyArray<string | number>>, formato: FormatoCsv = CSV_PLANILHA): string {
  return stringify(
    linhas.map((linha) => linha.map((celula) => neutralizar(String(celula)))),
    { delimiter: formato.separador, record_delimiter: formato.fimDeLinha, bom: formato.bom, quoted_match: /[\r\n]|^\s|\s$/ },
  );
}

const FORMULA = /^[=+\-@\t\r]/;

const neutralizar = (texto: string): string => (FORMULA.test(texto) ? `'${texto}` : texto);

/** A cell's text as the owner typed it: the apostrophe escreverCsv put before a formula's first character taken off. */
export const csvTexto = (celula: string): string => (celula.startsWith("'") && FORMULA.test(celula.slice(1)) ? celula.slice(1) : celula);
