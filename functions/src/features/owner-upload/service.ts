import { randomBytes } from 'node:crypto';
import { extname } from 'node:path';
import sharp from 'sharp';
import { IMAGEM_MAX_BYTES, type ImagemEnviada } from '@vitrine/shared';
import { AppError } from '../../platform/http/errors.js';
import { INTERROMPIDO, type ArquivoRecebido } from '../../platform/http/multipart.js';
import type { ImageStore } from '../../platform/images/image-store.js';

const NAO_SUPORTADO = 'Arquivo não suportado. Use apenas arquivos JPG, PNG ou WebP.';
const MIME_ACEITOS = new Set(['image/jpeg', 'image/jpg', 'image/png', 'image/webp']);
const EXTENSOES_ACEITAS = new Set(['.jpg', '.jpeg', '.png', '.webp']);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Large enough for the product page on a wide screen, small enough for a phone on 4G. */
const LARGURA_MAX = 1000;
/** A 5 MB file can still decode to gigabytes of pixels; a 50-megapixel camera photo passes. */
const PIXELS_MAX = 60_000_000;
const megabytes = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** What the file really is, from its first bytes (GIF only to say so in the refusal). */
function tipoPelosBytes(bytes: Buffer): string | null {
  if (bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(PNG)) return 'image/png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  if (/^GIF8[79]a/.test(bytes.toString('latin1', 0, 6))) return 'image/gif';
  return null;
}

/**
 * A product or logo picture: checked (size, declared type, magic bytes), then re-encoded to WebP,
 * which also drops whatever else the file carried (metadata, trailing bytes, other frames).
 */
export function uploadService({ images }: { images: ImageStore }) {
  return {
    /**
     * `cancelado`: the client went away. Nothing is stored then, since nobody would ever use or
     * delete the file. (The store's write is the last step; a client that leaves during it, a few
     * milliseconds, still leaves a file behind.)
     */
    async enviar(uid: string, arquivo: ArquivoRecebido | null, cancelado?: AbortSignal): Promise<ImagemEnviada> {
      if (!arquivo) throw new AppError(400, 'Selecione uma imagem para enviar.');
      if (arquivo.size === 0) throw new AppError(400, 'Arquivo está vazio. Selecione uma imagem válida.');
      if (arquivo.size > IMAGEM_MAX_BYTES) {
        const tamanho = megabytes.format(arquivo.size / 1024 / 1024);
        throw new AppError(413, `Arquivo muito grande: ${tamanho} MB Tamanho máximo permitido: 5MB`);
      }
      const extensao = extname(arquivo.filename).toLowerCase();
      const detectado = tipoPelosBytes(arquivo.buffer);
      const declaradoOk = MIME_ACEITOS.has(arquivo.mimeType) || EXTENSOES_ACEITAS.has(extensao);
      if (!declaradoOk || !detectado || !MIME_ACEITOS.has(detectado)) {
        const details = `Tipo detectado: ${detectado ?? `desconhecido (enviado como ${arquivo.mimeType})`}. Extensão: ${extensao || 'nenhuma'}.`;
        throw new AppError(400, NAO_SUPORTADO, undefined, details);
      }

      let webp: Buffer;
      try {
        webp = await sharp(arquivo.buffer, { limitInputPixels: PIXELS_MAX })
          .rotate() // upright as the camera's EXIF says, before the metadata is dropped
          .resize({ width: LARGURA_MAX, height: LARGURA_MAX, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer();
      } catch {
        throw new AppError(400, 'Não foi possível ler a imagem: o arquivo está corrompido ou é grande demais. Tente outra imagem.');
      }
      if (cancelado?.aborted) throw new AppError(400, INTERROMPIDO);
      const url = await images.save(`${uid}/${randomBytes(16).toString('hex')}.webp`, webp, 'image/webp');
      return { url, originalName: arquivo.filename, success: true };
    },
  };
}

export type UploadService = ReturnType<typeof uploadService>;
