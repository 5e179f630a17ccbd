import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { MESA_CHAMADA_QR } from '@vitrine/shared';

/**
 * The sheet of the tables' QR codes (GET /api/mesas/qrcodes.pdf): A4 portrait, six cards a page
 * (two columns, three rows) with dashed borders to cut along. Each card: the shop's name, the
 * table's name, its QR code and the line that tells the customer what to do.
 *
 * pdfkit rather than pdf-lib: it is maintained (pdf-lib's last release is from 2021), its standard
 * fonts carry the WinAnsi encoding Portuguese needs (ã, ç, é) with no font file to ship, and it
 * writes the QR's modules as vector squares, so the code stays sharp at any printer's resolution.
 * Both are pure JavaScript; the QR's modules come from `qrcode` (the one the web app already uses
 * for the PIX code).
 */

const A4 = { largura: 595.28, altura: 841.89 };
const MARGEM = 28;
const COLUNAS = 2;
const LINHAS = 3;
const CARTAO = { largura: (A4.largura - 2 * MARGEM) / COLUNAS, altura: (A4.altura - 2 * MARGEM) / LINHAS };
/** About 5.6 cm: a phone reads it from an arm's length, and its modules stay over 1 mm for a 100-character URL. */
const QR_LADO = 160;
/** The white margin a reader needs around the code, in modules (the standard's 4). */
const ZONA_DE_SILENCIO = 4;

/**
 * The standard fonts write WinAnsi (Latin-1 and a few signs): a character outside it (an emoji in
 * the shop's name) would print as garbage, so it is left out.
 */
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const paraWinAnsi = (texto: string) =>
  [...texto.normalize('NFC')]
    .filter((c) => (c >= ' ' && c <= '\u00ff' && !(c >= '\u007f' && c < '\u00a0')) || WIN_ANSI_EXTRAS.includes(c))
    .join('')
    .trim();

export interface CartaoDeMesa {
  nome: string;
  /** The table's absolute URL, what the QR holds. */
  url: string;
}

export async function renderQrcodesPdf({ loja, mesas }: { loja: string; mesas: CartaoDeMesa[] }): Promise<Buffer> {
  const nomeDaLoja = paraWinAnsi(loja);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    info: { Title: `QR Codes das mesas - ${nomeDaLoja}`, Author: nomeDaLoja, Creator: 'Vitrine' },
  });
  const partes: Buffer[] = [];
  doc.on('data', (parte: Buffer) => partes.push(parte));
  const pronto = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.on('error', reject);
  });

  mesas.forEach((mesa, indice) => {
    const naPagina = indice % (COLUNAS * LINHAS);
    if (naPagina === 0) doc.addPage();
    const x = MARGEM + (naPagina % COLUNAS) * CARTAO.largura;
    const y = MARGEM + Math.floor(naPagina / COLUNAS) * CARTAO.altura;
    drawCartao(doc, { x, y }, nomeDaLoja, mesa);
  });
  doc.end();
  return pronto;
}

/** One line of text centred in the card, its size lowered until it fits (down to `minimo`), then cut with an ellipsis. */
function linha(
  doc: PDFKit.PDFDocument,
  texto: string,
  {
    x,
    y,
    largura,
    fonte,
    tamanho,
    minimo,
    cor,
  }: {
    x: number;
    y: number;
    largura: number;
    fonte: string;
    tamanho: number;
    minimo: number;
    cor: string;
  },
) {
  doc.font(fonte).fillColor(cor);
  let tamanhoFinal = tamanho;
  while (tamanhoFinal > minimo && doc.fontSize(tamanhoFinal).widthOfString(texto) > largura) tamanhoFinal -= 1;
  doc
    .fontSize(tamanhoFinal)
    .text(texto, x, y, { width: largura, align: 'center', lineBreak: false, ellipsis: true, height: tamanhoFinal * 1.3 });
}

function drawCartao(doc: PDFKit.PDFDocument, { x, y }: { x: number; y: number }, loja: string, mesa: CartaoDeMesa) {
  const folga = 14;
  const largura = CARTAO.largura - 2 * folga;
  // The line to cut along.
  doc
    .save()
    .lineWidth(0.5)
    .dash(4, { space: 4 })
    .strokeColor('#9ca3af')
    .rect(x + 4, y + 4, CARTAO.largura - 8, CARTAO.altura - 8)
    .stroke()
    .restore();

  linha(doc, loja, { x: x + folga, y: y + 18, largura, fonte: 'Helvetica', tamanho: 12, minimo: 8, cor: '#4b5563' });
  linha(doc, paraWinAnsi(mesa.nome), {
    x: x + folga,
    y: y + 36,
    largura,
    fonte: 'Helvetica-Bold',
    tamanho: 24,
    minimo: 12,
    cor: '#111827',
  });

  const qr = QRCode.create(mesa.url, { errorCorrectionLevel: 'M' });
  const modulos = qr.modules.size;
  const lado = QR_LADO;
  const modulo = lado / (modulos + 2 * ZONA_DE_SILENCIO);
  const qrX = x + (CARTAO.largura - lado) / 2;
  const qrY = y + 72;
  doc.save().rect(qrX, qrY, lado, lado).fill('#ffffff');
  doc.fillColor('#000000');
  for (let linhaQr = 0; linhaQr < modulos; linhaQr++)
    for (let coluna = 0; coluna < modulos; coluna++)
      if (qr.modules.get(linhaQr, coluna))
        // A hair wider than the module, so that neighbours overlap and no white seam shows between them.
        doc.rect(qrX + (coluna + ZONA_DE_SILENCIO) * modulo, qrY + (linhaQr + ZONA_DE_SILENCIO) * modulo, modulo + 0.05, modulo + 0.05);
  doc.fill().restore();

  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#374151')
    .text(MESA_CHAMADA_QR, x + folga, qrY + lado + 8, { width: largura, align: 'center' });
}
