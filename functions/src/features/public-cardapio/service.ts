import { createHash } from 'node:crypto';
import * as logger from 'firebase-functions/logger';
import sharp from 'sharp';
import { catalogoPath, type CatalogoResponse } from '@vitrine/shared';
import { FORMATO_AMPLIADO, type FormatoDoCardapio } from '@vitrine/shared/page-file-paths';
import { detalhesDosProdutos, todosOsProdutos, umaVezPorDocumento, type LeiturasDoCatalogo } from '../../model/catalogo-inteiro.js';
import type { LojaRef } from '../../model/catalogos.js';
import { describeError } from '../../platform/http/errors.js';
import type { ImageStore } from '../../platform/images/image-store.js';
import { horariosDoCardapio, linhaDoCardapio, renderCardapioPdf, secoesDoCardapioImpresso, type DadosDoCardapio } from './cardapio-pdf.js';

/** The renderer, a port so that the API tests can count how often the menu is drawn. */
export type RenderCardapio = typeof renderCardapioPdf;

/**
 * Raised when the layout itself changes: every menu stored under the previous one is drawn again
 * (the version is a hash of what is printed, and of this).
 */
const LEIAUTE = 1;
/** Menus this instance keeps in memory (a large print of 500 products is a few hundred KB). */
const NA_MEMORIA_MAX = 20;
/** The logo's side in the PDF's image: sharp at 300 dpi for the large print's 120 pt. */
const LOGO_PX = 512;

export interface CardapioPronto {
  pdf: Buffer;
  /** What was printed, as a hash: the ETag, and the key of the stored copy. */
  versao: string;
}

/**
 * The printed menu (issue 47), made of the published catalogue as customers read it, and drawn at
 * most once per version of what it prints: the version is a hash of every printed text (the shop's
 * name, address, hours, each section and product line), its logo's and link's URL and the layout;
 * the PDF is stored under the version beside the shop's pictures (`{lojaId}/cardapio-{versao}-{formato}.pdf`,
 * deleted with the shop), kept in this instance's memory too, and concurrent requests share one
 * drawing. A publish that changes nothing printed (a stock count) keeps the same version, and so
 * the same PDF; one that changes a price is a new version, drawn on its first request.
 */
export function publicCardapioService({
  catalogos,
  images,
  render = renderCardapioPdf,
}: {
  catalogos: LeiturasDoCatalogo;
  images: ImageStore;
  render?: RenderCardapio;
}) {
  const naMemoria = new Map<string, Promise<Buffer>>();

  /** The logo as PNG; in grey for the large print, which is black on white only. */
  async function logoEmPng(url: string, formato: FormatoDoCardapio): Promise<Buffer | null> {
    if (!url) return null;
    try {
      const bytes = await images.read(url);
      if (!bytes) return null;
      const logo = sharp(bytes).resize(LOGO_PX, LOGO_PX, { fit: 'inside', withoutEnlargement: true });
      return await (formato === FORMATO_AMPLIADO ? logo.grayscale() : logo).png().toBuffer();
    } catch (error) {
      // A logo that cannot be read or decoded leaves the menu without it, never without a menu.
      logger.warn('Logo do cardápio', { erro: describeError(error) });
      return null;
    }
  }

  /** The stored copy, else a drawing (stored for the next instance; `antesDeDesenhar` may refuse it); a failed one is not kept. */
  function pdfDaVersao(
    chave: string,
    dados: () => Promise<DadosDoCardapio>,
    formato: FormatoDoCardapio,
    antesDeDesenhar: () => Promise<void>,
  ): Promise<Buffer> {
    let pdf = naMemoria.get(chave);
    if (pdf) {
      naMemoria.delete(chave);
      naMemoria.set(chave, pdf); // most recently used: last in the map's order
      return pdf;
    }
    pdf = (async () => {
      const guardado = await images.readByKey(chave);
      if (guardado) return guardado;
      await antesDeDesenhar();
      const desenhado = await render(await dados(), formato);
      await images.save(chave, desenhado, 'application/pdf');
      return desenhado;
    })();
    naMemoria.set(chave, pdf);
    pdf.catch(() => {
      if (naMemoria.get(chave) === pdf) naMemoria.delete(chave);
    });
    while (naMemoria.size > NA_MEMORIA_MAX) naMemoria.delete(naMemoria.keys().next().value!);
    return pdf;
  }

  /**
   * Everything the menu prints, read once per document the catalogue's service holds (its few
   * seconds, or until a publish of this instance), as the feeds are: the later pages, and the product
   * pages of the products with choices (tem_opcoes), whose options the card does not carry. The
   * version is a hash of what will be printed.
   */
  async function ler(catalogo: CatalogoResponse, origem: string): Promise<{ versao: string; dados: Omit<DadosDoCardapio, 'logo'> }> {
    const { loja, categorias } = catalogo;
    const produtos = await todosOsProdutos(catalogos, catalogo);
    const detalhes = await detalhesDosProdutos(catalogos, loja.lojista_id, produtos, (produto) => produto.tem_opcoes);
    const url = `${origem}${catalogoPath(loja.lojista_id, loja.subdominio)}`;
    const impresso = {
      LEIAUTE,
      loja: [loja.nome_loja, loja.endereco, horariosDoCardapio(loja), loja.cor_principal, loja.logo_url],
      url,
      secoes: secoesDoCardapioImpresso(produtos, categorias).map(({ nome, produtos: daSecao }) => ({
        nome,
        linhas: daSecao.map((produto) => linhaDoCardapio(produto, detalhes.get(produto.id))),
      })),
    };
    const versao = createHash('sha256').update(JSON.stringify(impresso)).digest('base64url').slice(0, 22);
    return { versao, dados: { loja, categorias, produtos, detalhes, url } };
  }
  const lidos = umaVezPorDocumento<{ versao: string; dados: Omit<DadosDoCardapio, 'logo'> }>();

  return {
    /**
     * The menu of an available shop (404 or 403 as its catalogue answers), `origem` the site's for
     * the QR's link; `antesDeDesenhar` runs only when this version must be drawn (the per-address limit).
     */
    async cardapio(
      ref: LojaRef,
      formato: FormatoDoCardapio,
      origem: string,
      antesDeDesenhar: () => Promise<void> = async () => {},
    ): Promise<CardapioPronto> {
      const catalogo = await catalogos.catalogo(ref);
      const { versao, dados } = await lidos(catalogo, origem, () => ler(catalogo, origem));
      const { loja } = catalogo;
      const chave = `${loja.lojista_id}/cardapio-${versao}-${formato}.pdf`;
      const pdf = await pdfDaVersao(
        chave,
        async () => ({ ...dados, logo: await logoEmPng(loja.logo_url, formato) }),
        formato,
        antesDeDesenhar,
      );
      return { pdf, versao };
    },
  };
}

export type PublicCardapioService = ReturnType<typeof publicCardapioService>;
