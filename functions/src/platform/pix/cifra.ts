import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { defineSecret } from 'firebase-functions/params';

/**
 * The key the shops' bank credentials are encrypted with (AES-256-GCM), which the code does not hold:
 * deployed, the Secret Manager secret PIX_CREDENCIAIS_CHAVE (index.ts gives it to the `api`
 * function); on the emulators, a local file made on first use (.data/…, never committed).
 *
 * Its value is a key ring, `id:base64[,id:base64…]`: the first key encrypts, every key listed
 * decrypts the records made with it, so a key is rotated by putting a new one first (docs/deploy.md):
 * each record read with an older key is encrypted again with the first one (model/pix-api.ts).
 */
export const PIX_CREDENCIAIS_CHAVE = defineSecret('PIX_CREDENCIAIS_CHAVE');

export interface ChavesDeCifra {
  /** The id of the key that encrypts. */
  atual: string;
  chaves: Map<string, Buffer>;
}

export function lerChaves(valor: string): ChavesDeCifra {
  const pares = valor
    .split(',')
    .map((par) => par.trim())
    .filter(Boolean)
    .map((par) => {
      const [id, base64] = par.split(':');
      const chave = Buffer.from(base64 ?? '', 'base64');
      if (!id || !/^[\w.-]{1,40}$/.test(id) || chave.length !== 32) {
        throw new Error('PIX_CREDENCIAIS_CHAVE: cada chave é id:base64 de 32 bytes, separadas por vírgula.');
      }
      return [id, chave] as const;
    });
  if (pares.length === 0) throw new Error('PIX_CREDENCIAIS_CHAVE não configurada.');
  return { atual: pares[0]![0], chaves: new Map(pares) };
}

export const novaChave = (id: string) => `${id}:${randomBytes(32).toString('base64')}`;

/** The emulators' key ring: the file's, made (0600) on first use. */
export function chavesDoArquivo(arquivo: string): ChavesDeCifra {
  if (!existsSync(arquivo)) {
    mkdirSync(dirname(arquivo), { recursive: true });
    writeFileSync(arquivo, `${novaChave('local-1')}\n`, { mode: 0o600, flag: 'wx' });
  }
  return lerChaves(readFileSync(arquivo, 'utf8'));
}

/** Where the key ring comes from: read when first needed (the secret's value exists only at run time). */
export type FonteDeChaves = () => ChavesDeCifra;

export function fonteDeChaves({ local, arquivo }: { local: boolean; arquivo: string }): FonteDeChaves {
  let chaves: ChavesDeCifra | undefined;
  return () => (chaves ??= local ? chavesDoArquivo(arquivo) : lerChaves(PIX_CREDENCIAIS_CHAVE.value()));
}

/** An encrypted record as stored: the key's id, a 96-bit nonce, the GCM tag and the ciphertext, base64. */
export interface Cifrado {
  chave: string;
  iv: string;
  tag: string;
  dados: string;
}

export function cifrar(chaves: ChavesDeCifra, texto: string, contexto: string): Cifrado {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', chaves.chaves.get(chaves.atual)!, iv);
  // The shop's id as associated data: a record copied to another shop's document does not decrypt.
  cipher.setAAD(Buffer.from(contexto));
  const dados = Buffer.concat([cipher.update(texto, 'utf8'), cipher.final()]);
  return { chave: chaves.atual, iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64'), dados: dados.toString('base64') };
}

export function decifrar(chaves: ChavesDeCifra, cifrado: Cifrado, contexto: string): string {
  const chave = chaves.chaves.get(cifrado.chave);
  if (!chave) throw new Error(`Credenciais cifradas com a chave ${cifrado.chave}, que não está mais em PIX_CREDENCIAIS_CHAVE.`);
  const decipher = createDecipheriv('aes-256-gcm', chave, Buffer.from(cifrado.iv, 'base64'));
  decipher.setAAD(Buffer.from(contexto));
  decipher.setAuthTag(Buffer.from(cifrado.tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(cifrado.dados, 'base64')), decipher.final()]).toString('utf8');
}
