/** http_ece (web-push's own encryption library) has no types: the one call the push tests make. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  export function decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string | Buffer; keyid?: string; dh?: string },
  ): Buffer;
}
