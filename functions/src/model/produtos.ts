import { randomInt } from 'node:crypto';
import { FieldValue, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import {
  centsToReais,
  LIMITE_PRODUTOS_PADRAO,
  reaisToCents,
  REGRAS_PRECO,
  SUGESTOES_MAX,
  type Combo,
  type OpcaoGrupo,
  type Produto,
  type RegraPreco,
  type Variacoes,
} from '@vitrine/shared';
import { imagemOuNenhuma, imagemUrlSegura } from '@vitrine/shared/imagens';
import { lojistaDoc } from './lojistas.js';
import { ordemGuardada, porOrdem, reorderIn, type Ordenavel } from './ordem.js';
import { planoDoc } from './planos.js';

/**
 * lojistas/{lojaId}/produtos/{id} {nome, descricao, imagem_url (= imagens[0] ?? ''), imagens,
 * preco_centavos, preco_promocional_centavos (null), esgotado, destaque, estoque (null: not tracked),
 * maximo_por_pedido (null: the default, shared maximoPorPedido), opcoes [{id, nome, min, max, itens: [{id, nome, preco_centavos}]}], ativo, categoria_id,
 * sugestoes (ids of other products of the shop, "Peça também"), ordem, criado_em, atualizado_em (from the first edit on),
 * variacoes ({eixos, itens: [{id, valores, preco_centavos (null), estoque, esgotado, sku, imagem_url}]} or null),
 * unidade ('un' | 'kg': then preco is per kg and estoque in grams), passo_gramas, minimo_gramas}.
 * Option groups may carry tipo 'sabores' and regra_preco (issue 30).
 * A combo (issue 47) has combo {itens: [{produto_id, quantidade}]} and combo_produto_ids (its items' ids, for
 * the query of the combos an item is in: combosDoItem); a plain product has combo null (or none, stored before).
 * A product stored before issue 13 lacks the newer fields: it reads as no promotion, not sold out, not
 * featured, stock not tracked, its one picture, no options, ordem 0; one stored before issue 29, no suggestions.
 * A suggestion's product may have been deleted since: readers skip the ids they do not find.
 */
const ALFABETO_DOS_IDS = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new id inside a product's document, for an option group, a choice or a variant (owner-produtos,
 * owner-produtos-csv): 8 random characters [a-z0-9] from the crypto source, about 2.8 × 10¹², never
 * guessed from another.
 */
export const idNoProduto = () => Array.from({ length: 8 }, () => ALFABETO_DOS_IDS[randomInt(ALFABETO_DOS_IDS.length)]).join('');

export const produtosCollection = (db: Firestore, lojaId: string) => lojistaDoc(db, lojaId).collection('produtos');
export const produtoDoc = (db: Firestore, lojaId: string, id: string) => produtosCollection(db, lojaId).doc(id);

/** A product as the API speaks it, without its id: prices in reais. */
export type ProdutoDados = Omit<Produto, 'id'>;

interface OpcaoGrupoGuardado {
  id: string;
  nome: string;
  min: number;
  max: number;
  itens: { id: string; nome: string; preco_centavos: number }[];
  tipo?: 'opcoes' | 'sabores';
  regra_preco?: RegraPreco;
}

type VariacaoItemGuardado = Omit<Variacoes['itens'][number], 'preco'> & { preco_centavos: number | null };

const centavosOuNull = (valor: unknown) => (typeof valor === 'number' ? centsToReais(valor) : null);

function toOpcoes(valor: unknown): OpcaoGrupo[] {
  if (!Array.isArray(valor)) return [];
  return (valor as OpcaoGrupoGuardado[]).map((grupo) => ({
    id: String(grupo.id),
    nome: String(grupo.nome ?? ''),
    min: Number(grupo.min ?? 0),
    max: Number(grupo.max ?? 1),
    itens: (Array.isArray(grupo.itens) ? grupo.itens : []).map((item) => ({
      id: String(item.id),
      nome: String(item.nome ?? ''),
      preco: centsToReais(Number(item.preco_centavos ?? 0)),
    })),
    ...(grupo.tipo === 'sabores' && {
      tipo: 'sabores' as const,
      regra_preco: REGRAS_PRECO.includes(grupo.regra_preco as RegraPreco) ? grupo.regra_preco : 'media',
    }),
  }));
}

const inteiroOuNull = (valor: unknown) => (typeof valor === 'number' && Number.isInteger(valor) && valor >= 0 ? valor : null);

/** The stored grade, or null (none, or a product stored before issue 30). */
function toVariacoes(valor: unknown): Variacoes | null {
  const guardado = valor as { eixos?: unknown; itens?: unknown } | null;
  if (!guardado || !Array.isArray(guardado.eixos) || !Array.isArray(guardado.itens)) return null;
  return {
    eixos: (guardado.eixos as Variacoes['eixos']).map((eixo) => ({
      nome: String(eixo.nome ?? ''),
      valores: (eixo.valores ?? []).map(String),
    })),
    itens: (guardado.itens as VariacaoItemGuardado[]).map((item) => ({
      id: String(item.id),
      valores: (item.valores ?? []).map(String),
      preco: centavosOuNull(item.preco_centavos),
      estoque: inteiroOuNull(item.estoque),
      esgotado: item.esgotado === true,
      sku: String(item.sku ?? ''),
      imagem_url: item.imagem_url ? imagemOuNenhuma(String(item.imagem_url)) || null : null,
    })),
  };
}

const toVariacoesGuardadas = (variacoes: Variacoes | null) =>
  variacoes && {
    eixos: variacoes.eixos,
    itens: variacoes.itens.map(({ preco, ...item }): VariacaoItemGuardado => ({
      ...item,
      preco_centavos: preco === null ? null : reaisToCents(preco),
    })),
  };

const toOpcoesGuardadas = (opcoes: OpcaoGrupo[]): OpcaoGrupoGuardado[] =>
  opcoes.map(({ itens, ...grupo }) => ({
    ...grupo,
    itens: itens.map(({ preco, ...item }) => ({ ...item, preco_centavos: reaisToCents(preco) })),
  }));

export function toProduto(doc: DocumentSnapshot): Produto {
  // A picture saved before the rule on picture URLs (imagemUrlSegura) is read as none: no page shows it.
  const imagemUrl = imagemOuNenhuma(String(doc.get('imagem_url') ?? ''));
  const imagens = doc.get('imagens') as unknown;
  const estoque = doc.get('estoque') as unknown;
  const maximo = doc.get('maximo_por_pedido') as unknown;
  return {
    id: doc.id,
    nome: String(doc.get('nome') ?? ''),
    descricao: String(doc.get('descricao') ?? ''),
    imagem_url: imagemUrl,
    imagens: Array.isArray(imagens) ? imagens.map(String).filter(imagemUrlSegura) : imagemUrl ? [imagemUrl] : [],
    preco: centsToReais(Number(doc.get('preco_centavos') ?? 0)),
    preco_promocional: centavosOuNull(doc.get('preco_promocional_centavos')),
    esgotado: doc.get('esgotado') === true,
    destaque: doc.get('destaque') === true,
    estoque: typeof estoque === 'number' ? estoque : null,
    maximo_por_pedido: typeof maximo === 'number' && Number.isInteger(maximo) && maximo > 0 ? maximo : null,
    opcoes: toOpcoes(doc.get('opcoes')),
    ativo: doc.get('ativo') !== false,
    categoria_id: (doc.get('categoria_id') as string | null | undefined) ?? null,
    sugestoes: toSugestoes(doc.get('sugestoes'), doc.id),
    variacoes: toVariacoes(doc.get('variacoes')),
    unidade: doc.get('unidade') === 'kg' ? 'kg' : 'un',
    passo_gramas: inteiroOuNull(doc.get('passo_gramas')) || null,
    minimo_gramas: inteiroOuNull(doc.get('minimo_gramas')) || null,
    combo: toCombo(doc.get('combo')),
  };
}

/** The stored combo, or null: a plain product (or one stored before combos). */
function toCombo(valor: unknown): Combo | null {
  const itens = (valor as { itens?: unknown } | null)?.itens;
  if (!Array.isArray(itens)) return null;
  return {
    itens: (itens as { produto_id?: unknown; quantidade?: unknown }[]).map((item) => ({
      produto_id: String(item.produto_id ?? ''),
      quantidade: inteiroOuNull(item.quantidade) ?? 1,
    })),
  };
}

/** The stored suggestions: distinct strings other than the product's own id, at most SUGESTOES_MAX. */
function toSugestoes(valor: unknown, id: string): string[] {
  if (!Array.isArray(valor)) return [];
  const ids = valor.filter((sugestao): sugestao is string => typeof sugestao === 'string' && sugestao !== '' && sugestao !== id);
  return [...new Set(ids)].slice(0, SUGESTOES_MAX);
}

/** A product and its place in the owner's order: what the public catalogue is built from (publish.ts). */
export type ProdutoOrdenado = Produto & { ordem: number };

const toProdutoOrdenado = (doc: DocumentSnapshot): ProdutoOrdenado => ({ ...toProduto(doc), ordem: ordemGuardada(doc.get('ordem')) });

const toOrdenavel = (doc: DocumentSnapshot): Ordenavel => ({
  id: doc.id,
  nome: String(doc.get('nome') ?? ''),
  ordem: ordemGuardada(doc.get('ordem')),
});

/**
 * A product's stored fields: money as integer cents (…_centavos, options' too), everything else as
 * the API gives it. The seed writes its demo products through it too.
 */
export function camposGuardados({ preco, preco_promocional, opcoes, variacoes, ...campos }: Partial<ProdutoDados>) {
  return {
    ...campos,
    ...(campos.combo !== undefined && { combo_produto_ids: campos.combo?.itens.map((item) => item.produto_id) ?? [] }),
    ...(variacoes !== undefined && { variacoes: toVariacoesGuardadas(variacoes) }),
    ...(preco !== undefined && { preco_centavos: reaisToCents(preco) }),
    ...(preco_promocional !== undefined && {
      preco_promocional_centavos: preco_promocional === null ? null : reaisToCents(preco_promocional),
    }),
    ...(opcoes !== undefined && { opcoes: toOpcoesGuardadas(opcoes) }),
  };
}

/**
 * Writes join the caller's transaction. One server timestamp per write: the local Node emulator
 * applies only the first of a write's.
 */
export function produtosRepository(db: Firestore) {
  const collection = (lojaId: string) => produtosCollection(db, lojaId);
  async function listOrdenados(lojaId: string, tx?: Transaction): Promise<ProdutoOrdenado[]> {
    const snapshot = await (tx ? tx.get(collection(lojaId)) : collection(lojaId).get());
    return snapshot.docs.map(toProdutoOrdenado).sort(porOrdem);
  }
  return {
    /** In the owner's order (model/ordem.ts), the catalogue's too. */
    async list(lojaId: string, tx?: Transaction): Promise<Produto[]> {
      return (await listOrdenados(lojaId, tx)).map(({ ordem: _ordem, ...produto }) => produto);
    },
    listOrdenados,
    /** The products of these ids that exist, in one round trip. */
    async getOrdenados(tx: Transaction, lojaId: string, ids: string[]): Promise<ProdutoOrdenado[]> {
      if (ids.length === 0) return [];
      const snapshots = await tx.getAll(...ids.map((id) => collection(lojaId).doc(id)));
      return snapshots.filter((snapshot) => snapshot.exists).map(toProdutoOrdenado);
    },
    async find(tx: Transaction, lojaId: string, id: string): Promise<Produto | null> {
      const snapshot = await tx.get(collection(lojaId).doc(id));
      return snapshot.exists ? toProduto(snapshot) : null;
    },
    /** Outside a transaction: the public product page's one read of the product itself. */
    async get(lojaId: string, id: string): Promise<Produto | null> {
      const snapshot = await collection(lojaId).doc(id).get();
      return snapshot.exists ? toProduto(snapshot) : null;
    },
    /**
     * The combos that hold any of `ids` as an item (issue 47), outside a transaction (the local
     * emulator's queries misbehave inside one): what an item's change republishes with it.
     */
    async combosDoItem(lojaId: string, ids: string[]): Promise<string[]> {
      const combos = new Set<string>();
      for (let inicio = 0; inicio < ids.length; inicio += 30) {
        const lote = ids.slice(inicio, inicio + 30);
        const snapshot = await collection(lojaId).where('combo_produto_ids', 'array-contains-any', lote).get();
        snapshot.docs.forEach((doc) => combos.add(doc.id));
      }
      return [...combos];
    },
    /** Outside a transaction: a combo's items for its public page (issue 47), those that exist, by id. */
    async getMany(lojaId: string, ids: string[]): Promise<Map<string, Produto>> {
      if (ids.length === 0) return new Map();
      const snapshots = await db.getAll(...ids.map((id) => collection(lojaId).doc(id)));
      return new Map(snapshots.filter((snapshot) => snapshot.exists).map((snapshot) => [snapshot.id, toProduto(snapshot)]));
    },
    async idsInCategoria(tx: Transaction, lojaId: string, categoriaId: string): Promise<string[]> {
      const snapshot = await tx.get(collection(lojaId).where('categoria_id', '==', categoriaId));
      return snapshot.docs.map((doc) => doc.id);
    },
    /** planos/{plano_id}.limite_produtos; a plan that is gone or malformed falls back to the default. */
    async limiteDoPlano(tx: Transaction, planoId: number): Promise<number> {
      const limite: unknown = (await tx.get(planoDoc(db, planoId))).get('limite_produtos');
      return typeof limite === 'number' && Number.isInteger(limite) && limite > 0 ? limite : LIMITE_PRODUTOS_PADRAO;
    },
    /** Goes last in the owner's order without reading the others: ordem is the time of creation. */
    create(tx: Transaction, lojaId: string, dados: ProdutoDados): Produto {
      const ref = collection(lojaId).doc();
      tx.create(ref, { ...camposGuardados(dados), ordem: Date.now(), criado_em: FieldValue.serverTimestamp() });
      return { id: ref.id, ...dados };
    },
    update(tx: Transaction, lojaId: string, id: string, changes: Partial<ProdutoDados>): void {
      tx.update(collection(lojaId).doc(id), { ...camposGuardados(changes), atualizado_em: FieldValue.serverTimestamp() });
    },
    /** PUT /api/produtos/ordem (model/ordem.ts novaOrdem); false when an id is not one of the shop's products, nothing written. */
    reorder(tx: Transaction, lojaId: string, ids: string[]): Promise<boolean> {
      return reorderIn(tx, collection(lojaId), ids, toOrdenavel);
    },
    delete(tx: Transaction, lojaId: string, id: string): void {
      tx.delete(collection(lojaId).doc(id));
    },
  };
}

export type ProdutosRepository = ReturnType<typeof produtosRepository>;
