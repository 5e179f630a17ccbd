import { IMAGEM_MAX_BYTES } from '@vitrine/shared';

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
export function checkImageFile(file: File): UploadError | null {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  if (!IMAGE_TYPES.includes(file.type) && !IMAGE_EXTENSIONS.includes(extension)) {
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

/**
 * POST /api/upload/image (multipart field `image`) and resolve with the stored image's URL.
 * XMLHttpRequest rather than fetch: only it reports upload progress (`onProgress` gets 0..1).
 */
export function uploadImage(file: File, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/upload/image');
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
