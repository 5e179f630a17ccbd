import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { Categoria, LojaPublica, LojistaStatus, ProdutoPublico } from '@vitrine/shared';
import { categoriasRepository, porNome } from '../categorias/repository.js';
import { lojaOf } from '../loja/defaults.js';
import { lojistasRepository } from '../lojistas/repository.js';
import { produtosRepository } from '../produtos/repository.js';

/**
 * catalogos/{uid}: everything a public catalogue view needs in one read. Only what customers may
 * see: no owner e-mail, no counters, no inactive products. `status` is the owner's (set by the
 * admin, who republishes on change) so that an unavailable shop is refused without another read.
 */
export interface CatalogoPublico {
  lojista_id: string;
  status: LojistaStatus;
  loja: LojaPublica;
  produtos: ProdutoPublico[];
  categorias: Categoria[];
}

/**
 * Rebuilds the shop's public document from its records; every owner write calls it once committed.
 * Reading in a transaction keeps a slow rebuild from overwriting a newer one: a write to what it
 * read waits for it (or aborts it) in Firestore, and that write then triggers its own rebuild.
 */
export async function publishCatalogo(db: Firestore, uid: string): Promise<void> {
  const lojistas = lojistasRepository(db);
  const produtos = produtosRepository(db);
  const categorias = categoriasRepository(db);
  await db.runTransaction(async (tx) => {
    const [lojista, todos, grupos] = await Promise.all([lojistas.require(uid, tx), produtos.list(uid, tx), categorias.list(uid, tx)]);
    const catalogo: CatalogoPublico = {
      lojista_id: uid,
      status: lojista.status ?? 'ativo',
      loja: { ...lojaOf(lojista), lojista_id: uid, whatsapp: lojista.telefone_whatsapp || null },
      produtos: todos
        .filter((produto) => produto.ativo)
        .map(({ ativo: _ativo, ...produto }) => produto)
        .sort(porNome),
      categorias: grupos,
    };
    tx.set(db.collection('catalogos').doc(uid), { ...catalogo, atualizado_em: FieldValue.serverTimestamp() });
  });
}
