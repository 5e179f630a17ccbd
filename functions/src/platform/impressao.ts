import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import type { Response } from 'express';
import { COMANDA_COLUNAS, formatBRL, formatPeso, hhmm, limparTexto, PESO_APROXIMADO, type ComandaLargura } from '@vitrine/shared';
import { naLoja } from '@vitrine/shared/relogio';

/**
 * What a thermal printer's paper is laid out with (issue 27, shared by issue 44): the order's ticket
 * (owner-pedidos/comanda.ts) and the table's bill (owner-comandas/conta-impressa.ts) are both plain
 * lines of at most COMANDA_COLUNAS characters, the way a printer's font A lays them on 58 mm (32) or
 * 80 mm (48) paper, and the same lines are the text answer and the ESC/POS bytes.
 */

/** A printed line; `destaque` is printed in double size (the order's code, the bill's table). */
export interface LinhaImpressa {
  texto: string;
  destaque?: boolean;
}

/**
 * Typed text on one line, composed (an "é" typed as e + accent is one character, one column), and
 * without the control characters an order stored before they were cleaned at input may hold
 * (limparTexto): on paper ESC, GS or NUL are printer commands.
 */
export const umaLinha = (texto: string) => limparTexto(texto).normalize('NFC').replace(/\s+/g, ' ').trim();
/** Columns a text takes: code points, so an accent or an emoji is one. */
export const colunas = (texto: string) => [...texto].length;
/** Money never breaks between "R$" and the amount: its no-break space holds it together until the line is laid. */
export const dinheiro = (centavos: number) => formatBRL(centavos);
/** On paper every space is a plain one (printers' code pages have no no-break space). */
export const papel = (linha: string) => linha.replace(/\u00a0/g, ' ').trimEnd();

/**
 * Greedy word wrap: `primeira` columns on the first line (room left by a price on its right),
 * `largura` on the next ones, which start with `recuo`. Breaks only at plain spaces; a single word
 * longer than its line is the one thing cut, at the line's width.
 */
export function quebrar(
  texto: string,
  largura: number,
  { recuo = '', primeira = largura }: { recuo?: string; primeira?: number } = {},
): string[] {
  const linhas: string[] = [];
  let atual = '';
  const cabe = () => Math.max(1, linhas.length === 0 ? primeira : largura - colunas(recuo));
  for (const palavra of texto.split(' ').filter(Boolean)) {
    let resto = palavra;
    for (;;) {
      const junto = atual ? `${atual} ${resto}` : resto;
      if (colunas(junto) <= cabe()) {
        atual = junto;
        break;
      }
      if (atual) {
        linhas.push(atual);
        atual = '';
        continue;
      }
      const letras = [...resto];
      const n = cabe();
      linhas.push(letras.slice(0, n).join(''));
      resto = letras.slice(n).join('');
    }
  }
  if (atual || linhas.length === 0) linhas.push(atual);
  return linhas.map((linha, indice) => (indice === 0 ? linha : `${recuo}${linha}`));
}

/** `esquerda` wrapped, with `direita` on the right of its first line. */
export function comValor(esquerda: string, direita: string, largura: number, recuo = ''): string[] {
  const [primeira = '', ...resto] = quebrar(esquerda, largura, { recuo, primeira: largura - colunas(direita) - 1 });
  return [`${primeira}${' '.repeat(largura - colunas(primeira) - colunas(direita))}${direita}`, ...resto];
}

export const centro = (texto: string, largura: number) => `${' '.repeat(Math.floor((largura - colunas(texto)) / 2))}${texto}`;

/** "04/03/2026 15:00" in São Paulo, whatever the server's zone. */
export function dataHora(instante: Date): string {
  const { data, minuto } = naLoja(instante);
  const [ano, mes, dia] = data.split('-');
  return `${dia}/${mes}/${ano} ${hhmm(minuto)}`;
}

/** "15:00" in São Paulo. */
export const hora = (instante: Date) => hhmm(naLoja(instante).minuto);

/** A product line as both papers print it: money in cents. */
export interface ItemImpresso {
  nome: string;
  quantidade: number;
  /** The line's total (quantity × unit price, choices included). */
  total_centavos: number;
  opcoes: { grupo: string; fracoes?: boolean; itens: { nome: string }[] }[];
  observacao: string | null;
  /** Sold by weight (issue 30): "≈ 500 g" instead of the quantity. */
  gramas?: number | null;
  /** A combo's items (issue 47): each one's units in one combo and its choices. */
  combo?: { nome: string; quantidade: number; opcoes: ItemImpresso['opcoes'] }[];
}

/** "Ponto: Ao ponto", "½ Calabresa + ½ Marguerita": one group of choices on paper. */
const grupoImpresso = ({ grupo, fracoes, itens: escolhas }: ItemImpresso['opcoes'][number]) =>
  fracoes
    ? escolhas.map((escolha) => umaLinha(escolha.nome)).join(' + ')
    : `${umaLinha(grupo)}: ${escolhas.map((escolha) => umaLinha(escolha.nome)).join(', ')}`;

/**
 * Product lines, `w` columns: "2x Pizza   R$ 120,00", its choices and note indented below; a
 * combo's items below it with the units the line holds ("4x X-Burger" for 2 combos of 2), their
 * choices further in; the weight's caveat once at the end.
 */
export function linhasDosItens(itens: ItemImpresso[], w: number): string[] {
  const recuado = (texto: string, recuo = 3) => quebrar(texto, w - recuo, { recuo: '  ' }).map((linha) => `${' '.repeat(recuo)}${linha}`);
  return [
    ...itens.flatMap((item) => [
      ...comValor(
        `${item.gramas ? `≈ ${formatPeso(item.gramas)}` : `${item.quantidade}x`} ${umaLinha(item.nome)}`,
        dinheiro(item.total_centavos),
        w,
        '   ',
      ),
      // A half-and-half pizza's flavours carry their shares: "½ Calabresa + ½ Marguerita", no group name.
      ...item.opcoes.flatMap((grupo) => recuado(grupoImpresso(grupo))),
      ...(item.combo ?? []).flatMap((doCombo) => [
        ...recuado(`${doCombo.quantidade * item.quantidade}x ${umaLinha(doCombo.nome)}`),
        ...doCombo.opcoes.flatMap((grupo) => recuado(grupoImpresso(grupo), 6)),
      ]),
      ...(item.observacao?.trim() ? recuado(`Obs.: ${umaLinha(item.observacao)}`) : []),
    ]),
    ...(itens.some((item) => item.gramas) ? quebrar(PESO_APROXIMADO, w) : []),
  ];
}

/** The shop's name centred over a double rule: every paper starts so. */
export function cabecalhoImpresso(nomeLoja: string, largura: ComandaLargura): LinhaImpressa[] {
  const w = COMANDA_COLUNAS[largura];
  return [...quebrar(umaLinha(nomeLoja), w).map((linha) => centro(linha, w)), '='.repeat(w)].map((texto) => ({ texto: papel(texto) }));
}

/**
 * A report's paper (the table's bill, the till, a driver's day): the shop's header, the title in
 * double size, the first block (who and when), then each other block after a dashed rule, and a
 * last rule. An empty block takes no rule.
 */
export function folhaImpressa(
  nomeLoja: string,
  largura: ComandaLargura,
  titulo: string,
  [primeiro, ...outros]: string[][],
): LinhaImpressa[] {
  const w = COMANDA_COLUNAS[largura];
  const regua = '-'.repeat(w);
  const corpo = [...primeiro!, ...outros.filter((bloco) => bloco.length > 0).flatMap((bloco) => [regua, ...bloco]), regua];
  return [
    ...cabecalhoImpresso(nomeLoja, largura),
    { texto: centro(titulo, w), destaque: true },
    ...corpo.map((linha) => ({ texto: papel(linha) })),
  ];
}

/** The text answer: one line each, ending with a line break. */
export function textoImpresso(linhas: LinhaImpressa[]): string {
  return `${linhas.map((linha) => linha.texto).join('\n')}\n`;
}

/**
 * ESC/POS code page 860 (Portuguese): every letter of Portuguese with its accent (ç, ã, õ, á, é,
 * ê, ó, ô, ú, à, their capitals), selected with ESC t 3 on Epson and the printers that copy its
 * table (most 58 and 80 mm thermal printers sold in Brazil: Elgin, Bematech, Knup, Xprinter).
 */
export const CODEPAGE_IMPRESSAO = 'cp860';

type Encoder = InstanceType<typeof ReceiptPrinterEncoder>;

/**
 * The lines for a thermal printer: initialise, code page 860, the lines (`destaque` in double
 * size, centred), what `depois` adds (the ticket's QR code), then feed and cut. A dash the code
 * page lacks (—) prints as "-".
 */
export function escposImpresso(linhas: LinhaImpressa[], largura: ComandaLargura, depois?: (encoder: Encoder) => void): Uint8Array {
  const encoder = new ReceiptPrinterEncoder({ language: 'esc-pos', columns: COMANDA_COLUNAS[largura], newline: '\n' });
  encoder.initialize().codepage(CODEPAGE_IMPRESSAO);
  for (const linha of linhas) {
    const texto = linha.texto.replace(/[\u2013\u2014]/g, '-');
    if (linha.destaque) encoder.align('center').size(2, 2).bold(true).line(texto.trim()).bold(false).size(1, 1).align('left');
    else encoder.line(texto);
  }
  depois?.(encoder);
  return encoder.newline(4).cut('partial').encode();
}

/**
 * A paper's answer (the ticket's, the bill's, the till's): never cached, ESC/POS bytes as a file
 * named `arquivo`.bin, or the text lines. Each is built only when asked for.
 */
export function enviarImpresso(
  res: Response,
  formato: 'texto' | 'escpos',
  arquivo: string,
  papelDe: { texto: () => string; escpos: () => Uint8Array },
): void {
  res.set('Cache-Control', 'private, no-store');
  if (formato === 'escpos') {
    res
      .type('application/octet-stream')
      .set('Content-Disposition', `attachment; filename="${arquivo}.bin"`)
      .send(Buffer.from(papelDe.escpos()));
    return;
  }
  res.type('text/plain; charset=utf-8').send(papelDe.texto());
}

/**
 * A report's answer (the table's bill, the till, a driver's day): its lines as text or as ESC/POS
 * with nothing after them, built only in the format asked for.
 */
export function enviarFolha(
  res: Response,
  { formato, largura }: { formato: 'texto' | 'escpos'; largura: ComandaLargura },
  arquivo: string,
  linhas: () => LinhaImpressa[],
): void {
  enviarImpresso(res, formato, arquivo, { texto: () => textoImpresso(linhas()), escpos: () => escposImpresso(linhas(), largura) });
}
