import type { Env } from '../../config/env.js';
import { CloudStorageImageStore } from './cloud-storage-image-store.js';
import { LocalDiskImageStore } from './local-disk-image-store.js';

/** Where uploaded images go. Keys look like `<uid>/<random>-<width>.webp` (one per stored width, shared/imagens); the answer is the image's public URL. */
export interface ImageStore {
  save(key: string, buffer: Buffer, contentType: string): Promise<string>;
  /** Deletes every image of this owner (the keys under `<uid>/`): account deletion. Deleting none is no error. */
  deleteByOwner(uid: string): Promise<void>;
}

/** Local disk on this machine (no Storage emulator runs here), Cloud Storage in production. */
export function createImageStore(env: Env): ImageStore {
  return env.localImagesDir ? new LocalDiskImageStore(env.localImagesDir) : new CloudStorageImageStore();
}
