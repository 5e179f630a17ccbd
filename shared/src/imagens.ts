/**
 * Pictures (public-imagens): the widths a picture is stored at, and which URLs a page may show.
 * Zod-free: the public app imports it as `@vitrine/shared/imagens`, and the first read of a
 * catalogue runs it (the boot chunk): the upload's limit and answer are upload.ts's, the picture
 * field's schema and refusal zod.ts's imagemUrlSchema.
 */

/**
 * Uploaded pictures are stored at these widths (WebP, fitted inside a square of that side, never
 * enlarged), under one name per upload: `{lojaId}/{hex}-200.webp`, `-400.webp`, `-800.webp`. The
 * upload answers the 800 one; pages pick the smallest that fills their slot through `srcset`.
 */
export const IMAGEM_LARGURAS = [200, 400, 800] as const;
export type ImagemLargura = (typeof IMAGEM_LARGURAS)[number];

/** The stored name of one width of an upload. */
export function imagemNome(base: string, largura: ImagemLargura): string {
  return `${base}-${largura}.webp`;
}

/**
 * One of our stores' 800 px copies: the local store's `/api/imagens/…` (relative, or behind an
 * origin) or Cloud Storage's download URL (`…/o/imagens%2F…?alt=media`). Anything else may end in
 * `-800.webp` without having the smaller siblings (someone else's site), so it is left alone.
 */
const NOSSA_IMAGEM_800 = /^((?:https?:\/\/[^/?#]+)?\/(?:api\/imagens\/|v0\/b\/[^/?#]+\/o\/imagens%2F)[^?#]*)-800\.webp([?#].*)?$/;

export interface ImagemSrcset {
  /** What a browser without srcset shows: the 400 copy for our uploads, else the URL itself. */
  src: string;
  /** `…-200.webp 200w, …-400.webp 400w, …-800.webp 800w`, or absent for pictures with one size only. */
  srcSet?: string;
}

/**
 * `<img src srcSet>` for a picture URL. Uploads before the three widths (`{hex}.webp`), the demo's
 * old files and external URLs have one size: they come back as they are.
 */
export function imagemSrcset(url: string): ImagemSrcset {
  const match = NOSSA_IMAGEM_800.exec(url);
  if (!match) return { src: url };
  const [, base, sufixo = ''] = match;
  const daLargura = (largura: ImagemLargura) => `${imagemNome(base!, largura)}${sufixo}`;
  return {
    src: daLargura(400),
    srcSet: IMAGEM_LARGURAS.map((largura) => `${daLargura(largura)} ${largura}w`).join(', '),
  };
}

/** The path of one of the local store's pictures as an upload names it: `/api/imagens/{lojaId}/{name}.{ext}`, nothing else. */
const IMAGEM_LOCAL = /^\/api\/imagens\/(?<chave>(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.(?:webp|png|jpe?g|gif|avif))$/;

/**
 * The store key (`{lojaId}/{name}.webp`) of a URL that names one of the local store's pictures, else
 * null. Strict on purpose: no `..`, no `%` (so no encoded `..` or `/`), no query, so the URL can
 * only ever name a file the upload wrote.
 */
export function chaveDaImagemLocal(url: string): string | null {
  return IMAGEM_LOCAL.exec(url)?.groups?.chave ?? null;
}

/**
 * Whether a picture URL is one a page may show: one of the shop's own stored pictures
 * (`/api/imagens/…`, chaveDaImagemLocal) or an `https://` picture on another host (Cloud Storage's
 * download URLs are such). Never `http:` (mixed content) and never another path of this site: an
 * `https://` URL whose path is under `/api/` must be a stored picture too, whatever the host,
 * because the site's own host is not known here (a custom domain) and a picture pointing at one of
 * its routes made every visitor's browser call it (issue 24: a logo at /api/logout). An empty URL
 * (no picture) is not one: callers treat it apart.
 */
export function imagemUrlSegura(url: string): boolean {
  if (chaveDaImagemLocal(url)) return true;
  if (!/^https:\/\/[^\s\\]+$/i.test(url) || !URL.canParse(url)) return false;
  const { username, password, pathname } = new URL(url);
  if (username || password) return false;
  // The path a browser will ask for, after it resolves `..` and `%2e%2e`: decoded so encoded dots are caught too.
  const caminho = decodeURIComponentSeguro(pathname).toLowerCase();
  return !caminho.includes('/..') && !(caminho.startsWith('/api/') && !caminho.startsWith('/api/imagens/'));
}

function decodeURIComponentSeguro(valor: string): string {
  try {
    return decodeURIComponent(valor);
  } catch {
    return valor;
  }
}

/** `url` when a page may show it (imagemUrlSegura), else '' (no picture): stored values from before the rule. */
export const imagemOuNenhuma = (url: string): string => (imagemUrlSegura(url) ? url : '');
