import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { FieldValue, type DocumentSnapshot, type Firestore, type Timestamp, type Transaction } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import {
  itemEsgotadoDoCombo,
  maximoDoProduto,
  precoAPartirDe,
  restamParaOCliente,
  resumoDaVariacao,
  semEstoque,
  SLUG_PATTERN,
  variacaoEsgotada,
  type Produto,
  type ProdutoPublico,
  type ProdutoPublicoDetalhe,
} from '@vitrine/shared';
import {
  dividir,
  inserir,
  paginar,
  paginaDaChave,
  paginasDaOrdem,
  PRIMEIRA_PAGINA,
  resumoDe,
  type Pagina,
  type PaginaResumo,
  type ProdutoPublicado,
} from './catalogo-paginas.js';
import { catalogoDoc, catalogoPorSlugDoc, notifyPublished, paginasCollection, type CatalogoPublico } from './catalogos.js';
import { categoriasRepository } from './categorias.js';
import { lojaOf, lojistaDoc, lojistasRepository } from './lojistas.js';
import { produtosRepository, type ProdutoOrdenado } from './produtos.js';
import { campoProduto, produtosDaMarca, publicacaoPendenteDoc, type PublicacaoPendente } from './publicacoes-pendentes.js';
import { slugDoc } from './slugs.js';

/**
 * What a write changed, so that publishing rewrites only that:
 * - 'tudo': everything from the records (the order of products, a spreadsheet import, a deleted
 *   category; the seed and the benchmark): reads every product, writes only the pages that changed.
 * - 'loja': the shop's settings, status or categories: the shop's document only, its pages as they are.
 * - { produtos }: these products were created, edited or deleted: the one page that holds each
 *   (and the shop's document when that page is its first or the page list changes). Its reads and
 *   writes do not grow with the catalogue.
 */
export type Publicacao = 'tudo' | 'loja' | { produtos: string[] };

/**
 * Rebuilds the shop's public documents from its records. Writes reach it through their mark and
 * publishPendente (below); the seed and the benchmark, which write records directly, call it.
 * Reading in a transaction keeps a slow rebuild from overwriting a newer one: a write to what it
 * read waits for it (or aborts it) in Firestore, and that write then triggers its own rebuild.
 *
 * The copy under the slug is written only while slugs/{slug} names this shop (it is read here, so a
 * concurrent change of slug serialises with this rebuild), and the copy under a previous slug is
 * deleted unless another shop has published there since.
 */
export async function publishCatalogo(db: Firestore, lojaId: string, publicacao: Publicacao = 'tudo'): Promise<void> {
  let emParte = false;
  if (publicacao === 'loja') emParte = await publishLoja(db, lojaId);
  else if (publicacao !== 'tudo') emParte = await publishProdutos(db, lojaId, [...new Set(publicacao.produtos)]);
  // A document from before the pages, or a first page left empty: only a whole rebuild puts it right.
  if (!emParte) await publishTudo(db, lojaId);
  notifyPublished(lojaId);
}

/** The shop's products by id, as far as they were read: a combo's items (issue 47). */
export type ItensDosCombos = ReadonlyMap<string, Produto>;

/**
 * A product as the catalogue lists it, in the owner's order (the repository's list): sold out when
 * marked or when its tracked stock reached 0, never the stock count, options or extra pictures
 * (the product page reads those from the product: public-catalogo). A combo is sold out too while
 * any of its items is (or is hidden, or gone): `itens` holds them.
 */
export function produtoPublico(produto: Produto, itens: ItensDosCombos = new Map()): ProdutoPublico {
  const aPartirDe = precoAPartirDe(produto);
  return {
    id: produto.id,
    nome: produto.nome,
    descricao: produto.descricao,
    imagem_url: produto.imagem_url,
    preco: produto.preco,
    preco_promocional: produto.preco_promocional,
    // With a grade, its own stock is not used: sold out when every variant is.
    esgotado: semEstoque(produto) || (produto.combo !== null && itemEsgotadoDoCombo(produto.combo, itens) !== null),
    destaque: produto.destaque,
    categoria_id: produto.categoria_id,
    a_partir_de: aPartirDe.variavel ? aPartirDe.preco : null,
    // A combo opens its page, which lists its items (issue 47).
    tem_opcoes: produto.opcoes.length > 0 || produto.variacoes !== null || produto.unidade === 'kg' || produto.combo !== null,
    sugestoes: produto.sugestoes,
    // Only when set: a café's cards (most shops) stay as they were, byte for byte.
    ...(produto.variacoes && { variacoes_resumo: resumoDaVariacao(produto.variacoes) }),
    ...(produto.unidade === 'kg' && { unidade: 'kg' as const }),
    ...(produto.combo && { combo: true as const }),
  };
}

/**
 * The product page's product: the listing's fields, every picture, the options and the grade,
 * each variant saying only whether it sells (never its stock count or code), and the weight's step.
 */
export function produtoPublicoDetalhe(produto: Produto, itens: ItensDosCombos = new Map()): ProdutoPublicoDetalhe {
  const maximo = maximoDoProduto(produto);
  // A weight's stock is in grams: its stepper has its own limits (PESO_MAX_GRAMAS).
  const restam = produto.unidade === 'kg' || produto.variacoes ? null : restamParaOCliente(produto.estoque, maximo);
  return {
    ...produtoPublico(produto, itens),
    imagens: produto.imagens,
    opcoes: produto.opcoes,
    variacoes: produto.variacoes && {
      eixos: produto.variacoes.eixos,
      itens: produto.variacoes.itens.map((item) => {
        const restamDaVariacao = restamParaOCliente(item.estoque, maximo);
        return {
          id: item.id,
          valores: item.valores,
          preco: item.preco,
          esgotado: variacaoEsgotada(item),
          imagem_url: item.imagem_url,
          ...(restamDaVariacao !== null && { restam: restamDaVariacao }),
        };
      }),
    },
    passo_gramas: produto.passo_gramas,
    minimo_gramas: produto.minimo_gramas,
    ...(maximo !== null && produto.unidade !== 'kg' && { maximo_por_pedido: maximo }),
    ...(restam !== null && { restam }),
    ...(produto.combo && { itens_do_combo: itensDoComboPublicos(produto, itens) }),
  };
}

/** A combo's items on its page: each item's name, picture, units, options and grade (whether each variant sells), in the combo's order. */
function itensDoComboPublicos(produto: Produto, itens: ItensDosCombos): NonNullable<ProdutoPublicoDetalhe['itens_do_combo']> {
  return produto.combo!.itens.flatMap(({ produto_id, quantidade }) => {
    const item = itens.get(produto_id);
    if (!item) return [];
    return [
      {
        produto_id,
        quantidade,
        nome: item.nome,
        imagem_url: item.imagem_url,
        esgotado: !item.ativo || semEstoque(item),
        opcoes: item.opcoes,
        variacoes: item.variacoes && {
          eixos: item.variacoes.eixos,
          itens: item.variacoes.itens.map((variacao) => ({
            id: variacao.id,
            valores: variacao.valores,
            preco: null,
            esgotado: variacaoEsgotada(variacao),
            imagem_url: variacao.imagem_url,
          })),
        },
      },
    ];
  });
}

const publicado = (produto: ProdutoOrdenado, itens?: ItensDosCombos): ProdutoPublicado => ({
  ...produtoPublico(produto, itens),
  ordem: produto.ordem,
});

/** The shop's document as its own fields: what was read, without the time of its last write. */
function catalogoLido(snapshot: DocumentSnapshot): CatalogoPublico {
  const { atualizado_em: _atualizadoEm, ...catalogo } = snapshot.data() as CatalogoPublico & { atualizado_em?: unknown };
  return catalogo;
}

/** Written from the first page on: a document without it lists every product itself (published before the pages). */
const emPaginas = (snapshot: DocumentSnapshot) => snapshot.exists && Array.isArray(snapshot.get('paginas'));

/**
 * Reads (in `tx`) where the shop's document goes besides catalogos/{lojaId}: its slug's copy while
 * slugs/{slug} names this shop, and the copy under a previous slug to delete. Returns the writer.
 */
async function destinosDoCatalogo(db: Firestore, tx: Transaction, lojaId: string, subdominio: string, anteriorLido: DocumentSnapshot) {
  const slug = SLUG_PATTERN.test(subdominio) ? subdominio : '';
  const anterior = (anteriorLido.get('loja.subdominio') as string | undefined) ?? '';
  const [donoDoSlug, copiaAnterior] = await Promise.all([
    slug ? tx.get(slugDoc(db, slug)) : null,
    anterior && anterior !== slug && SLUG_PATTERN.test(anterior) ? tx.get(catalogoPorSlugDoc(db, anterior)) : null,
  ]);
  return (catalogo: CatalogoPublico) => {
    const documento = { ...catalogo, atualizado_em: FieldValue.serverTimestamp() };
    tx.set(catalogoDoc(db, lojaId), documento);
    if (slug && donoDoSlug?.get('lojista_id') === lojaId) tx.set(catalogoPorSlugDoc(db, slug), documento);
    if (copiaAnterior?.get('lojista_id') === lojaId) tx.delete(copiaAnterior.ref);
  };
}

/** The shop's settings, status and categories as customers see them, from its records. */
async function lojaPublicada(db: Firestore, tx: Transaction | undefined, lojaId: string) {
  const [lojista, categorias] = await Promise.all([lojistasRepository(db).require(lojaId, tx), categoriasRepository(db).list(lojaId, tx)]);
  const loja = lojaOf(lojista);
  return {
    lojista_id: lojaId,
    status: lojista.status ?? 'ativo',
    loja: { ...loja, lojista_id: lojaId, whatsapp: lojista.telefone_whatsapp || null, atendimento: lojista.atendimento ?? null },
    categorias,
  } satisfies Omit<CatalogoPublico, 'produtos'>;
}

const paginaData = (produtos: ProdutoPublicado[]) => ({ produtos, atualizado_em: FieldValue.serverTimestamp() });

/** What one commit of a whole rebuild carries at most: under the emulator's 4 MiB gRPC message and Firestore's 10 MiB request. */
const BYTES_POR_COMMIT = 3_000_000;
/** Rebuilds that found the catalogue changed under them before one gives up (each change publishes it again anyway). */
const TENTATIVAS_MAX = 10;

/** A page's last write as read, to notice another write since (a timestamp; undefined for a page not there). */
const versaoDe = (snapshot: DocumentSnapshot | undefined) =>
  (snapshot?.exists ? snapshot.get('atualizado_em') : undefined) as Timestamp | undefined;
const mesmaVersao = (a: Timestamp | undefined, b: Timestamp | undefined) => (a && b ? a.isEqual(b) : a === b);

/**
 * Everything from the records: the active products in pages, each later page keeping its id in
 * order and rewritten only when its products changed, the pages left over deleted. 10,000
 * products are ~50 pages, up to tens of MB at the longest texts: more than one commit carries. So
 * the pages that changed are written a few per transaction, each checking that the page is still
 * as read, and the shop's document last, checking the same of it; a check that fails (a
 * concurrent publish) starts the rebuild again from the records. A customer who opens the
 * catalogue in between may see a page's old or new products for a moment; never a page that the
 * document does not name.
 */
async function publishTudo(db: Firestore, lojaId: string): Promise<void> {
  const paginasRef = paginasCollection(db, lojaId);
  for (let tentativa = 1; ; tentativa++) {
    if (tentativa > TENTATIVAS_MAX) throw new Error(`Catálogo de ${lojaId} mudou a cada uma de ${TENTATIVAS_MAX} publicações seguidas.`);
    const [base, todos, anterior, guardadas] = await Promise.all([
      lojaPublicada(db, undefined, lojaId),
      produtosRepository(db).listOrdenados(lojaId),
      catalogoDoc(db, lojaId).get(),
      paginasRef.get(),
    ]);
    const porId = new Map(todos.map((produto) => [produto.id, produto]));
    const [primeira, ...resto] = paginar(todos.filter((produto) => produto.ativo).map((produto) => publicado(produto, porId)));
    const idsAnteriores = ((anterior.get('paginas') as PaginaResumo[] | undefined) ?? []).map(({ id }) => id);
    let proxima = Number(anterior.get('proxima_pagina') ?? 1);
    const paginas: Pagina[] = resto.map((produtos, indice) => ({ id: idsAnteriores[indice] ?? `p${proxima++}`, produtos }));
    const existentes = new Map(guardadas.docs.map((doc) => [doc.id, doc]));
    const mudadas = paginas.filter(({ id, produtos }) => !isDeepStrictEqual(existentes.get(id)?.get('produtos'), produtos));

    let emDia = true;
    for (const lote of emLotes(mudadas)) {
      emDia = await db.runTransaction(async (tx) => {
        const atuais = await tx.getAll(...lote.map(({ id }) => paginasRef.doc(id)));
        if (atuais.some((atual) => !mesmaVersao(versaoDe(atual), versaoDe(existentes.get(atual.id))))) return false;
        for (const { id, produtos } of lote) tx.set(paginasRef.doc(id), paginaData(produtos));
        return true;
      });
      if (!emDia) break;
    }
    if (!emDia) continue;

    const usadas = new Set(paginas.map(({ id }) => id));
    emDia = await db.runTransaction(async (tx) => {
      const atual = await tx.get(catalogoDoc(db, lojaId));
      if (!mesmaVersao(versaoDe(atual), versaoDe(anterior))) return false;
      const gravar = await destinosDoCatalogo(db, tx, lojaId, base.loja.subdominio, atual);
      gravar({ ...base, produtos: primeira!, paginas: paginas.map(resumoDe), proxima_pagina: proxima });
      return true;
    });
    if (!emDia) continue;
    // Pages the document no longer names, once it no longer names them.
    const sobras = guardadas.docs.filter(({ id }) => !usadas.has(id));
    for (let inicio = 0; inicio < sobras.length; inicio += 400) {
      const lote = db.batch();
      sobras.slice(inicio, inicio + 400).forEach(({ ref }) => lote.delete(ref));
      await lote.commit();
    }
    return;
  }
}

/** Pages in runs that fit one commit (their JSON length stands for their size). */
function* emLotes(paginas: Pagina[]): Generator<Pagina[]> {
  let lote: Pagina[] = [];
  let bytes = 0;
  for (const pagina of paginas) {
    const tamanho = Buffer.byteLength(JSON.stringify(pagina.produtos));
    if (lote.length > 0 && bytes + tamanho > BYTES_POR_COMMIT) {
      yield lote;
      lote = [];
      bytes = 0;
    }
    lote.push(pagina);
    bytes += tamanho;
  }
  if (lote.length > 0) yield lote;
}

/** The shop's document with new settings, status or categories, its products as they are. False: the document must be rebuilt whole. */
async function publishLoja(db: Firestore, lojaId: string): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const [base, anterior] = await Promise.all([lojaPublicada(db, tx, lojaId), tx.get(catalogoDoc(db, lojaId))]);
    if (!emPaginas(anterior)) return false;
    const gravar = await destinosDoCatalogo(db, tx, lojaId, base.loja.subdominio, anterior);
    gravar({ ...catalogoLido(anterior), ...base });
    return true;
  });
}

/**
 * These products as their records now are (gone or inactive: no longer listed), each in the page
 * whose range of the owner's order holds it. Reads the shop's document, its slug copy, the
 * products and the pages their `ordem` falls in (one each, usually); writes the pages that changed
 * and, when the first page or the page list changed, the shop's document and its copy. A deleted
 * product has no ordem left to find its page by: every page is read for it (one round trip), only
 * its page is written. False when the document must be rebuilt whole.
 */
async function publishProdutos(db: Firestore, lojaId: string, alterados: string[]): Promise<boolean> {
  const paginasRef = paginasCollection(db, lojaId);
  // A combo shows its items' "Esgotado" (issue 47): the combos holding a changed product are published with it.
  const ids = [...new Set([...alterados, ...(await produtosRepository(db).combosDoItem(lojaId, alterados))])];
  return db.runTransaction(async (tx) => {
    const anterior = await tx.get(catalogoDoc(db, lojaId));
    if (!emPaginas(anterior)) return false;
    const catalogo = catalogoLido(anterior);
    const resumos = catalogo.paginas!;
    const slug = SLUG_PATTERN.test(catalogo.loja.subdominio) ? catalogo.loja.subdominio : '';
    const [registros, copia] = await Promise.all([
      produtosRepository(db).getOrdenados(tx, lojaId, ids),
      slug ? tx.get(catalogoPorSlugDoc(db, slug)) : null,
    ]);
    const porId = new Map(registros.map((registro) => [registro.id, registro]));
    const itensALer = [...new Set(registros.flatMap((registro) => registro.combo?.itens.map((item) => item.produto_id) ?? []))];
    const itens = new Map<string, Produto>(porId);
    const faltam = itensALer.filter((id) => !porId.has(id));
    if (faltam.length > 0) for (const item of await produtosRepository(db).getOrdenados(tx, lojaId, faltam)) itens.set(item.id, item);
    const aLer = new Set<number>();
    for (const id of ids) {
      const registro = porId.get(id);
      const indices = registro ? paginasDaOrdem(resumos, registro.ordem) : resumos.map((_, indice) => indice + 1);
      indices.filter((indice) => indice > 0).forEach((indice) => aLer.add(indice));
    }
    const indicesLidos = [...aLer];
    const lidas = indicesLidos.length > 0 ? await tx.getAll(...indicesLidos.map((indice) => paginasRef.doc(resumos[indice - 1]!.id))) : [];

    // Index 0 is the first page (in the shop's document), i the later page resumos[i - 1]; null: not read, untouched.
    const paginas: Array<Pagina | null> = [{ id: PRIMEIRA_PAGINA, produtos: catalogo.produtos }, ...resumos.map(() => null)];
    indicesLidos.forEach((indice, posicao) => {
      paginas[indice] = {
        id: resumos[indice - 1]!.id,
        produtos: (lidas[posicao]!.get('produtos') as ProdutoPublicado[] | undefined) ?? [],
      };
    });
    const mudadas = new Set<Pagina>();
    const removidos = new Set(ids);
    for (const pagina of paginas) {
      if (!pagina?.produtos.some(({ id }) => removidos.has(id))) continue;
      pagina.produtos = pagina.produtos.filter(({ id }) => !removidos.has(id));
      mudadas.add(pagina);
    }
    for (const registro of registros.filter(({ ativo }) => ativo)) {
      const pagina = paginas[paginaDaChave(resumos, registro)];
      if (!pagina) return false; // not read: cannot happen while its ordem's pages are read, but never guess
      pagina.produtos = inserir(pagina.produtos, publicado(registro, itens));
      mudadas.add(pagina);
    }
    if (mudadas.size === 0) return true;

    let proxima = catalogo.proxima_pagina ?? resumos.length + 1;
    const novoId = () => `p${proxima++}`;
    const [primeira, ...transbordo] = dividir(paginas[0]!, novoId);
    if (primeira!.produtos.length === 0 && resumos.length > 0) return false;
    // The later pages in the order of their ranges: the first page's overflow, then each as it now is.
    const novosResumos: PaginaResumo[] = [];
    const escrever = (pagina: Pagina) => {
      tx.set(paginasRef.doc(pagina.id), paginaData(pagina.produtos));
      novosResumos.push(resumoDe(pagina));
    };
    transbordo.forEach(escrever);
    paginas.slice(1).forEach((pagina, posicao) => {
      if (!pagina || !mudadas.has(pagina)) novosResumos.push(resumos[posicao]!);
      else if (pagina.produtos.length === 0) tx.delete(paginasRef.doc(pagina.id));
      else dividir(pagina, novoId).forEach(escrever);
    });
    if (mudadas.has(paginas[0]!) || !isDeepStrictEqual(novosResumos, resumos)) {
      const documento = {
        ...catalogo,
        produtos: primeira!.produtos,
        paginas: novosResumos,
        proxima_pagina: proxima,
        atualizado_em: FieldValue.serverTimestamp(),
      };
      tx.set(catalogoDoc(db, lojaId), documento);
      if (copia?.get('lojista_id') === lojaId) tx.set(copia.ref, documento);
    }
    return true;
  });
}

/** The rebuild itself: publishCatalogo, or in the API tests one that fails after the commit (app.ts AppOptions). */
export type PublishCatalogo = (db: Firestore, lojaId: string, publicacao: Publicacao) => Promise<void>;

/**
 * Marks, in the write's own transaction, what of the shop `lojaId`'s catalogue is to be published
 * (model/publicacoes-pendentes.ts). A blind write merged field by field: no read, so it neither
 * slows the write nor makes it contend with the shop's other writes. Null or no product: nothing.
 */
export function markPublish(db: Firestore, tx: Transaction, lojaId: string, publicacao: Publicacao | null): void {
  if (publicacao === null || (typeof publicacao === 'object' && publicacao.produtos.length === 0)) return;
  const alcance =
    publicacao === 'tudo'
      ? { tudo: true }
      : publicacao === 'loja'
        ? { loja: true }
        : Object.fromEntries(publicacao.produtos.map((id) => [campoProduto(id), true]));
  tx.set(
    publicacaoPendenteDoc(db, lojaId),
    { marca: randomUUID(), publicar_em: FieldValue.serverTimestamp(), ...alcance },
    { merge: true },
  );
}

/** The mark as the publishes that cover it: everything, or the shop's document and then its products. */
function publicacoesDaMarca(pendente: PublicacaoPendente): Publicacao[] {
  if (pendente.tudo) return ['tudo'];
  const produtos = produtosDaMarca(pendente);
  return [...(pendente.loja ? (['loja'] as const) : []), ...(produtos.length > 0 ? [{ produtos }] : [])];
}

/**
 * The one way the catalogue gets published after a write: `mark` in the write's transaction,
 * `publishPendente` once it committed (the request), and the job (jobs/publish-pendentes.ts) for
 * what a request left. Transactions that are not saveAndPublish's (orders, status changes) get
 * this port.
 */
export interface CatalogoPublisher {
  /** markPublish, in this database. */
  mark(tx: Transaction, lojaId: string, publicacao: Publicacao | null): void;
  /**
   * publishPendente for a request that has just committed: it waits for the rebuild at most
   * `esperaMaximaMs` (half the request deadline), so a slow rebuild never holds the saved write's answer past the
   * request deadline (a 503 would tell the client nothing was saved, and its retry would write
   * again). A rebuild still running then finishes on its own, or the job publishes the mark.
   */
  publishAfterCommit(lojaId: string): Promise<void>;
  /**
   * Publishes what the shop's mark says (its own write's and any other's merged in), then deletes
   * the mark in a transaction only if no newer mark arrived meanwhile: that one's request (or the
   * job) publishes it. Never rejects: a failed rebuild is logged, answers false and leaves the
   * mark for the job. A shop deleted since has nothing left to publish: its mark goes.
   */
  publishPendente(lojaId: string): Promise<boolean>;
}

export function createCatalogoPublisher(
  db: Firestore,
  publish: PublishCatalogo = publishCatalogo,
  esperaMaximaMs = ESPERA_DA_PUBLICACAO_MS,
): CatalogoPublisher {
  const mark: CatalogoPublisher['mark'] = (tx, lojaId, publicacao) => markPublish(db, tx, lojaId, publicacao);
  /*
   * One rebuild of a shop at a time in this instance, and at most one queued behind it: a rush of
   * orders (each a stock change) would otherwise run as many concurrent rebuilds of the same page,
   * contending in Firestore, each reading and writing it again. Every caller committed its write
   * (and merged its mark) before it calls, so the one rebuild that starts after the running one
   * ends covers them all; the running one may have read the mark before their writes did.
   */
  const emCurso = new Map<string, Promise<boolean>>();
  const enfileiradas = new Map<string, Promise<boolean>>();
  function iniciar(lojaId: string): Promise<boolean> {
    const rodada = publishMarca(lojaId).finally(() => {
      if (emCurso.get(lojaId) === rodada) emCurso.delete(lojaId);
    });
    emCurso.set(lojaId, rodada);
    return rodada;
  }
  function publishPendente(lojaId: string): Promise<boolean> {
    const atual = emCurso.get(lojaId);
    if (!atual) return iniciar(lojaId);
    let seguinte = enfileiradas.get(lojaId);
    if (!seguinte) {
      seguinte = atual.then(() => {
        enfileiradas.delete(lojaId);
        return iniciar(lojaId);
      });
      enfileiradas.set(lojaId, seguinte);
    }
    return seguinte;
  }
  async function publishMarca(lojaId: string): Promise<boolean> {
    const ref = publicacaoPendenteDoc(db, lojaId);
    try {
      const lida = await ref.get();
      if (!lida.exists) return true;
      const pendente = lida.data() as PublicacaoPendente;
      try {
        for (const publicacao of publicacoesDaMarca(pendente)) await publish(db, lojaId, publicacao);
      } catch (error) {
        // A shop deleted since (its records go before its mark does) has nothing left to publish.
        if ((await lojistaDoc(db, lojaId).get()).exists) throw error;
      }
      await db.runTransaction(async (tx) => {
        if ((await tx.get(ref)).get('marca') === pendente.marca) tx.delete(ref);
      });
      return true;
    } catch (error) {
      logger.error('Catálogo não publicado: a marca fica para publishCatalogosPendentes', error, { lojaId });
      return false;
    }
  }
  async function publishAfterCommit(lojaId: string): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const espera = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, esperaMaximaMs);
      timer.unref();
    });
    await Promise.race([publishPendente(lojaId), espera]);
    clearTimeout(timer);
  }
  return { mark, publishPendente, publishAfterCommit };
}

/** Half the default request deadline (REQUEST_DEADLINE_MS, 20 s): room for the write's own transaction. */
const ESPERA_DA_PUBLICACAO_MS = 10_000;

/**
 * A write of the shop `lojaId`'s records that may change what its customers see (products,
 * categories, settings, WhatsApp, slug, status): `change` runs in one transaction, which also
 * marks the catalogue to publish as far as `publicacao` says the change reaches (everything when
 * not given; a function of the change's result when it names a product the change created, or
 * null when the change turned out to write nothing). Once it has committed the catalogue is
 * published (publishPendente); a failed rebuild does not fail the saved write, the job publishes
 * it within a minute. Services that change such records get only this, never a bare transaction,
 * so none can forget to publish. A change that throws writes, marks and publishes nothing.
 */
export type SaveAndPublish = <T>(
  lojaId: string,
  change: (tx: Transaction) => Promise<T>,
  publicacao?: Publicacao | ((resultado: T) => Publicacao | null),
) => Promise<T>;

export function createSaveAndPublish(db: Firestore, publisher: CatalogoPublisher = createCatalogoPublisher(db)): SaveAndPublish {
  return async (lojaId, change, publicacao = 'tudo') => {
    const result = await db.runTransaction(async (tx) => {
      const resultado = await change(tx);
      publisher.mark(tx, lojaId, typeof publicacao === 'function' ? publicacao(resultado) : publicacao);
      return resultado;
    });
    await publisher.publishAfterCommit(lojaId);
    return result;
  };
}
