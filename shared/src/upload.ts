/**
 * The owner's picture upload (owner-upload, docs/api.md): its limit, which the owner's form checks
 * before sending, and its answer. Apart from imagens.ts, which the catalogue's first read runs.
 */

/** POST /api/upload/image: the largest file accepted, exactly 5 MB. */
export const IMAGEM_MAX_BYTES = 5 * 1024 * 1024;

export interface ImagemEnviada {
  url: string;
  originalName: string;
  success: true;
}
