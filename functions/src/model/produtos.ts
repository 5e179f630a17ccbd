import { FieldValue, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { centsToReais, LIMITE_PRODUTOS_PADRAO, reaisToCents, type Produto } from '@vitrine/shared';
import { lojistaDoc } from './lojistas.js';
import { planoDoc } from './planos.js';

/**
 * lojistas/{uid}/produtos/{id} {nome, descricao, imagem_url, preco_centavos, ativo, categoria_id,
 * criado_em, atualizado_em (from the first edit on)}.
 */
export const produtosCollection = (db: Firestore, uid: string) => lojistaDoc(db, uid).collection('produtos');
export const produtoDoc = (db: Firestore, uid: string, id: string) => produtosCollection(db, uid).doc(id);

/** A product as the API speaks it, without its id: preco in reais. */
export type ProdutoDados = Omit<Produto, 'id'>;

function toProduto(doc: DocumentSnapshot): Produto {
  return {
    id: doc.id,
    nome: String(doc.get('nome') ?? ''),
    descricao: String(doc.get('descricao') ?? ''),
    imagem_url: String(doc.get('imagem_url') ?? ''),
    preco: centsToReais(Number(doc.get('preco_centavos') ?? 0)),
    ativo: doc.get('ativo') !== false,
    categoria_id: (doc.get('categoria_id') as string | null | undefined) ?? null,
  };
}

/** Stored money is integer cents (preco_centavos); everything else is kept as the API sends it. */
function toProdutoFields({ preco, ...campos }: Partial<ProdutoDados>) {
  return { ...campos, ...(preco !== undefined && { preco_centavos: reaisToCents(preco) }) };
}

/**
 * Writes join the caller's transaction. One server timestamp per write: the local Node emulator
 * applies only the first of a write's.
 */
export function produtosRepository(db: Firestore) {
  const collection = (uid: string) => produtosCollection(db, uid);
  return {
    /** Newest first, so a product just created tops the owner's list. */
    async list(uid: string, tx?: Transaction): Promise<Produto[]> {
      const query = collection(uid).orderBy('criado_em', 'desc');
      const snapshot = await (tx ? tx.get(query) : query.get());
      return snapshot.docs.map(toProduto);
    },
    async find(tx: Transaction, uid: string, id: string): Promise<Produto | null> {
      const snapshot = await tx.get(collection(uid).doc(id));
      return snapshot.exists ? toProduto(snapshot) : null;
    },
    async idsInCategoria(tx: Transaction, uid: string, categoriaId: string): Promise<string[]> {
      const snapshot = await tx.get(collection(uid).where('categoria_id', '==', categoriaId));
      return snapshot.docs.map((doc) => doc.id);
    },
    /** planos/{plano_id}.limite_produtos; a plan that is gone or malformed falls back to the default. */
    async limiteDoPlano(tx: Transaction, planoId: number): Promise<number> {
      const limite: unknown = (await tx.get(planoDoc(db, planoId))).get('limite_produtos');
      return typeof limite === 'number' && Number.isInteger(limite) && limite > 0 ? limite : LIMITE_PRODUTOS_PADRAO;
    },
    create(tx: Transaction, uid: string, dados: ProdutoDados): Produto {
      const ref = collection(uid).doc();
      tx.create(ref, { ...toProdutoFields(dados), criado_em: FieldValue.serverTimestamp() });
      return { id: ref.id, ...dados };
    },
    update(tx: Transaction, uid: string, id: string, changes: Partial<ProdutoDados>): void {
      tx.update(collection(uid).doc(id), { ...toProdutoFields(changes), atualizado_em: FieldValue.serverTimestamp() });
    },
    delete(tx: Transaction, uid: string, id: string): void {
      tx.delete(collection(uid).doc(id));
    },
  };
}

export type ProdutosRepository = ReturnType<typeof produtosRepository>;
