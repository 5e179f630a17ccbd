/**
 * Uploaded pictures are stored at these widths (WebP, fitted inside a square of that side, never
 * enlarged), under one name per upload: `{uid}/{hex}-200.webp`, `-400.webp`, `-800.webp`. The
 * upload answers the 800 one; pages pick the smallest that fills their slot through `srcset`.
 * Zod-free: the public app imports it as `@vitrine/shared/imagens`.
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
