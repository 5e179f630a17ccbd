/** Where uploaded images go. Keys look like `<uid>/<random>-<width>.webp` (one per stored width, shared/imagens); the answer is the image's public URL. */
export interface ImageStore {
  save(key: string, buffer: Buffer, contentType: string): Promise<string>;
  /**
   * The bytes of the stored image that `url` names (a URL `save` answered), read from the store
   * itself, never over HTTP; null when the URL names none of this store's images or it is gone.
   * So the server never fetches an address an owner typed (issue 24: the shop's icon).
   */
  read(url: string): Promise<Buffer | null>;
  /** Deletes every image of this owner (the keys under `<uid>/`): account deletion. Deleting none is no error. */
  deleteByOwner(uid: string): Promise<void>;
}
