import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { lojistaDoc } from '../../functions/src/model/lojistas.js';
import { produtosCollection } from '../../functions/src/model/produtos.js';
import { slugDoc } from '../../functions/src/model/slugs.js';

/** A product as the benchmarks order it. */
export interface ProdutoDoBench {
  id: string;
  nome: string;
  preco_centavos: number;
}

/** The benchmarks' owner document: an active owner on the top plan, with the shop's name and link (and message). */
export const lojistaDoBench = (slug: string, loja: { nome_loja: string; mensagem_personalizada?: string }) => ({
  nome: 'Loja Bench',
  email: 'bench@exemplo.com.br',
  status: 'ativo',
  plano_id: 3,
  telefone_whatsapp: '5511999990000',
  loja: { ...loja, subdominio: slug },
  criado_em: FieldValue.serverTimestamp(),
});

/**
 * A shop for the benchmarks: an active owner on the top plan, its slug, and `total` active products
 * (not yet published), in batches of 400 writes; answers the products.
 */
export async function createLoja(db: Firestore, lojaId: string, slug: string, total: number): Promise<ProdutoDoBench[]> {
  const produtos = Array.from({ length: total }, (_, index) => ({
    id: produtosCollection(db, lojaId).doc().id,
    nome: `Produto ${index + 1}`,
    preco_centavos: 1000 + index,
  }));
  let batch = db.batch();
  batch.set(lojistaDoc(db, lojaId), lojistaDoBench(slug, { nome_loja: `Loja ${total}` }));
  batch.set(slugDoc(db, slug), { lojista_id: lojaId });
  let escritas = 2;
  for (const { id, nome, preco_centavos } of produtos) {
    if (escritas === 400) {
      await batch.commit();
      batch = db.batch();
      escritas = 0;
    }
    batch.set(produtosCollection(db, lojaId).doc(id), {
      nome,
      descricao: 'x'.repeat(200),
      imagem_url: '',
      preco_centavos,
      ativo: true,
      categoria_id: null,
      criado_em: Timestamp.now(),
    });
    escritas++;
  }
  await batch.commit();
  return produtos;
}
