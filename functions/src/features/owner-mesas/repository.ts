import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import {
  MAX_MESAS,
  MESA_COM_CONTA_ABERTA,
  MESA_NAO_ENCONTRADA,
  MESA_NOME_EM_USO,
  chaveDoNomeDaMesa,
  loteAlemDoMaximo,
  mesasNoMaximo,
} from '@vitrine/shared';
import { createMesaCodigo, mesasCollection, toMesaSalva, type MesaSalva } from '../../model/mesas.js';
import { AppError } from '../../platform/http/errors.js';

/**
 * The owner's writes on the tables. Each runs in one transaction that reads the shop's tables
 * whole (at most MAX_MESAS small documents): the count and the names it checks are then the ones
 * the write builds on, so two owners adding "Mesa 7" at once, or the 200th table twice, collide.
 */
export function ownerMesasRepository(db: Firestore) {
  const collection = (lojaId: string) => mesasCollection(db, lojaId);
  const novaMesa = (nome: string) => ({
    nome,
    nome_chave: chaveDoNomeDaMesa(nome),
    codigo: createMesaCodigo(),
    criado_em: FieldValue.serverTimestamp(),
  });

  return {
    async list(lojaId: string): Promise<MesaSalva[]> {
      const { docs } = await collection(lojaId).get();
      return docs.map(toMesaSalva);
    },

    async create(lojaId: string, nome: string): Promise<MesaSalva> {
      const ref = collection(lojaId).doc();
      await db.runTransaction(async (tx) => {
        const { docs } = await tx.get(collection(lojaId));
        if (docs.length >= MAX_MESAS) throw new AppError(409, mesasNoMaximo());
        if (docs.some((doc) => doc.get('nome_chave') === chaveDoNomeDaMesa(nome))) throw new AppError(409, MESA_NOME_EM_USO);
        tx.create(ref, novaMesa(nome));
      });
      return toMesaSalva(await ref.get());
    },

    /**
     * The names the shop does not have yet, all or none: a range that would pass MAX_MESAS is
     * refused whole, saying how many fit. A name already there is left as it is (the range can be
     * asked again after a failure, or to fill the gaps), so the answer may hold fewer tables.
     */
    async createLote(lojaId: string, nomes: string[]): Promise<MesaSalva[]> {
      const refs = await db.runTransaction(async (tx) => {
        const { docs } = await tx.get(collection(lojaId));
        const existentes = new Set(docs.map((doc) => String(doc.get('nome_chave'))));
        const novos = nomes.filter((nome) => !existentes.has(chaveDoNomeDaMesa(nome)));
        if (docs.length + novos.length > MAX_MESAS) throw new AppError(409, loteAlemDoMaximo(Math.max(0, MAX_MESAS - docs.length)));
        return novos.map((nome) => {
          const ref = collection(lojaId).doc();
          tx.create(ref, novaMesa(nome));
          return ref;
        });
      });
      if (!refs.length) return [];
      return (await db.getAll(...refs)).map(toMesaSalva);
    },

    /** A new name, unique in the shop; the code and so the printed QR stay. */
    async rename(lojaId: string, id: string, nome: string): Promise<MesaSalva> {
      const ref = collection(lojaId).doc(id);
      await db.runTransaction(async (tx) => {
        const { docs } = await tx.get(collection(lojaId));
        if (!docs.some((doc) => doc.id === id)) throw new AppError(404, MESA_NAO_ENCONTRADA);
        const chave = chaveDoNomeDaMesa(nome);
        if (docs.some((doc) => doc.id !== id && doc.get('nome_chave') === chave)) throw new AppError(409, MESA_NOME_EM_USO);
        tx.update(ref, { nome, nome_chave: chave });
      });
      return toMesaSalva(await ref.get());
    },

    /** A new code: the QR printed with the old one stops working at once (its page answers 404). */
    async replaceCodigo(lojaId: string, id: string): Promise<MesaSalva> {
      const ref = collection(lojaId).doc(id);
      await db.runTransaction(async (tx) => {
        if (!(await tx.get(ref)).exists) throw new AppError(404, MESA_NAO_ENCONTRADA);
        tx.update(ref, { codigo: createMesaCodigo() });
      });
      return toMesaSalva(await ref.get());
    },

    /** Refused while the table's bill is open (`comanda_aberta_id`, which the bill sets): the bill would lose its table. */
    async delete(lojaId: string, id: string): Promise<void> {
      const ref = collection(lojaId).doc(id);
      await db.runTransaction(async (tx) => {
        const atual = await tx.get(ref);
        if (!atual.exists) throw new AppError(404, MESA_NAO_ENCONTRADA);
        if (toMesaSalva(atual).comanda_aberta_id) throw new AppError(409, MESA_COM_CONTA_ABERTA);
        tx.delete(ref);
      });
    },
  };
}

export type OwnerMesasRepository = ReturnType<typeof ownerMesasRepository>;
