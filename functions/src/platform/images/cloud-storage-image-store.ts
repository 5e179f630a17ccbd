import { getStorage } from 'firebase-admin/storage';
import type { ImageStore } from './image-store.js';

/**
 * The project's default bucket under imagens/. The URL is Firebase Storage's download endpoint,
 * which storage.rules opens for public reads of imagens/**, so objects need no ACL of their own.
 * Names are never reused, so browsers and CDNs may keep an image for a year.
 */
export class CloudStorageImageStore implements ImageStore {
  async save(key: string, buffer: Buffer, contentType: string): Promise<string> {
    // Resolved on first use: the default bucket comes from FIREBASE_CONFIG, set only in Cloud Functions.
    const bucket = getStorage().bucket();
    const path = `imagens/${key}`;
    await bucket.file(path).save(buffer, {
      resumable: false,
      contentType,
      metadata: { cacheControl: 'public, max-age=31536000, immutable' },
    });
    return `https://firebasestorage.googleapis.com/v0/b/${bucket.name}/o/${encodeURIComponent(path)}?alt=media`;
  }

  async read(url: string): Promise<Buffer | null> {
    const bucket = getStorage().bucket();
    const prefixo = `https://firebasestorage.googleapis.com/v0/b/${bucket.name}/o/imagens%2F`;
    if (!url.startsWith(prefixo)) return null;
    // The key as save encoded it (`{lojaId}%2F{name}.webp`): nothing that could climb out of imagens/.
    const chave = /^((?:[A-Za-z0-9_-]+%2F)*[A-Za-z0-9_-]+\.[a-z]+)(?:\?|$)/.exec(url.slice(prefixo.length))?.[1];
    if (!chave) return null;
    try {
      const [bytes] = await bucket.file(`imagens/${chave.replaceAll('%2F', '/')}`).download();
      return bytes;
    } catch {
      return null;
    }
  }

  async readByKey(key: string): Promise<Buffer | null> {
    const [bytes] = await getStorage()
      .bucket()
      .file(`imagens/${key}`)
      .download()
      .catch((error: { code?: number }) => {
        // Only "not there" is a miss: any other failure is the caller's to see.
        if (error.code === 404) return [null];
        throw error;
      });
    return bytes;
  }

  async deleteByLoja(lojaId: string): Promise<void> {
    // The trailing slash: another shop whose id starts with this one keeps theirs.
    await getStorage()
      .bucket()
      .deleteFiles({ prefix: `imagens/${lojaId}/` });
  }
}
