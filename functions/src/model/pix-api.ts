import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { PixApiResponse, ProvedorPix } from '@vitrine/shared';
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
}

export const ultimosDigitos = (clientId: string) => clientId.slice(-4);

export function pixApiRepository(db: Firestore, chaves: FonteDeChaves) {
  const contexto = (lojaId: string) => `pix-api:${lojaId}`;
  return {
    async save(lojaId: string, credenciais: CredenciaisPix, certificadoExpiraEm: Date, agora: Date): Promise<void> {
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
      };
      await pixApiDoc(db, lojaId).set(salva);
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
