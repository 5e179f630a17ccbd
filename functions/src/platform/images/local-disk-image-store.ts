import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ImageStore } from './image-store.js';

/** Files under LOCAL_IMAGES_DIR, served back by the API at /api/imagens/<key> (features/imagens). */
export class LocalDiskImageStore implements ImageStore {
  constructor(private readonly directory: string) {}

  async save(key: string, buffer: Buffer): Promise<string> {
    const path = join(this.directory, key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, buffer);
    return `/api/imagens/${key}`;
  }
}
