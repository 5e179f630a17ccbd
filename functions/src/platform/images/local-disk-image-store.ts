import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { apiPaths, apiPattern } from '@vitrine/shared/api-paths';
import { chaveDaImagemLocal } from '@vitrine/shared/imagens';
import { isDocId } from '../http/validate.js';
import type { ImageStore } from './image-store.js';

/** Files under LOCAL_IMAGES_DIR, served back by the API at /api/imagens/<key> (features/public-imagens). */
export class LocalDiskImageStore implements ImageStore {
  constructor(private readonly directory: string) {}

  async save(key: string, buffer: Buffer): Promise<string> {
    const path = join(this.directory, key);
    await mkdir(dirname(path), { recursive: true });
    // Written aside, then renamed: a crash mid-write never leaves a truncated image under its name.
    const temporario = `${path}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      await writeFile(temporario, buffer);
      await rename(temporario, path);
    } catch (error) {
      await rm(temporario, { force: true });
      throw error;
    }
    return `${apiPattern(apiPaths.imagens)}/${key}`;
  }

  async read(url: string): Promise<Buffer | null> {
    // chaveDaImagemLocal admits no '..' or '%': the key stays inside the directory.
    const chave = chaveDaImagemLocal(url);
    return chave ? readFile(join(this.directory, chave)).catch(() => null) : null;
  }

  async readByKey(key: string): Promise<Buffer | null> {
    if (key.split('/').some((parte) => parte === '' || parte === '.' || parte === '..')) throw new Error(`Chave inválida: ${key}`);
    return readFile(join(this.directory, key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
  }

  async deleteByLoja(lojaId: string): Promise<void> {
    // A shop id is a Firestore id: never '.', '..' or a path, so this stays inside the directory.
    if (!isDocId(lojaId)) throw new Error(`Dono de imagens inválido: ${lojaId}`);
    await rm(join(this.directory, lojaId), { recursive: true, force: true });
  }
}
