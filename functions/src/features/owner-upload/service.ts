import { randomBytes } from 'node:crypto';
import { extname } from 'node:path';
import sharp from 'sharp';
import { IMAGEM_MAX_BYTES, type ImagemEnviada } from '@vitrine/shared';
import { IMAGEM_LARGURAS, imagemNome, type ImagemLargura } from '@vitrine/shared/imagens';
import { AppError } from '../../platform/http/errors.js';
import { INTERROMPIDO, type ArquivoRecebido } from '../../platform/http/multipart.js';
import type { ImageStore } from '../../platform/images/image-store.js';

const NAO_SUPORTADO = 'Arquivo não suportado. Use apenas arquivos JPG, PNG ou WebP.';
const MIME_ACEITOS = new Set(['image/jpeg', 'image/jpg', 'image/png', 'image/webp']);
const EXTENSOES_ACEITAS = new Set(['.jpg', '.jpeg', '.png', '.webp']);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The largest stored copy: the product page's column on a wide screen (two device pixels a CSS one on a phone). */
const LARGURA_MAX = IMAGEM_LARGURAS[IMAGEM_LARGURAS.length - 1]!;
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

/** Fitted inside a square of `lado` px, never enlarged: the longer side is at most `lado`. */
function caberEm(largura: number, altura: number, lado: number) {
  const escala = Math.min(1, lado / Math.max(largura, altura));
  return { width: Math.max(1, Math.round(largura * escala)), height: Math.max(1, Math.round(altura * escala)) };
}

/**
 * The file decoded once, upright (EXIF) and already down to the largest stored size: a camera
 * JPEG is shrunk while it is decoded, so a 12 MP photo never exists as 36 MB of pixels. The
 * smaller copies are resized from these pixels, not from the file again.
 */
async function decodificar(arquivo: Buffer) {
  try {
    return await sharp(arquivo, { limitInputPixels: PIXELS_MAX })
      .rotate() // upright as the camera's EXIF says, before the metadata is dropped
      .resize({ width: LARGURA_MAX, height: LARGURA_MAX, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError(400, 'Não foi possível ler a imagem: o arquivo está corrompido ou é grande demais. Tente outra imagem.');
  }
}

/**
 * One WebP per stored width, from the decoded pixels. A picture smaller than a width is never
 * enlarged: that width's file is the picture at its own size, and widths that come out the same
 * share one encoding (a 300 px logo is encoded at 200 and once at 300 for both "400" and "800"),
 * so every upload has all three names and `srcset` never points at a missing file.
 */
async function copiasWebp({ data, info }: Awaited<ReturnType<typeof decodificar>>) {
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const porTamanho = new Map<string, Promise<Buffer>>();
  return Promise.all(
    IMAGEM_LARGURAS.map(async (largura) => {
      const alvo = caberEm(info.width, info.height, largura);
      const chave = `${alvo.width}x${alvo.height}`;
      if (!porTamanho.has(chave)) {
        const copia = sharp(data, { raw });
        if (alvo.width !== info.width || alvo.height !== info.height) copia.resize(alvo);
        porTamanho.set(chave, copia.webp({ quality: 80 }).toBuffer());
      }
      return { largura, webp: await porTamanho.get(chave)! };
    }),
  );
}

/**
 * A product or logo picture: checked (size, declared type, magic bytes), then re-encoded to WebP
 * at each of IMAGEM_LARGURAS, which also drops whatever else the file carried (metadata, trailing
 * bytes, other frames).
 */
export function uploadService({ images }: { images: ImageStore }) {
  return {
    /**
     * `cancelado`: the client went away. Nothing is stored then, since nobody would ever use or
     * delete the file. (The store's write is the last step; a client that leaves during it, a few
     * milliseconds, still leaves a file behind.)
     */
    async enviar(lojaId: string, arquivo: ArquivoRecebido | null, cancelado?: AbortSignal): Promise<ImagemEnviada> {
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

      const copias = await copiasWebp(await decodificar(arquivo.buffer));
      if (cancelado?.aborted) throw new AppError(400, INTERROMPIDO);
      const base = `${lojaId}/${randomBytes(16).toString('hex')}`;
      const urls = new Map<ImagemLargura, string>();
      await Promise.all(
        copias.map(async ({ largura, webp }) => urls.set(largura, await images.save(imagemNome(base, largura), webp, 'image/webp'))),
      );
      return { url: urls.get(LARGURA_MAX)!, originalName: arquivo.filename, success: true };
    },
  };
}

export type UploadService = ReturnType<typeof uploadService>;
