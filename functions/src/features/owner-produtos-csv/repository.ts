import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { camposGuardados, produtosCollection, type ProdutoDados } from '../../model/produtos.js';

/**
 * The import's new products. Unlike POST /api/produtos (model/produtos.ts create, ordem =
 * Date.now()), the rows of one sheet are written in one instant: each gets the next ordem after
 * `inicio`, so they follow the sheet's order in the owner's list instead of sorting by name.
 */
export function produtosCsvRepository(db: Firestore) {
  return {
    create(tx: Transaction, lojaId: string, dados: ProdutoDados, ordem: number): void {
      tx.create(produtosCollection(db, lojaId).doc(), { ...camposGuardados(dados), ordem, criado_em: FieldValue.serverTimestamp() });
    },
  };
}

export type ProdutosCsvRepository = ReturnType<typeof produtosCsvRepository>;
