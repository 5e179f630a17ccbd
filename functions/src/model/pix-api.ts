import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { PREFERENCIAS_PIX_PADRAO, type PixApiResponse, type PreferenciasPix, type ProvedorPix } from '@vitrine/shared';
import { cifrar, decifrar, type Cifrado, type FonteDeChaves } from '../platform/pix/cifra.js';
import { lojistaDoc } from './lojistas.js';

/**
 * The shop's connection to its bank's API Pix (issue 45): lojistas/{lojaId}/pix_api/conexao. What
 * the owner may see is kept as it is (bank, URLs, key, the certificate's expiry, the client_id's
 * last 4 characters); the client_id, the secret, the certificate and its password only encrypted
 * (AES-256-GCM, platform/pix/cifra.ts, with the shop's id as associated data). Nothing but
 * lerCredenciaisPix decrypts them; no answer and no log carries them.
 */
export const pixApiDoc = (db: Firestore, lojaId: string) => lojistaDoc(db, lojaId).collection('pix_api').doc('conexao');

/** What the bank's client needs: the decrypted credentials. */
export interface CredenciaisPix {
  provedor: ProvedorPix;
  base_url: string;
  token_url: string;
  chave: string;
  client_id: string;
  client_secret: string;
  /** The certificate as the owner sent it (PKCS#12 or PEM), base64. */
  certificado: string;
  senha_certificado?: string;
}

interface Segredos {
  client_id: string;
  client_secret: string;
  certificado: string;
  senha_certificado?: string;
}

interface PixApiSalva {
  provedor: ProvedorPix;
  base_url: string;
  token_url: string;
  chave: string;
  certificado_expira_em: Timestamp;
  ultimos_digitos_client_id: string;
  conectado_em: Timestamp;
  credenciais: Cifrado;
  /** The owner's choices for the charges (PATCH); absent ones are PREFERENCIAS_PIX_PADRAO's. Kept across reconnections. */
  preferencias?: Partial<PreferenciasPix>;
  /**
   * The webhook registered with the bank (issue 45): the sha256 of the secret in its URL (the secret
   * itself is never stored: a new one at each connection), and whether the bank took it.
   */
  webhook?: { segredo_hash: string; registrado: boolean };
}

/** The fields a connection writes: the owner's preferences stay as they were. */
const CAMPOS_DA_CONEXAO = [
  'provedor',
  'base_url',
  'token_url',
  'chave',
  'certificado_expira_em',
  'ultimos_digitos_client_id',
  'conectado_em',
  'credenciais',
  'webhook',
] as const;

/** The secret in the webhook's URL: 256 random bits, URL-safe. */
export const novoSegredoDoWebhook = () => randomBytes(32).toString('base64url');
const hashDoSegredo = (segredo: string) => createHash('sha256').update(segredo).digest();

const preferenciasDe = (salva: Pick<PixApiSalva, 'preferencias'>): PreferenciasPix => ({
  ...PREFERENCIAS_PIX_PADRAO,
  ...salva.preferencias,
});

/** What a PIX order's charge needs of the connection, besides the credentials. */
export interface ConexaoDaLoja {
  chave: string;
  preferencias: PreferenciasPix;
}

/** gRPC NOT_FOUND: update() on a document that does not exist. */
const NOT_FOUND = 5;

export const ultimosDigitos = (clientId: string) => clientId.slice(-4);

export function pixApiRepository(db: Firestore, chaves: FonteDeChaves) {
  const contexto = (lojaId: string) => `pix-api:${lojaId}`;
  return {
    /** Saves a checked connection; `segredoDoWebhook`: the secret of the URL about to be registered (only its hash is kept). */
    async save(
      lojaId: string,
      credenciais: CredenciaisPix,
      certificadoExpiraEm: Date,
      agora: Date,
      segredoDoWebhook: string | null = null,
    ): Promise<void> {
      const { client_id, client_secret, certificado, senha_certificado, provedor, base_url, token_url, chave } = credenciais;
      const segredos: Segredos = { client_id, client_secret, certificado, ...(senha_certificado ? { senha_certificado } : {}) };
      const salva: PixApiSalva = {
        provedor,
        base_url,
        token_url,
        chave,
        certificado_expira_em: Timestamp.fromDate(certificadoExpiraEm),
        ultimos_digitos_client_id: ultimosDigitos(client_id),
        conectado_em: Timestamp.fromDate(agora),
        credenciais: cifrar(chaves(), JSON.stringify(segredos), contexto(lojaId)),
        ...(segredoDoWebhook ? { webhook: { segredo_hash: hashDoSegredo(segredoDoWebhook).toString('hex'), registrado: false } } : {}),
      };
      // mergeFields: a connection replaces its own fields whole (a previous webhook's hash included) and leaves the preferences.
      await pixApiDoc(db, lojaId).set({ ...salva, webhook: salva.webhook ?? FieldValue.delete() }, { mergeFields: [...CAMPOS_DA_CONEXAO] });
    },

    /** The bank took (or refused) the webhook of the secret saved last. */
    async marcarWebhook(lojaId: string, registrado: boolean): Promise<void> {
      await pixApiDoc(db, lojaId).update({ 'webhook.registrado': registrado });
    },

    /**
     * Whether `segredo` is the shop's webhook secret (constant time on the hashes); false for a shop
     * without a connection or a webhook.
     */
    async segredoDoWebhookConfere(lojaId: string, segredo: string): Promise<boolean> {
      const doc = await pixApiDoc(db, lojaId).get();
      const guardado = (doc.get('webhook') as PixApiSalva['webhook'] | undefined)?.segredo_hash;
      if (!guardado) return false;
      const esperado = Buffer.from(guardado, 'hex');
      const recebido = hashDoSegredo(segredo);
      return esperado.length === recebido.length && timingSafeEqual(esperado, recebido);
    },

    /** The key and the preferences the shop's charges use; null without a connection. */
    async conexao(lojaId: string): Promise<ConexaoDaLoja | null> {
      const doc = await pixApiDoc(db, lojaId).get();
      if (!doc.exists) return null;
      const salva = doc.data() as PixApiSalva;
      return { chave: salva.chave, preferencias: preferenciasDe(salva) };
    },

    /** Changes some preferences; null without a connection (nothing written). */
    async savePreferencias(lojaId: string, mudar: Partial<PreferenciasPix>): Promise<PixApiResponse | null> {
      const ref = pixApiDoc(db, lojaId);
      const campos = Object.fromEntries(Object.entries(mudar).map(([campo, valor]) => [`preferencias.${campo}`, valor]));
      try {
        // update() fails on a missing document: a disconnected shop gets no half connection.
        if (Object.keys(campos).length > 0) await ref.update(campos);
        else if (!(await ref.get()).exists) return null;
      } catch (error) {
        if ((error as { code?: unknown }).code === NOT_FOUND) return null;
        throw error;
      }
      return this.resumo(lojaId);
    },

    /** The summary every answer gives; `{ conectado: false }` without a connection. */
    async resumo(lojaId: string): Promise<PixApiResponse> {
      const doc = await pixApiDoc(db, lojaId).get();
      if (!doc.exists) return { conectado: false };
      const salva = doc.data() as PixApiSalva;
      return {
        conectado: true,
        provedor: salva.provedor,
        base_url: salva.base_url,
        chave: salva.chave,
        certificado_expira_em: salva.certificado_expira_em.toDate().toISOString(),
        ultimos_digitos_client_id: salva.ultimos_digitos_client_id,
        conectado_em: salva.conectado_em.toDate().toISOString(),
        webhook_registrado: salva.webhook?.registrado === true,
        ...preferenciasDe(salva),
      };
    },

    async delete(lojaId: string): Promise<void> {
      await pixApiDoc(db, lojaId).delete();
    },

    /**
     * The shop's credentials, decrypted, or null without a connection: the one place they are read
     * in clear (the bank's client, platform/pix/cliente.ts, takes them from here). A record
     * encrypted with an older key of the ring is encrypted again with the current one (rotation).
     */
    async lerCredenciaisPix(lojaId: string): Promise<CredenciaisPix | null> {
      const ref = pixApiDoc(db, lojaId);
      const doc = await ref.get();
      if (!doc.exists) return null;
      const salva = doc.data() as PixApiSalva;
      const anel = chaves();
      const segredos = JSON.parse(decifrar(anel, salva.credenciais, contexto(lojaId))) as Segredos;
      if (salva.credenciais.chave !== anel.atual) {
        await ref.update({ credenciais: cifrar(anel, JSON.stringify(segredos), contexto(lojaId)) });
      }
      const { provedor, base_url, token_url, chave } = salva;
      return { provedor, base_url, token_url, chave, ...segredos };
    },
  };
}

export type PixApiRepository = ReturnType<typeof pixApiRepository>;
