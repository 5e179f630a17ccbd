import type { Env } from '../../config/env.js';
import { CloudStorageImageStore } from './cloud-storage-image-store.js';
import type { ImageStore } from './image-store.js';
import { LocalDiskImageStore } from './local-disk-image-store.js';

// Its own module, apart from the ImageStore interface that both implementations import: the
// interface's module importing them back made a cycle.

/** Local disk on this machine (no Storage emulator runs here), Cloud Storage in production. */
export function createImageStore(env: Env): ImageStore {
  return env.localImagesDir ? new LocalDiskImageStore(env.localImagesDir) : new CloudStorageImageStore();
}
