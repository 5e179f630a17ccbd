import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { precoAPartirDe, SLUG_PATTERN, type Produto, type ProdutoPublico } from '@vitrine/shared';
import { catalogoDoc, catalogoPorSlugDoc, notifyPublished, type CatalogoPublico } from './catalogos.js';
import { categoriasRepository } from './categorias.js';
import { lojaOf, lojistasRepository } from './lojistas.js';
import { produtosRepository } from './produtos.js';
import { slugDoc } from './slugs.js';

/**
 * Rebuilds the shop's public documents from its records. Owner writes reach it through
 * saveAndPublish (below); the seed and the benchmark, which write records directly, call it.
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
  const porId = catalogoDoc(db, uid);
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
      slug ? tx.get(slugDoc(db, slug)) : null,
      anterior && anterior !== slug && SLUG_PATTERN.test(anterior) ? tx.get(catalogoPorSlugDoc(db, anterior)) : null,
    ]);
    const catalogo: CatalogoPublico = {
      lojista_id: uid,
      status: lojista.status ?? 'ativo',
      loja: { ...loja, lojista_id: uid, whatsapp: lojista.telefone_whatsapp || null, atendimento: lojista.atendimento ?? null },
      produtos: todos.filter((produto) => produto.ativo).map(produtoPublico),
      categorias: grupos,
    };
    const documento = { ...catalogo, atualizado_em: FieldValue.serverTimestamp() };
    tx.set(porId, documento);
    if (slug && donoDoSlug?.get('lojista_id') === uid) tx.set(catalogoPorSlugDoc(db, slug), documento);
    if (copiaAnterior?.get('lojista_id') === uid) tx.delete(copiaAnterior.ref);
  });
  notifyPublished(uid);
}

/**
 * A product as the catalogue lists it, in the owner's order (the repository's list): sold out when
 * marked or when its tracked stock reached 0, never the stock count, options or extra pictures
 * (the product page reads those from the product: public-catalogo).
 */
export function produtoPublico(produto: Produto): ProdutoPublico {
  const aPartirDe = precoAPartirDe(produto);
  return {
    id: produto.id,
    nome: produto.nome,
    descricao: produto.descricao,
    imagem_url: produto.imagem_url,
    preco: produto.preco,
    preco_promocional: produto.preco_promocional,
    esgotado: produto.esgotado || produto.estoque === 0,
    categoria_id: produto.categoria_id,
    a_partir_de: aPartirDe.variavel ? aPartirDe.preco : null,
    tem_opcoes: produto.opcoes.length > 0,
  };
}

/**
 * A write of the shop `uid`'s records that may change what its customers see (products,
 * categories, settings, WhatsApp, slug, status): `change` runs in one transaction, and once it
 * has committed the public catalogue is rebuilt. Services that change such records get only this,
 * never a bare transaction, so none can forget to publish. A change that throws writes nothing and
 * publishes nothing.
 */
export type SaveAndPublish = <T>(uid: string, change: (tx: Transaction) => Promise<T>) => Promise<T>;

export function createSaveAndPublish(db: Firestore): SaveAndPublish {
  return async (uid, change) => {
    const result = await db.runTransaction(change);
    await publishCatalogo(db, uid);
    return result;
  };
}
