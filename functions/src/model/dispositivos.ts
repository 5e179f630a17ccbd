import { createHash } from 'node:crypto';
import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import type { AvisoPush, Dispositivo, Inscricao } from '@vitrine/shared';
import { cachedValue } from '../platform/cache.js';
import { createEnvioPush, type EnvioPush, type Urgencia } from '../platform/push/sender.js';
import { configuracoesRepository } from './configuracoes.js';
import { lojistaDoc } from './lojistas.js';

/**
 * lojistas/{lojaId}/dispositivos/{id} {uid, endpoint, p256dh, auth, expiration_time, descricao,
 * criado_em, atualizado_em, ultimo_envio, ultima_falha, erro}: the Web Push subscriptions of the
 * shop's owner's and staff's devices (owner-notificacoes). A record belongs to the person who
 * subscribed (`uid`): the same browser subscribing again for that person updates it, and the same
 * endpoint from another person (a tablet the owner and the kitchen share, or a member who copied
 * the owner's endpoint) is a record of that person's own, so it can neither take the owner's
 * record from their list nor delete it. Such a browser then gets an order's push once per record,
 * and shows one notification: an order's pushes share a tag (web/src/pwa/sw.ts). A team member's
 * devices go with the member (membros.ts `delete`, in its transaction).
 */
export const dispositivosCollection = (db: Firestore, lojaId: string) => lojistaDoc(db, lojaId).collection('dispositivos');

/** One person's devices on the shop. */
export const dispositivosDaPessoa = (db: Firestore, lojaId: string, uid: string) =>
  dispositivosCollection(db, lojaId).where('uid', '==', uid);

/** At most this many devices a person: a new one past it replaces their oldest. */
export const DISPOSITIVOS_POR_PESSOA = 10;

export const dispositivoId = (endpoint: string) => createHash('sha256').update(endpoint).digest('base64url');

/** A person's record of an endpoint. Records saved before issue 43 have the endpoint's id alone (save finds them by endpoint). */
export const dispositivoDaPessoaId = (uid: string, endpoint: string) => dispositivoId(`${uid}\n${endpoint}`);

export interface DispositivoGuardado {
  id: string;
  uid: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  criado_em: Date;
}

const data = (valor: unknown) => (valor instanceof Timestamp ? valor.toDate() : null);

function toGuardado(doc: DocumentSnapshot): DispositivoGuardado {
  return {
    id: doc.id,
    uid: String(doc.get('uid') ?? ''),
    endpoint: String(doc.get('endpoint') ?? ''),
    p256dh: String(doc.get('p256dh') ?? ''),
    auth: String(doc.get('auth') ?? ''),
    criado_em: data(doc.get('criado_em')) ?? new Date(0),
  };
}

function toDispositivo(doc: DocumentSnapshot): Dispositivo {
  return {
    id: doc.id,
    criado_em: (data(doc.get('criado_em')) ?? new Date(0)).toISOString(),
    descricao: String(doc.get('descricao') ?? ''),
    ultimo_envio: data(doc.get('ultimo_envio'))?.toISOString() ?? null,
    ultima_falha: data(doc.get('ultima_falha'))?.toISOString() ?? null,
  };
}

const maisAntigoPrimeiro = (a: DocumentSnapshot, b: DocumentSnapshot) =>
  (data(a.get('criado_em'))?.getTime() ?? 0) - (data(b.get('criado_em'))?.getTime() ?? 0);

export function dispositivosRepository(db: Firestore) {
  const daPessoa = (lojaId: string, uid: string) => dispositivosDaPessoa(db, lojaId, uid);

  return {
    /**
     * One transaction: the person's record of the endpoint is created or updated (keys,
     * description), never another person's, and a person past DISPOSITIVOS_POR_PESSOA loses their
     * oldest devices.
     */
    async save(lojaId: string, uid: string, inscricao: Inscricao, descricao: string, agora: Date): Promise<string> {
      return db.runTransaction(async (tx) => {
        const seus = await tx.get(daPessoa(lojaId, uid));
        const atual = seus.docs.find((doc) => doc.get('endpoint') === inscricao.endpoint);
        const ref = atual?.ref ?? dispositivosCollection(db, lojaId).doc(dispositivoDaPessoaId(uid, inscricao.endpoint));
        const id = ref.id;
        const em = Timestamp.fromDate(agora);
        tx.set(ref, {
          uid,
          endpoint: inscricao.endpoint,
          p256dh: inscricao.keys.p256dh,
          auth: inscricao.keys.auth,
          expiration_time: inscricao.expirationTime ?? null,
          descricao,
          criado_em: atual?.get('criado_em') ?? em,
          atualizado_em: em,
          ultimo_envio: atual?.get('ultimo_envio') ?? null,
          ultima_falha: null,
          erro: null,
        });
        const outros = seus.docs.filter((doc) => doc.id !== id).sort(maisAntigoPrimeiro);
        const sobrando = outros.length + 1 - DISPOSITIVOS_POR_PESSOA;
        for (const doc of outros.slice(0, Math.max(0, sobrando))) tx.delete(doc.ref);
        return id;
      });
    },

    /** The person's own devices on this shop, oldest first. */
    async list(lojaId: string, uid: string): Promise<Dispositivo[]> {
      const { docs } = await daPessoa(lojaId, uid).get();
      return docs.sort(maisAntigoPrimeiro).map(toDispositivo);
    },

    /** Deletes one of the person's devices; false when they have none by that id. */
    async delete(lojaId: string, uid: string, id: string): Promise<boolean> {
      const ref = dispositivosCollection(db, lojaId).doc(id);
      return db.runTransaction(async (tx) => {
        const atual = await tx.get(ref);
        if (!atual.exists || atual.get('uid') !== uid) return false;
        tx.delete(ref);
        return true;
      });
    },

    /** Every device of the shop (a new order), or one person's (a test push). */
    async paraEnvio(lojaId: string, uid?: string): Promise<DispositivoGuardado[]> {
      const { docs } = await (uid ? daPessoa(lojaId, uid) : dispositivosCollection(db, lojaId)).get();
      return docs.map(toGuardado);
    },

    async recordEnvio(lojaId: string, id: string, agora: Date): Promise<void> {
      await dispositivosCollection(db, lojaId)
        .doc(id)
        .update({ ultimo_envio: Timestamp.fromDate(agora) });
    },

    async recordFalha(lojaId: string, id: string, erro: string, agora: Date): Promise<void> {
      await dispositivosCollection(db, lojaId)
        .doc(id)
        .update({ ultima_falha: Timestamp.fromDate(agora), erro });
    },

    /** The push service said the subscription is gone (404, 410). */
    async remove(lojaId: string, id: string): Promise<void> {
      await dispositivosCollection(db, lojaId).doc(id).delete();
    },
  };
}

export type DispositivosRepository = ReturnType<typeof dispositivosRepository>;

/**
 * Sends one push to each device, in parallel, and keeps their records: ultimo_envio on success,
 * the subscription deleted on 404/410, ultima_falha otherwise. Never throws.
 */
export function createNotificacoesDaEquipe(dispositivos: DispositivosRepository, enviar: EnvioPush, now: () => Date = () => new Date()) {
  async function para(lojaId: string, lista: DispositivoGuardado[], aviso: AvisoPush, urgencia: Urgencia) {
    const resultados = await Promise.all(
      lista.map(async (dispositivo) => {
        const resultado = await enviar(dispositivo, aviso, urgencia);
        const registro = resultado.ok
          ? dispositivos.recordEnvio(lojaId, dispositivo.id, now())
          : resultado.expirada
            ? dispositivos.remove(lojaId, dispositivo.id)
            : dispositivos.recordFalha(lojaId, dispositivo.id, resultado.erro, now());
        // A record that fails (the device removed meanwhile) changes nothing the caller needs.
        await registro.catch(() => undefined);
        return resultado.ok;
      }),
    );
    const enviados = resultados.filter(Boolean).length;
    return { enviados, falhas: resultados.length - enviados };
  }

  return {
    /** Every device of the shop. */
    async paraLoja(lojaId: string, aviso: AvisoPush, urgencia: Urgencia = 'normal') {
      try {
        return await para(lojaId, await dispositivos.paraEnvio(lojaId), aviso, urgencia);
      } catch {
        return { enviados: 0, falhas: 0 };
      }
    },
    /** One person's devices on the shop. */
    async paraPessoa(lojaId: string, uid: string, aviso: AvisoPush, urgencia: Urgencia = 'normal') {
      return para(lojaId, await dispositivos.paraEnvio(lojaId, uid), aviso, urgencia);
    },
  };
}

export type NotificacoesDaEquipe = ReturnType<typeof createNotificacoesDaEquipe>;

/**
 * The deployment's push sender, as the API and the scheduled jobs build it: VAPID from the
 * environment, the platform's support e-mail as its contact (read at most every 5 min),
 * http://127.0.0.1 push services only on the emulators (`local`).
 */
export function createEnvioPushDaPlataforma(
  db: Firestore,
  { vapid, local }: { vapid: { publicKey: string; privateKey: string } | null; local: boolean },
): EnvioPush {
  const configuracoes = configuracoesRepository(db);
  const emailSuporte = cachedValue(
    async () => (await configuracoes.list()).find(({ chave }) => chave === 'email_suporte')?.valor ?? 'suporte@vitrine.dev',
    5 * 60_000,
  );
  return createEnvioPush({ vapid, emailSuporte, local });
}
