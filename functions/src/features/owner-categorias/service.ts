import type { Transaction } from 'firebase-admin/firestore';
import type { Categoria } from '@vitrine/shared';
import { MAX_CATEGORIAS, type CategoriasRepository } from '../../model/categorias.js';
import type { IdempotenciaRepository } from '../../model/idempotencia.js';
import type { LojistasRepository } from '../../model/lojistas.js';
import type { ProdutosRepository } from '../../model/produtos.js';
import type { SaveAndPublish } from '../../model/publish.js';
import { AppError } from '../../platform/http/errors.js';
import type { IdempotencyKey } from '../../platform/http/idempotency.js';
import { isDocId } from '../../platform/http/validate.js';

const NAO_ENCONTRADA = 'Categoria não encontrada.';
export { MAX_CATEGORIAS };

/** The owner's categories. `uid` always comes from the session; another shop's ids are simply not found. */
export function categoriasService({
  lojistas,
  categorias,
  produtos,
  idempotencia,
  saveAndPublish,
}: {
  lojistas: LojistasRepository;
  categorias: CategoriasRepository;
  produtos: ProdutosRepository;
  idempotencia: IdempotenciaRepository;
  saveAndPublish: SaveAndPublish;
}) {
  async function existente(tx: Transaction, uid: string, id: string): Promise<void> {
    await lojistas.require(uid, tx);
    if (!isDocId(id) || !(await categorias.find(tx, uid, id))) throw new AppError(404, NAO_ENCONTRADA);
  }

  return {
    /** In the owner's order, the same as the catalogue's. */
    list: (uid: string): Promise<Categoria[]> => categorias.list(uid),

    /** A retry with the create's Idempotency-Key answers the category it created (criado false) and writes nothing. */
    async create(uid: string, nome: string, idempotency?: IdempotencyKey): Promise<{ criado: boolean; categoria: Categoria }> {
      const { criado, resultado } = await saveAndPublish(
        uid,
        (tx) =>
          idempotencia.createOnce(tx, uid, 'categorias', idempotency, async () => {
            await lojistas.require(uid, tx);
            if ((await categorias.count(tx, uid)) >= MAX_CATEGORIAS) {
              throw new AppError(409, `Sua loja já tem ${MAX_CATEGORIAS} categorias, o máximo permitido.`);
            }
            return categorias.create(tx, uid, nome);
          }),
        (salvo) => (salvo.criado ? 'loja' : null),
      );
      return { criado, categoria: resultado };
    },

    async rename(uid: string, id: string, nome: string): Promise<Categoria> {
      await saveAndPublish(
        uid,
        async (tx) => {
          await existente(tx, uid, id);
          categorias.rename(tx, uid, id, nome);
        },
        'loja',
      );
      return { id, nome };
    },

    /** PUT /api/categorias/ordem: all or nothing, then one publish. */
    async reorder(uid: string, ids: string[]): Promise<void> {
      await saveAndPublish(
        uid,
        async (tx) => {
          await lojistas.require(uid, tx);
          if (!ids.every(isDocId) || !(await categorias.reorder(tx, uid, ids))) throw new AppError(400, NAO_ENCONTRADA);
        },
        'loja',
      );
    },

    /** Its products stay, without a category, in the same transaction: never a product pointing at nothing. */
    async delete(uid: string, id: string): Promise<void> {
      await saveAndPublish(uid, async (tx) => {
        await existente(tx, uid, id);
        for (const produtoId of await produtos.idsInCategoria(tx, uid, id)) produtos.update(tx, uid, produtoId, { categoria_id: null });
        categorias.delete(tx, uid, id);
      });
    },
  };
}

export type CategoriasService = ReturnType<typeof categoriasService>;
