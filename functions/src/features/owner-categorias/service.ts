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

/** The owner's categories. `lojaId` always comes from the session; another shop's ids are simply not found. */
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
  async function existente(tx: Transaction, lojaId: string, id: string): Promise<void> {
    await lojistas.require(lojaId, tx);
    if (!isDocId(id) || !(await categorias.find(tx, lojaId, id))) throw new AppError(404, NAO_ENCONTRADA);
  }

  return {
    /** In the owner's order, the same as the catalogue's. */
    list: (lojaId: string): Promise<Categoria[]> => categorias.list(lojaId),

    /** A retry with the create's Idempotency-Key answers the category it created (criado false) and writes nothing. */
    async create(lojaId: string, nome: string, idempotency?: IdempotencyKey): Promise<{ criado: boolean; categoria: Categoria }> {
      const { criado, resultado } = await saveAndPublish(
        lojaId,
        (tx) =>
          idempotencia.createOnce(tx, lojaId, 'categorias', idempotency, async () => {
            await lojistas.require(lojaId, tx);
            if ((await categorias.count(tx, lojaId)) >= MAX_CATEGORIAS) {
              throw new AppError(409, `Sua loja já tem ${MAX_CATEGORIAS} categorias, o máximo permitido.`);
            }
            return categorias.create(tx, lojaId, nome);
          }),
        (salvo) => (salvo.criado ? 'loja' : null),
      );
      return { criado, categoria: resultado };
    },

    async rename(lojaId: string, id: string, nome: string): Promise<Categoria> {
      await saveAndPublish(
        lojaId,
        async (tx) => {
          await existente(tx, lojaId, id);
          categorias.rename(tx, lojaId, id, nome);
        },
        'loja',
      );
      return { id, nome };
    },

    /** PUT /api/categorias/ordem: all or nothing, then one publish. */
    async reorder(lojaId: string, ids: string[]): Promise<void> {
      await saveAndPublish(
        lojaId,
        async (tx) => {
          await lojistas.require(lojaId, tx);
          if (!ids.every(isDocId) || !(await categorias.reorder(tx, lojaId, ids))) throw new AppError(400, NAO_ENCONTRADA);
        },
        'loja',
      );
    },

    /** Its products stay, without a category, in the same transaction: never a product pointing at nothing. */
    async delete(lojaId: string, id: string): Promise<void> {
      await saveAndPublish(lojaId, async (tx) => {
        await existente(tx, lojaId, id);
        for (const produtoId of await produtos.idsInCategoria(tx, lojaId, id))
          produtos.update(tx, lojaId, produtoId, { categoria_id: null });
        categorias.delete(tx, lojaId, id);
      });
    },
  };
}

export type CategoriasService = ReturnType<typeof categoriasService>;
