import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { SLUG_PATTERN, type Categoria, type LojaPublica, type LojistaStatus, type ProdutoPublico } from '@vitrine/shared';
import { categoriasRepository, porNome } from '../owner-categorias/repository.js';
import { lojaOf } from '../owner-loja/defaults.js';
import { lojistasRepository } from '../lojistas/repository.js';
import { produtosRepository } from '../owner-produtos/repository.js';

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

/** catalogos_por_slug/{slug}: the same document under the shop's slug, so that /loja/{slug} costs one read too. */
export const CATALOGOS_POR_SLUG = 'catalogos_por_slug';

type AoPublicar = (uid: string) => void;
const ouvintes = new Set<AoPublicar>();

/** Called after every publish of this process commits: the public routes' per-instance cache forgets what it kept. */
export function aoPublicar(ouvinte: AoPublicar): () => void {
  ouvintes.add(ouvinte);
  return () => ouvintes.delete(ouvinte);
}

/**
 * Rebuilds the shop's public documents from its records; every owner write calls it once committed.
 * Reading in a transaction keeps a slow rebuild from overwriting a newer one: a write to what it
 * read waits for it (or aborts it) in Firestore, and that write then triggers its own rebuild.
 *
 * The copy under the slug is written only while slugs/{slug} names this shop (it is read here, so a
 * concurrent change of slug serialises with this rebuild), and the copy under a previous slug is
 * deleted unless another shop has published there since.
 */
export async function publishCatalogo(db: Firestore, uid: string): Promise<void> {
  const lojistas = lojistasRepository(db);
  const produtos = produtosRepository(db);
  const categorias = categoriasRepository(db);
  const porId = db.collection('catalogos').doc(uid);
  const porSlug = (slug: string) => db.collection(CATALOGOS_POR_SLUG).doc(slug);
  await db.runTransaction(async (tx) => {
    const [lojista, todos, grupos, publicado] = await Promise.all([
      lojistas.require(uid, tx),
      produtos.list(uid, tx),
      categorias.list(uid, tx),
      tx.get(porId),
    ]);
    const loja = lojaOf(lojista);
    const slug = SLUG_PATTERN.test(loja.subdominio) ? loja.subdominio : '';
    const anterior = (publicado.get('loja.subdominio') as string | undefined) ?? '';
    const [donoDoSlug, copiaAnterior] = await Promise.all([
      slug ? tx.get(db.collection('slugs').doc(slug)) : null,
      anterior && anterior !== slug && SLUG_PATTERN.test(anterior) ? tx.get(porSlug(anterior)) : null,
    ]);
    const catalogo: CatalogoPublico = {
      lojista_id: uid,
      status: lojista.status ?? 'ativo',
      loja: { ...loja, lojista_id: uid, whatsapp: lojista.telefone_whatsapp || null },
      produtos: todos
        .filter((produto) => produto.ativo)
        .map(({ ativo: _ativo, ...produto }) => produto)
        .sort(porNome),
      categorias: grupos,
    };
    const documento = { ...catalogo, atualizado_em: FieldValue.serverTimestamp() };
    tx.set(porId, documento);
    if (slug && donoDoSlug?.get('lojista_id') === uid) tx.set(porSlug(slug), documento);
    if (copiaAnterior?.get('lojista_id') === uid) tx.delete(copiaAnterior.ref);
  });
  ouvintes.forEach((ouvinte) => ouvinte(uid));
}
