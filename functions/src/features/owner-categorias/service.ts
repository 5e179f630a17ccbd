import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { Categoria } from '@vitrine/shared';
import { AppError } from '../../platform/http/errors.js';
import { isDocId } from '../../platform/http/validate.js';
import { publishCatalogo } from '../catalogo/publish.js';
import { lojistasRepository } from '../lojistas/repository.js';
import { produtosRepository } from '../owner-produtos/repository.js';
import { categoriasRepository } from './repository.js';

const NAO_ENCONTRADA = 'Categoria não encontrada.';
/** Every category travels in the shop's one public document: bounded so it always fits. */
export const MAX_CATEGORIAS = 100;

/** The owner's categories. `uid` always comes from the session; another shop's ids are simply not found. */
export function categoriasService(db: Firestore) {
  const lojistas = lojistasRepository(db);
  const categorias = categoriasRepository(db);
  const produtos = produtosRepository(db);

  async function existente(tx: Transaction, uid: string, id: string): Promise<void> {
    await lojistas.require(uid, tx);
    if (!isDocId(id) || !(await categorias.find(tx, uid, id))) throw new AppError(404, NAO_ENCONTRADA);
  }

  return {
    list: (uid: string): Promise<Categoria[]> => categorias.list(uid),

    async create(uid: string, nome: string): Promise<Categoria> {
      const categoria = await db.runTransaction(async (tx) => {
        await lojistas.require(uid, tx);
        if ((await categorias.count(tx, uid)) >= MAX_CATEGORIAS) {
          throw new AppError(409, `Sua loja já tem ${MAX_CATEGORIAS} categorias, o máximo permitido.`);
        }
        return categorias.create(tx, uid, nome);
      });
      await publishCatalogo(db, uid);
      return categoria;
    },

    async rename(uid: string, id: string, nome: string): Promise<Categoria> {
      await db.runTransaction(async (tx) => {
        await existente(tx, uid, id);
        categorias.rename(tx, uid, id, nome);
      });
      await publishCatalogo(db, uid);
      return { id, nome };
    },

    /** Its products stay, without a category, in the same transaction: never a product pointing at nothing. */
    async remove(uid: string, id: string): Promise<void> {
      await db.runTransaction(async (tx) => {
        await existente(tx, uid, id);
        for (const produtoId of await produtos.idsInCategoria(tx, uid, id)) produtos.update(tx, uid, produtoId, { categoria_id: null });
        categorias.delete(tx, uid, id);
      });
      await publishCatalogo(db, uid);
    },
  };
}

export type CategoriasService = ReturnType<typeof categoriasService>;
