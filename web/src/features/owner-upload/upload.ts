import { IMAGEM_MAX_BYTES } from '@vitrine/shared';
import { API_BASE, apiPaths } from '@vitrine/shared/api-paths';

const IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'];
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'];

/** A message for the owner: a title and, sometimes, one more line of detail. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly details?: string,
  ) {
    super(message);
  }
}

/**
 * The first check, before sending (docs/api.md, POST /api/upload/image): type by MIME or extension, 5 MB, not empty.
 * The server checks the bytes themselves; this only spares the owner a pointless upload.
 */
const extensionOf = (file: File) => (file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '');

/** JPG, PNG or WebP by MIME type or extension: the only pictures the API takes (and the only ones worth shrinking). */
export function isSupportedImage(file: File): boolean {
  return IMAGE_TYPES.includes(file.type) || IMAGE_EXTENSIONS.includes(extensionOf(file));
}

export function checkImageFile(file: File): UploadError | null {
  const extension = extensionOf(file);
  if (!isSupportedImage(file)) {
    return new UploadError(
      'Arquivo não suportado. Use apenas arquivos JPG, PNG ou WebP.',
      `Tipo detectado: ${file.type || 'desconhecido'}. Extensão: ${extension || 'nenhuma'}.`,
    );
  }
  if (file.size > IMAGEM_MAX_BYTES) {
    const mb = (file.size / 1024 / 1024).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return new UploadError(`Arquivo muito grande: ${mb} MB`, 'Tamanho máximo permitido: 5MB');
  }
  if (file.size === 0) return new UploadError('Arquivo está vazio. Selecione uma imagem válida.');
  return null;
}

/** The long side a picture is shrunk to before it leaves the phone: sharp on any screen the catalogue has. */
export const MAX_IMAGE_SIDE = 1600;
const QUALITY = 0.85;

/** The scale that brings the long side down to `max` (never up). */
export function shrinkScale(width: number, height: number, max = MAX_IMAGE_SIDE): number {
  return Math.min(1, max / Math.max(width, height));
}

/**
 * Shrinks a photo in the browser before it is sent (a phone's 2–6 MB photo becomes a few hundred KB
 * on mobile data): at most MAX_IMAGE_SIDE on the long side, the camera's EXIF rotation applied,
 * re-encoded as JPEG (WebP keeps WebP, PNG keeps transparency as WebP). The server still checks the
 * bytes and the size and re-encodes. Whenever shrinking is not possible (an old browser, a decode
 * error) or does not make the file smaller, the original is sent.
 */
export async function shrinkImage(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function') return file;
  let bitmap: ImageBitmap | undefined;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = shrinkScale(bitmap.width, bitmap.height);
    const width = Math.round(bitmap.width * scale);
    const height = Math.round(bitmap.height * scale);
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, width, height);
    const type = file.type === 'image/jpeg' || file.type === 'image/jpg' ? 'image/jpeg' : 'image/webp';
    const blob = await canvas.convertToBlob({ type, quality: QUALITY });
    if (blob.size >= file.size) return file;
    const name = file.name.replace(/\.[^.]*$/, '') + (type === 'image/jpeg' ? '.jpg' : '.webp');
    return new File([blob], name, { type, lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap?.close();
  }
}

/**
 * POST /api/upload/image (multipart field `image`) and resolve with the stored image's URL.
 * XMLHttpRequest rather than fetch: only it reports upload progress (`onProgress` gets 0..1).
 */
export function uploadImage(file: File, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${apiPaths.uploadImage}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onload = () => {
      const body = xhr.response as { url?: string; error?: string; details?: string } | null;
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new UploadError(body?.error || 'Erro ao fazer upload da imagem', body?.details && `Detalhes: ${body.details}`));
      } else if (!body?.url) {
        reject(new UploadError('Erro: Resposta do servidor não contém URL da imagem'));
      } else {
        resolve(body.url);
      }
    };
    xhr.onerror = () => reject(new UploadError('Erro de conexão. Verifique sua internet e tente novamente.'));
    const form = new FormData();
    form.append('image', file);
    xhr.send(form);
  });
}
