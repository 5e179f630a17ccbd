import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { corValida, textoSobre, type LojaPublica } from '@vitrine/shared';
import { lojaRefPath, pagePaths } from '@vitrine/shared/api-paths';
import { pageFilePaths } from '@vitrine/shared/page-file-paths';
import type { LojaRef } from '@vitrine/shared/links';
import { escapeHtml } from './html.js';

/**
 * The shop's own installable app (issue 14): a customer who adds "Café da Ana" to the home screen
 * gets an icon named and coloured as the shop that opens the shop. The `preview` function answers
 * the shop's manifest and icons next to its pages (/loja/{slug}/manifest.webmanifest and
 * /loja/{slug}/icone-{192|512|maskable}.png); the owner's and admin's app keep Vitrine's.
 *
 * Icons are drawn on request, from the logo or, without one, the shop's initial on its colour, and
 * kept by the CDN: their URLs carry a version made of the logo and the colour, so a change is a
 * new URL and no phone keeps a stale icon, and nothing has to be stored or migrated for the shops
 * that existed before.
 */

export const ICONES = {
  '192': { tamanho: 192, maskable: false },
  '512': { tamanho: 512, maskable: false },
  maskable: { tamanho: 512, maskable: true },
};
export type Icone = keyof typeof ICONES;
export const ehIcone = (nome: string): nome is Icone => Object.hasOwn(ICONES, nome);

/** Start URLs carry this utm_source: visits from the installed app count as their own origin ('app'). */
export const UTM_DO_APP = 'app_vitrine';

/** What changes a shop's icons: its logo and its colour. */
const versao = (loja: LojaPublica) =>
  createHash('sha256')
    .update(`${loja.logo_url}\n${corValida(loja.cor_principal)}`)
    .digest('base64url')
    .slice(0, 10);

export const iconeUrl = (ref: LojaRef, loja: LojaPublica, icone: Icone) =>
  `${lojaRefPath(ref, pageFilePaths.lojaIcone, pageFilePaths.catalogoIcone, { nome: icone })}?v=${versao(loja)}`;

/** Words a name cut short should not end on ('Doceria da', 'Pães e'). */
const LIGACOES = new Set(['a', 'as', 'o', 'os', 'e', 'de', 'da', 'das', 'do', 'dos', 'em', 'na', 'no', '&', '-']);

/** A home screen shows about 12 characters under an icon: the shop's name, cut at a word when it can be. */
export function nomeCurto(nome: string): string {
  const limpo = nome.replace(/\s+/g, ' ').trim();
  if (limpo.length <= 12) return limpo;
  const palavras: string[] = [];
  for (const palavra of limpo.split(' ')) {
    if ([...palavras, palavra].join(' ').length > 12) break;
    palavras.push(palavra);
  }
  while (palavras.length > 1 && LIGACOES.has(palavras.at(-1)!.toLowerCase())) palavras.pop();
  return palavras.join(' ') || limpo.slice(0, 12);
}

/** `ref`: the shop as its pages name it, /loja/{slug} or /catalogo/{lojaId}: the app's id and scope. */
export function manifestoDaLoja(loja: LojaPublica, ref: LojaRef) {
  const base = lojaRefPath(ref, pagePaths.loja, pagePaths.catalogo);
  const cor = corValida(loja.cor_principal);
  return {
    id: base,
    name: loja.nome_loja,
    short_name: nomeCurto(loja.nome_loja),
    description: loja.mensagem_personalizada || `Catálogo de ${loja.nome_loja}: faça seu pedido pelo WhatsApp.`,
    lang: 'pt-BR',
    start_url: `${base}?utm_source=${UTM_DO_APP}`,
    scope: base,
    display: 'standalone',
    theme_color: cor,
    background_color: cor,
    icons: [
      { src: iconeUrl(ref, loja, '192'), sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: iconeUrl(ref, loja, '512'), sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: iconeUrl(ref, loja, 'maskable'), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** The shop's initial on its colour, as SVG for sharp to draw (system sans-serif: no font to ship). */
function inicialSvg(loja: LojaPublica, tamanho: number): Buffer {
  const cor = corValida(loja.cor_principal);
  const inicial = escapeHtml(loja.nome_loja.trim().charAt(0).toUpperCase() || 'V');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${tamanho}" height="${tamanho}">` +
      `<rect width="100%" height="100%" fill="${cor}"/>` +
      `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700"` +
      ` font-size="${Math.round(tamanho * 0.5)}" fill="${textoSobre(cor)}">${inicial}</text></svg>`,
  );
}

/**
 * The icon as a PNG. `logo`: the logo's bytes when the shop has one that could be read (else the
 * initial). A maskable icon keeps the logo inside the middle 60%, the zone every launcher's mask
 * leaves whole, on the shop's colour.
 */
export async function drawIcone(loja: LojaPublica, icone: Icone, logo: Buffer | null): Promise<Buffer> {
  const { tamanho, maskable } = ICONES[icone];
  if (!logo) return sharp(inicialSvg(loja, tamanho)).png().toBuffer();
  if (!maskable) return sharp(logo).resize(tamanho, tamanho, { fit: 'cover' }).png().toBuffer();
  const dentro = Math.round(tamanho * 0.6);
  const miolo = await sharp(logo).resize(dentro, dentro, { fit: 'cover' }).png().toBuffer();
  return sharp({ create: { width: tamanho, height: tamanho, channels: 4, background: corValida(loja.cor_principal) } })
    .composite([{ input: miolo, gravity: 'centre' }])
    .png()
    .toBuffer();
}
