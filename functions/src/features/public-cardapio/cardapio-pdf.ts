import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import {
  DIAS_DA_SEMANA,
  contraste,
  corValida,
  descreverItensDoCombo,
  formatBRLTexto,
  precoDeLista,
  reaisToCents,
  type Categoria,
  type LojaPublica,
  type ProdutoPublico,
  type ProdutoPublicoDetalhe,
} from '@vitrine/shared';
import { FORMATO_AMPLIADO, type FormatoDoCardapio } from '@vitrine/shared/page-file-paths';
import type { DetalhesDosProdutos } from '../../model/catalogo-inteiro.js';

/**
 * The printed menu (issue 47): the published catalogue as an A4 PDF, in two columns, or in large
 * print (`ampliado`: every text at 28 pt or more, black on white, one column), the size Rio de
 * Janeiro's law 7.486/2016 asks of a menu for people with low vision.
 *
 * pdfkit, the PDF library the tables' QR sheet already uses (owner-mesas), with a font embedded
 * rather than its standard ones: Atkinson Hyperlegible, drawn for low vision (the Braille
 * Institute's), from its npm package (@fontsource, SIL Open Font License), so it is deployed with
 * the function and never fetched at run time. Embedded and subset, its text carries a ToUnicode
 * map: `pdftotext` and a screen reader read back the accents as written.
 */

const A4 = { largura: 595.28, altura: 841.89 };

/** The font's files, resolved from the working directory: the bundled function (CommonJS) and the tests (ESM) have no common way to name their own file. */
function arquivoDaFonte(peso: 400 | 700): string {
  const requerer = createRequire(join(process.cwd(), 'package.json'));
  return requerer.resolve(`@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-${peso}-normal.woff`);
}
/**
 * Read on the first drawing and kept (14 KB each), not at load: a missing font fails the menu,
 * never the pages the same function serves.
 */
let fontes: { texto: Buffer; negrito: Buffer } | null = null;
const arquivosDasFontes = () => (fontes ??= { texto: readFileSync(arquivoDaFonte(400)), negrito: readFileSync(arquivoDaFonte(700)) });

/** The measures of one format: its sizes in points and its columns. */
interface Medidas {
  margem: number;
  colunas: number;
  espacoEntreColunas: number;
  loja: number;
  info: number;
  categoria: number;
  nome: number;
  descricao: number;
  qr: number;
  /** The price on the name's line (wide columns); else on a line of its own, under the name. */
  precoNaLinhaDoNome: boolean;
}

const MEDIDAS: Record<FormatoDoCardapio, Medidas> = {
  padrao: {
    margem: 40,
    colunas: 2,
    espacoEntreColunas: 24,
    loja: 24,
    info: 10,
    categoria: 15,
    nome: 11,
    descricao: 9,
    qr: 92,
    precoNaLinhaDoNome: true,
  },
  // RJ's law asks for 28 pt: the body is never smaller, the headings larger.
  ampliado: {
    margem: 40,
    colunas: 1,
    espacoEntreColunas: 0,
    loja: 40,
    info: 28,
    categoria: 36,
    nome: 30,
    descricao: 28,
    qr: 200,
    precoNaLinhaDoNome: false,
  },
};

/** The smallest text each format prints, for the tests and docs: the large print's is RJ's 28 pt. */
export const MENOR_TEXTO: Record<FormatoDoCardapio, number> = {
  padrao: Math.min(MEDIDAS.padrao.info, MEDIDAS.padrao.descricao),
  ampliado: Math.min(MEDIDAS.ampliado.info, MEDIDAS.ampliado.descricao, MEDIDAS.ampliado.nome),
};

const PRETO = '#000000';
const CINZA = '#374151';

/** What the menu is made of: the published catalogue, the product pages of those with choices, the shop's link and its logo as PNG. */
export interface DadosDoCardapio {
  loja: LojaPublica;
  categorias: Categoria[];
  produtos: ProdutoPublico[];
  detalhes: DetalhesDosProdutos;
  /** The shop's absolute link, which the QR code holds. */
  url: string;
  /** PNG (pdfkit reads PNG and JPEG, not the stored WebP); null without a logo. */
  logo: Buffer | null;
}

/** One section of the menu: a category in the owner's order, then "Outros"; empty ones left out (as the catalogue's page, secoes.ts). */
export function secoesDoCardapioImpresso(produtos: ProdutoPublico[], categorias: Categoria[]) {
  const porCategoria = new Map(categorias.map((categoria) => [categoria.id, [] as ProdutoPublico[]]));
  const outros: ProdutoPublico[] = [];
  for (const produto of produtos) ((produto.categoria_id && porCategoria.get(produto.categoria_id)) || outros).push(produto);
  return [
    ...categorias.map((categoria) => ({ nome: categoria.nome, produtos: porCategoria.get(categoria.id)! })),
    { nome: categorias.length > 0 ? 'Outros' : 'Cardápio', produtos: outros },
  ].filter((secao) => secao.produtos.length > 0);
}

/** A product as the menu prints it. */
export interface LinhaDoCardapio {
  nome: string;
  /** "R$ 12,50", "a partir de R$ 45,90", "R$ 39,90/kg", "R$ 10,00 (de R$ 12,00)". */
  preco: string;
  /** A combo's items (issue 47): "2× X-Burger, 1× Batata frita"; '' for a plain product. */
  itens: string;
  descricao: string;
  /** The choices in one line: "Tamanho: P, M, G · Adicionais: Bacon, Queijo"; '' without any. */
  opcoes: string;
  esgotado: boolean;
}

/** At most this many choices of a group are named; the rest are "…". */
const ITENS_POR_GRUPO = 6;

/**
 * The product's line: the lowest price a customer can pay, as its card and the feeds say it
 * (precoDeLista, from its page when choices or a grade change the price), and its choices in one line.
 */
export function linhaDoCardapio(produto: ProdutoPublico, detalhe: ProdutoPublicoDetalhe | undefined): LinhaDoCardapio {
  const { preco, promocional, variavel } = precoDeLista(detalhe ?? { ...produto, opcoes: [] });
  const valor = (reais: number) => formatBRLTexto(reaisToCents(reais));
  const porKg = produto.unidade === 'kg' ? '/kg' : '';
  const atual = `${variavel || (produto.a_partir_de ?? null) !== null ? 'a partir de ' : ''}${valor(promocional ?? preco)}${porKg}`;
  const grupos = (detalhe?.opcoes ?? []).map((grupo) => {
    const nomes = grupo.itens.slice(0, ITENS_POR_GRUPO).map((item) => item.nome.trim());
    return `${grupo.nome.trim()}: ${nomes.join(', ')}${grupo.itens.length > ITENS_POR_GRUPO ? '…' : ''}`;
  });
  // A grade's axes as its choices: "Tamanho: P, M, G · Cor: Azul, Preto".
  const eixos = (detalhe?.variacoes?.eixos ?? []).map((eixo) => `${eixo.nome.trim()}: ${eixo.valores.join(', ')}`);
  return {
    nome: umaLinha(produto.nome),
    preco: promocional === null ? atual : `${atual} (de ${valor(preco)}${porKg})`,
    itens: descreverItensDoCombo(detalhe?.itens_do_combo ?? []),
    descricao: produto.descricao.trim(),
    opcoes: [...eixos, ...grupos].filter(Boolean).join(' · '),
    esgotado: produto.esgotado,
  };
}

const umaLinha = (texto: string) => texto.replace(/\s+/g, ' ').trim();

/** ["segunda 08:00–18:00", "terça 08:00–12:00, 14:00–18:00"]: the week's open days in order, from Monday. */
export function horariosDoCardapio(loja: LojaPublica): string[] {
  const horarios = loja.atendimento?.horarios ?? [];
  return [1, 2, 3, 4, 5, 6, 0]
    .map((dia) => {
      const doDia = horarios.filter((horario) => horario.dia === dia).sort((a, b) => a.abre.localeCompare(b.abre));
      return doDia.length > 0 ? `${DIAS_DA_SEMANA[dia]} ${doDia.map(({ abre, fecha }) => `${abre}–${fecha}`).join(', ')}` : '';
    })
    .filter(Boolean);
}

export async function renderCardapioPdf(dados: DadosDoCardapio, formato: FormatoDoCardapio): Promise<Buffer> {
  const medidas = MEDIDAS[formato];
  const ampliado = formato === FORMATO_AMPLIADO;
  const { loja } = dados;
  const doc = new PDFDocument({
    size: 'A4',
    margin: medidas.margem,
    autoFirstPage: false,
    // Compressed streams; the language lets a screen reader pick Portuguese.
    compress: true,
    lang: 'pt-BR',
    displayTitle: true,
    info: { Title: `Cardápio${ampliado ? ' em letra grande' : ''} - ${loja.nome_loja}`, Author: loja.nome_loja, Creator: 'Vitrine' },
  });
  const { texto, negrito } = arquivosDasFontes();
  doc.registerFont('texto', texto);
  doc.registerFont('negrito', negrito);
  const partes: Buffer[] = [];
  doc.on('data', (parte: Buffer) => partes.push(parte));
  const pronto = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.on('error', reject);
  });

  // The shop's colour where it reads on white (WCAG AA); black in large print, which is black on white only.
  const cor = corValida(loja.cor_principal);
  const corDoTitulo = !ampliado && contraste(cor, '#ffffff') >= 4.5 ? cor : PRETO;
  const semGlifo = caracteresSemGlifo(doc);

  doc.addPage();
  const largura = A4.largura - 2 * medidas.margem;
  const topo = desenharCabecalho(doc, dados, medidas, { largura, corDoTitulo, cor, ampliado, limpar: semGlifo });

  // The body: columns filled top to bottom, then the next page.
  const larguraDaColuna = (largura - (medidas.colunas - 1) * medidas.espacoEntreColunas) / medidas.colunas;
  const fim = A4.altura - medidas.margem;
  let coluna = 0;
  let y = topo;
  let inicioDaPagina = topo;
  const xDaColuna = () => medidas.margem + coluna * (larguraDaColuna + medidas.espacoEntreColunas);
  /** Room for `altura` points in the column, else the next column or page (what is taller than a whole page starts at its top all the same). */
  const caber = (altura: number) => {
    if (y + altura <= fim || y === medidas.margem) return;
    coluna += 1;
    if (coluna >= medidas.colunas) {
      doc.addPage();
      coluna = 0;
      inicioDaPagina = medidas.margem;
    }
    y = inicioDaPagina;
  };

  for (const secao of secoesDoCardapioImpresso(dados.produtos, dados.categorias)) {
    const titulo = semGlifo(secao.nome);
    doc.font('negrito').fontSize(medidas.categoria);
    const alturaDoTitulo = doc.heightOfString(titulo, { width: larguraDaColuna }) + medidas.categoria * 0.5;
    const primeira = secao.produtos[0]!;
    // A title is never left alone at a column's foot: it goes with its first product.
    caber(
      alturaDoTitulo + alturaDoProduto(doc, linhaDoCardapio(primeira, dados.detalhes.get(primeira.id)), medidas, larguraDaColuna, semGlifo),
    );
    doc.font('negrito').fontSize(medidas.categoria).fillColor(corDoTitulo).text(titulo, xDaColuna(), y, { width: larguraDaColuna });
    y = doc.y + 2;
    doc
      .save()
      .lineWidth(ampliado ? 2 : 1)
      .strokeColor(ampliado ? PRETO : cor)
      .moveTo(xDaColuna(), y)
      .lineTo(xDaColuna() + larguraDaColuna, y)
      .stroke()
      .restore();
    y += medidas.categoria * 0.4;
    for (const produto of secao.produtos) {
      const linha = linhaDoCardapio(produto, dados.detalhes.get(produto.id));
      caber(alturaDoProduto(doc, linha, medidas, larguraDaColuna, semGlifo));
      y = desenharProduto(doc, linha, medidas, { x: xDaColuna(), y, largura: larguraDaColuna, ampliado, limpar: semGlifo });
    }
    y += medidas.nome * 0.6;
  }
  doc.end();
  return pronto;
}

type Limpar = (texto: string) => string;

/**
 * Characters the embedded font has no glyph for (an emoji in a name) would print as empty boxes
 * and read back as nothing: they are left out, as the QR sheet leaves out what its font lacks.
 */
function caracteresSemGlifo(doc: PDFKit.PDFDocument): Limpar {
  doc.font('texto');
  // pdfkit's font object wraps fontkit's, which knows the font's character map.
  const fonte = (doc as unknown as { _font: { font: { hasGlyphForCodePoint(ponto: number): boolean } } })._font.font;
  return (texto) =>
    [...texto.normalize('NFC')]
      .filter((c) => c === '\n' || fonte.hasGlyphForCodePoint(c.codePointAt(0)!))
      .join('')
      .replace(/[ \t]+/g, ' ')
      .trim();
}

function desenharCabecalho(
  doc: PDFKit.PDFDocument,
  { loja, url, logo }: DadosDoCardapio,
  medidas: Medidas,
  { largura, corDoTitulo, cor, ampliado, limpar }: { largura: number; corDoTitulo: string; cor: string; ampliado: boolean; limpar: Limpar },
): number {
  const x = medidas.margem;
  let y = medidas.margem;
  const qrLado = medidas.qr;
  // Standard: the QR on the header's right; large print: under the header, whole.
  const larguraDoTexto = ampliado ? largura : largura - qrLado - 16;
  let xDoTexto = x;
  if (logo && !ampliado) {
    doc.image(logo, x, y, { fit: [64, 64] });
    xDoTexto = x + 76;
  } else if (logo) {
    doc.image(logo, x, y, { fit: [120, 120] });
    y += 132;
  }
  const larguraAoLadoDoLogo = larguraDoTexto - (xDoTexto - x);
  doc
    .font('negrito')
    .fontSize(medidas.loja)
    .fillColor(corDoTitulo)
    .text(limpar(loja.nome_loja), xDoTexto, y, { width: larguraAoLadoDoLogo });
  doc
    .font('texto')
    .fontSize(medidas.info)
    .fillColor(ampliado ? PRETO : CINZA);
  // The hours in one line; in large print, a day a line.
  const horarios = horariosDoCardapio(loja);
  const info = [
    limpar(loja.endereco),
    ...(horarios.length === 0 ? [] : ampliado ? ['Horários:', ...horarios] : [`Horários: ${horarios.join(' · ')}`]),
  ].filter(Boolean);
  for (const linha of info) doc.text(linha, xDoTexto, doc.y + 2, { width: larguraAoLadoDoLogo });
  let fim = Math.max(doc.y, logo && !ampliado ? y + 64 : 0);

  const xDoQr = ampliado ? x : x + largura - qrLado;
  const yDoQr = ampliado ? fim + 16 : y;
  desenharQr(doc, url, xDoQr, yDoQr, qrLado);
  const legenda = 'Peça pelo celular';
  if (ampliado) {
    doc
      .font('negrito')
      .fontSize(medidas.info)
      .fillColor(PRETO)
      .text(legenda, x + qrLado + 16, yDoQr, { width: largura - qrLado - 16 });
    // The link for whoever cannot scan, as typed: without its scheme.
    doc.font('texto').text(url.replace(/^https?:\/\//, ''), x + qrLado + 16, doc.y + 4, { width: largura - qrLado - 16 });
    fim = Math.max(doc.y, yDoQr + qrLado);
  } else {
    doc
      .font('texto')
      .fontSize(8)
      .fillColor(CINZA)
      .text(legenda, xDoQr, yDoQr + qrLado + 2, { width: qrLado, align: 'center' });
    fim = Math.max(fim, doc.y);
  }
  fim += 10;
  doc
    .save()
    .rect(x, fim, largura, ampliado ? 3 : 4)
    .fill(ampliado ? PRETO : cor)
    .restore();
  return fim + 18;
}

/** The white margin a reader needs around the code, in modules (the standard's 4). */
const ZONA_DE_SILENCIO = 4;

/** The QR's modules as vector squares (as the tables' sheet draws them): sharp at any printer's resolution. */
function desenharQr(doc: PDFKit.PDFDocument, url: string, x: number, y: number, lado: number) {
  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const modulos = qr.modules.size;
  const modulo = lado / (modulos + 2 * ZONA_DE_SILENCIO);
  doc.save().rect(x, y, lado, lado).fill('#ffffff');
  doc.fillColor(PRETO);
  for (let linha = 0; linha < modulos; linha++)
    for (let coluna = 0; coluna < modulos; coluna++)
      if (qr.modules.get(linha, coluna))
        doc.rect(x + (coluna + ZONA_DE_SILENCIO) * modulo, y + (linha + ZONA_DE_SILENCIO) * modulo, modulo + 0.05, modulo + 0.05);
  doc.fill().restore();
}

const ESGOTADO = ' (Esgotado)';

function alturaDoProduto(doc: PDFKit.PDFDocument, linha: LinhaDoCardapio, medidas: Medidas, largura: number, limpar: Limpar): number {
  return desenharProduto(doc, linha, medidas, { x: 0, y: 0, largura, ampliado: !medidas.precoNaLinhaDoNome, limpar, medir: true });
}

/** Draws a product (or, with `medir`, only measures it) and answers where the next one starts. */
function desenharProduto(
  doc: PDFKit.PDFDocument,
  linha: LinhaDoCardapio,
  medidas: Medidas,
  {
    x,
    y,
    largura,
    ampliado,
    limpar,
    medir = false,
  }: { x: number; y: number; largura: number; ampliado: boolean; limpar: Limpar; medir?: boolean },
): number {
  const nome = `${limpar(linha.nome)}${linha.esgotado ? ESGOTADO : ''}`;
  const corDoTexto = ampliado ? PRETO : linha.esgotado ? '#6b7280' : '#111827';
  let cursor = y;
  doc.font('negrito').fontSize(medidas.nome);
  if (medidas.precoNaLinhaDoNome) {
    const larguraDoPreco = Math.min(doc.widthOfString(linha.preco), largura * 0.5);
    const larguraDoNome = largura - larguraDoPreco - 8;
    // A long price (on sale, "a partir de") may wrap in its half: the line is as tall as the taller.
    const altura = Math.max(
      doc.heightOfString(nome, { width: larguraDoNome }),
      doc.heightOfString(linha.preco, { width: larguraDoPreco, align: 'right' }),
    );
    if (!medir) {
      doc.fillColor(corDoTexto).text(nome, x, cursor, { width: larguraDoNome });
      doc.text(linha.preco, x + largura - larguraDoPreco, cursor, { width: larguraDoPreco, align: 'right' });
    }
    cursor += altura;
  } else {
    for (const texto of [nome, linha.preco]) {
      const altura = doc.heightOfString(texto, { width: largura });
      if (!medir) doc.fillColor(PRETO).text(texto, x, cursor, { width: largura });
      cursor += altura;
    }
  }
  doc.font('texto').fontSize(medidas.descricao);
  for (const texto of [limpar(linha.itens), limpar(linha.descricao), limpar(linha.opcoes)]) {
    if (!texto) continue;
    const altura = doc.heightOfString(texto, { width: largura });
    if (!medir) doc.fillColor(ampliado ? PRETO : CINZA).text(texto, x, cursor + 1, { width: largura });
    cursor += altura + 1;
  }
  return cursor + medidas.nome * (ampliado ? 0.8 : 0.6);
}
