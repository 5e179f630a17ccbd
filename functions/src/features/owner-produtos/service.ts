import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { Produto } from '@vitrine/shared';
import type { CategoriasRepository } from '../../model/categorias.js';
import type { LojistasRepository } from '../../model/lojistas.js';
import type { ProdutoDados, ProdutosRepository } from '../../model/produtos.js';
import type { SaveAndPublish } from '../../model/publish.js';
import { AppError } from '../../platform/http/errors.js';
import { isDocId } from '../../platform/http/validate.js';

const NAO_ENCONTRADO = 'Produto não encontrado.';
const CATEGORIA_INVALIDA = 'Categoria não encontrada. Escolha uma categoria da sua loja.';

/** The owner's products. `uid` always comes from the session; another shop's ids are simply not found. */
export function produtosService({
  lojistas,
  produtos,
  categorias,
  saveAndPublish,
}: {
  lojistas: LojistasRepository;
  produtos: ProdutosRepository;
  categorias: CategoriasRepository;
  saveAndPublish: SaveAndPublish;
}) {
  async function existente(tx: Transaction, uid: string, id: string): Promise<Produto> {
    const produto = isDocId(id) ? await produtos.find(tx, uid, id) : null;
    if (!produto) throw new AppError(404, NAO_ENCONTRADO);
    return produto;
  }

  async function categoriaDaLoja(tx: Transaction, uid: string, categoriaId: string | null | undefined): Promise<void> {
    if (!categoriaId) return;
    if (!isDocId(categoriaId) || !(await categorias.find(tx, uid, categoriaId))) {
      throw new AppError(400, CATEGORIA_INVALIDA, { categoria_id: [CATEGORIA_INVALIDA] });
    }
  }

  return {
    list: (uid: string): Promise<Produto[]> => produtos.list(uid),

    /** The plan limit is checked against the counter in the transaction that raises it, so racing creates cannot pass it. */
    async create(uid: string, dados: ProdutoDados): Promise<Produto> {
      return saveAndPublish(uid, async (tx) => {
        const lojista = await lojistas.require(uid, tx);
        const limite = await produtos.limiteDoPlano(tx, lojista.plano_id);
        await categoriaDaLoja(tx, uid, dados.categoria_id);
        if ((lojista.total_produtos ?? 0) >= limite) {
          throw new AppError(403, `Seu plano permite até ${limite} produtos. Exclua um produto ou mude de plano para cadastrar mais.`);
        }
        lojistas.update(tx, uid, { total_produtos: FieldValue.increment(1) });
        return produtos.create(tx, uid, dados);
      });
    },

    async update(uid: string, id: string, changes: Partial<ProdutoDados>): Promise<Produto> {
      return saveAndPublish(uid, async (tx) => {
        await lojistas.require(uid, tx);
        const atual = await existente(tx, uid, id);
        await categoriaDaLoja(tx, uid, changes.categoria_id);
        produtos.update(tx, uid, id, changes);
        return { ...atual, ...changes };
      });
    },

    async delete(uid: string, id: string): Promise<void> {
      await saveAndPublish(uid, async (tx) => {
        await lojistas.require(uid, tx);
        await existente(tx, uid, id);
        produtos.delete(tx, uid, id);
        lojistas.update(tx, uid, { total_produtos: FieldValue.increment(-1) });
      });
    },
  };
}

export type ProdutosService = ReturnType<typeof produtosService>;
