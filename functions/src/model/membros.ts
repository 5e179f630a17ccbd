import { FieldValue, Timestamp, type DocumentReference, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { LIMITE_MEMBROS_PADRAO, type EquipeResponse, type Membro, type MembroConvite, type PapelDeMembro } from '@vitrine/shared';
import { AppError } from '../platform/http/errors.js';
import { dispositivosDaPessoa } from './dispositivos.js';
import { lojistaDoc, lojistasCollection } from './lojistas.js';
import { planoDoc } from './planos.js';

/**
 * The shop's team: lojistas/{lojaId}/membros/{id} {email, papel, status, nome, uid, criado_em,
 * ultimo_acesso}, and membros_por_email/{email} {loja_id, membro_id}, which makes an e-mail a member
 * of one shop at most (created in the invitation's transaction, like slugs/{slug}) and lets a sign-in
 * find its shop with one read. `uid` is the Google account that accepted the invitation: from then
 * on only that account holds the membership, whatever other account later shows the same e-mail.
 */
export const membrosCollection = (db: Firestore, lojaId: string) => lojistaDoc(db, lojaId).collection('membros');
export const membroPorEmailDoc = (db: Firestore, email: string) => db.collection('membros_por_email').doc(email);

/** A member as a session sees it: which shop, which role, and whether the invitation was accepted by this account. */
export interface MembroDaSessao {
  lojaId: string;
  id: string;
  papel: PapelDeMembro;
  nome: string;
  email: string;
  uid: string | null;
  picture: string | null;
}

const iso = (valor: unknown) => (valor instanceof Timestamp ? valor.toDate().toISOString() : null);

export function toMembro(doc: DocumentSnapshot): Membro {
  return {
    id: doc.id,
    email: String(doc.get('email') ?? ''),
    nome: String(doc.get('nome') ?? ''),
    papel: doc.get('papel') as PapelDeMembro,
    status: doc.get('status') === 'ativo' ? 'ativo' : 'convidado',
    criado_em: iso(doc.get('criado_em')) ?? new Date(0).toISOString(),
    ultimo_acesso: iso(doc.get('ultimo_acesso')),
  };
}

const NAO_ENCONTRADO = 'Membro da equipe não encontrado.';

export function membrosRepository(db: Firestore) {
  /** The shop's plan's limite_membros (in a transaction or not); a plan saved before the team existed allows LIMITE_MEMBROS_PADRAO. */
  async function limiteDoPlano(lojaId: string, get: (ref: DocumentReference) => Promise<DocumentSnapshot> = (ref) => ref.get()) {
    const planoId: unknown = (await get(lojistaDoc(db, lojaId))).get('plano_id');
    const limite: unknown = (await get(planoDoc(db, String(planoId ?? '')))).get('limite_membros');
    return typeof limite === 'number' && Number.isInteger(limite) && limite >= 0 ? limite : LIMITE_MEMBROS_PADRAO;
  }

  return {
    async list(lojaId: string): Promise<EquipeResponse> {
      const [{ docs }, limite_membros] = await Promise.all([
        membrosCollection(db, lojaId).orderBy('criado_em').get(),
        limiteDoPlano(lojaId),
      ]);
      return { membros: docs.map(toMembro), limite_membros };
    },

    /**
     * One transaction: the e-mail is nobody's member and no shop's owner, the plan has room, and
     * the member and its e-mail's index are written together, so two invitations of one address
     * (or two past the plan's limit) cannot both land.
     */
    async invite(lojaId: string, { email, papel }: MembroConvite): Promise<Membro> {
      const ref = membrosCollection(db, lojaId).doc();
      const porEmail = membroPorEmailDoc(db, email);
      await db.runTransaction(async (tx) => {
        const [existente, donos, membros] = await Promise.all([
          tx.get(porEmail),
          tx.get(lojistasCollection(db).where('email', '==', email).limit(1)),
          tx.get(membrosCollection(db, lojaId)),
        ]);
        if (existente.exists) {
          throw new AppError(
            409,
            existente.get('loja_id') === lojaId
              ? 'Este e-mail já está na sua equipe.'
              : 'Este e-mail já faz parte da equipe de outra loja. Cada conta Google participa de uma só loja por enquanto.',
          );
        }
        if (!donos.empty) {
          throw new AppError(409, 'Este e-mail já tem uma loja na Vitrine. Cada conta Google participa de uma só loja por enquanto.');
        }
        const limite = await limiteDoPlano(lojaId, (ref) => tx.get(ref));
        if (membros.size >= limite) {
          throw new AppError(
            403,
            limite === 0
              ? 'Seu plano não inclui equipe. Mude de plano para convidar pessoas.'
              : `Seu plano permite até ${limite} ${limite === 1 ? 'pessoa' : 'pessoas'} na equipe. Remova alguém ou mude de plano para convidar mais.`,
          );
        }
        tx.create(ref, {
          email,
          papel,
          status: 'convidado',
          nome: '',
          uid: null,
          criado_em: FieldValue.serverTimestamp(),
          ultimo_acesso: null,
        });
        tx.create(porEmail, { loja_id: lojaId, membro_id: ref.id });
      });
      return toMembro(await ref.get());
    },

    async updatePapel(lojaId: string, id: string, papel: PapelDeMembro): Promise<Membro> {
      const ref = membrosCollection(db, lojaId).doc(id);
      await db.runTransaction(async (tx) => {
        if (!(await tx.get(ref)).exists) throw new AppError(404, NAO_ENCONTRADO);
        tx.update(ref, { papel });
      });
      return toMembro(await ref.get());
    },

    /**
     * Deletes the member, its e-mail's index and the member's push devices (dispositivos.ts) together,
     * so a removed person's phone gets no more orders; answers the account that had accepted, to end its sessions.
     */
    async delete(lojaId: string, id: string): Promise<{ uid: string | null }> {
      const ref = membrosCollection(db, lojaId).doc(id);
      return db.runTransaction(async (tx) => {
        const membro = await tx.get(ref);
        if (!membro.exists) throw new AppError(404, NAO_ENCONTRADO);
        const uid: unknown = membro.get('uid');
        const dispositivos = typeof uid === 'string' ? (await tx.get(dispositivosDaPessoa(db, lojaId, uid))).docs : [];
        tx.delete(ref);
        tx.delete(membroPorEmailDoc(db, String(membro.get('email'))));
        for (const dispositivo of dispositivos) tx.delete(dispositivo.ref);
        return { uid: typeof uid === 'string' ? uid : null };
      });
    },

    /** The membership an e-mail holds, with two reads: its index, then the member. */
    async findByEmail(email: string): Promise<MembroDaSessao | null> {
      const indice = await membroPorEmailDoc(db, email).get();
      if (!indice.exists) return null;
      const lojaId = String(indice.get('loja_id'));
      const membro = await membrosCollection(db, lojaId)
        .doc(String(indice.get('membro_id')))
        .get();
      if (!membro.exists) return null;
      const uid: unknown = membro.get('uid');
      const picture: unknown = membro.get('picture');
      return {
        lojaId,
        id: membro.id,
        papel: membro.get('papel') as PapelDeMembro,
        nome: String(membro.get('nome') ?? ''),
        email,
        uid: typeof uid === 'string' ? uid : null,
        picture: typeof picture === 'string' ? picture : null,
      };
    },

    /**
     * The invited person's sign-in: the invitation becomes this account's (status ativo), once. An
     * invitation another account already accepted is refused.
     */
    async accept(membro: MembroDaSessao, conta: { uid: string; nome: string; picture: string | null }): Promise<void> {
      const ref = membrosCollection(db, membro.lojaId).doc(membro.id);
      await db.runTransaction(async (tx) => {
        const atual = await tx.get(ref);
        if (!atual.exists) throw new AppError(401, 'Este convite foi cancelado. Fale com o dono da loja.');
        const uid: unknown = atual.get('uid');
        if (typeof uid === 'string' && uid !== conta.uid) {
          throw new AppError(409, 'Este convite já foi aceito por outra conta Google.');
        }
        tx.update(ref, {
          uid: conta.uid,
          nome: conta.nome,
          picture: conta.picture,
          status: 'ativo',
          ultimo_acesso: FieldValue.serverTimestamp(),
        });
      });
    },
  };
}

export type MembrosRepository = ReturnType<typeof membrosRepository>;
