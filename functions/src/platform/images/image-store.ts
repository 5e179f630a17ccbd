/** Where uploaded images go. Keys look like `<lojaId>/<random>-<width>.webp` (one per stored width, shared/imagens); the answer is the image's public URL. */
export interface ImageStore {
  save(key: string, buffer: Buffer, contentType: string): Promise<string>;
  /**
   * The bytes of the stored image that `url` names (a URL `save` answered), read from the store
   * itself, never over HTTP; null when the URL names none of this store's images or it is gone.
   * So the server never fetches an address an owner typed (issue 24: the shop's icon).
   */
  read(url: string): Promise<Buffer | null>;
  /**
   * The bytes stored under `key` (a key this server chose and saved, never one from a request), or
   * null when there is none: the printed menu's cache (public-cardapio) is kept beside the shop's
   * pictures, so that deleting the shop deletes it too.
   */
  readByKey(key: string): Promise<Buffer | null>;
  /** Deletes every image of this shop (the keys under `<lojaId>/`): account deletion. Deleting none is no error. */
  deleteByLoja(lojaId: string): Promise<void>;
}
