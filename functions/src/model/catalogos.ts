import type { Firestore } from 'firebase-admin/firestore';
import {
  CODIGO_LOJA_INDISPONIVEL,
  slugValido,
  type Categoria,
  type LojaContato,
  type LojaPublica,
  type LojistaStatus,
} from '@vitrine/shared';
import { imagemOuNenhuma } from '@vitrine/shared/imagens';
import { CodedAppError } from '../platform/http/errors.js';
import { isDocId } from '../platform/http/validate.js';
import type { PaginaResumo, ProdutoPublicado } from './catalogo-paginas.js';
import { slugDoc } from './slugs.js';
import type { LojaRef } from '@vitrine/shared/links';

/**
 * catalogos/{lojaId}: everything a public catalogue view needs in one read. Only what customers may
 * see: no owner e-mail, no counters, no inactive products. `status` is the owner's (set by the
 * admin, who republishes on change) so that an unavailable shop is refused without another read.
 * Written only by publishCatalogo (model/publish.ts).
 */
export const catalogosCollection = (db: Firestore) => db.collection('catalogos');
export const catalogoDoc = (db: Firestore, lojaId: string) => catalogosCollection(db).doc(lojaId);
/** catalogos_por_slug/{slug}: the same document under the shop's slug, so that /loja/{slug} costs one read too. */
export const catalogoPorSlugDoc = (db: Firestore, slug: string) => db.collection('catalogos_por_slug').doc(slug);
/**
 * catalogos/{lojaId}/paginas/{id}: the catalogue's products after its first page (which the document
 * itself holds), for shops with more products than one page (publish.ts).
 */
export const paginasCollection = (db: Firestore, lojaId: string) => catalogoDoc(db, lojaId).collection('paginas');

export interface CatalogoPublico {
  lojista_id: string;
  status: LojistaStatus;
  loja: LojaPublica;
  /** The first page (model/catalogo-paginas.ts); every product in a document published before the pages. */
  produtos: ProdutoPublicado[];
  categorias: Categoria[];
  /** The later pages in order; absent in a document published before the pages. */
  paginas?: PaginaResumo[];
  /** The number the next new page's id takes (p1, p2…): ids are never reused while the list knows them. */
  proxima_pagina?: number;
}

/** What customers are told when the catalogue they name is missing or unavailable, whatever they asked of it. */
export const LOJA_NAO_ENCONTRADA = 'Loja não encontrada';
export const PRODUTO_NAO_ENCONTRADO = 'Produto não encontrado';
export const LOJA_INDISPONIVEL = 'Loja indisponível';
/** 403 for a shop the admin suspended or deactivated; the catalogue's reads pass its contact, so customers can still reach it. */
export const lojaIndisponivel = (contato?: LojaContato) =>
  new CodedAppError(403, LOJA_INDISPONIVEL, CODIGO_LOJA_INDISPONIVEL, contato && { loja: contato });

type OnPublish = (lojaId: string) => void;
const listeners = new Set<OnPublish>();

/** Called after every publish of this process commits: the public reads' per-instance cache forgets what it kept. */
export function onPublish(listener: OnPublish): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For publishCatalogo, once its transaction committed. */
export function notifyPublished(lojaId: string): void {
  listeners.forEach((listener) => listener(lojaId));
}

const produtosComImagensSeguras = (produtos: ProdutoPublicado[]) =>
  produtos.map((produto) => ({ ...produto, imagem_url: imagemOuNenhuma(produto.imagem_url) }));

/**
 * A document as published, without the pictures a page may not show (imagemUrlSegura): a document
 * published before that rule may still hold one (issue 24: a logo at /api/logout). Publishing reads
 * the records through the same rule, so a new document never does.
 */
const comImagensSeguras = (catalogo: CatalogoPublico): CatalogoPublico => ({
  ...catalogo,
  loja: { ...catalogo.loja, logo_url: imagemOuNenhuma(catalogo.loja.logo_url) },
  produtos: produtosComImagensSeguras(catalogo.produtos ?? []),
});

export type { LojaRef };

export interface CacheOptions {
  /** How long this instance answers from memory. The CDN keeps a public answer 60 s more; 0 turns the cache off. */
  ttlMs?: number;
  /** At most this many shops' documents (by id and by slug count apart). */
  maxEntradas?: number;
  now?: () => number;
}

/** A few seconds: every public view of a busy shop in that window costs no read, and no instance lags far behind the CDN. */
export const CACHE_TTL_MS = 5_000;
export const CACHE_MAX_ENTRADAS = 200;

/**
 * The public side of the data: catalogos/{lojaId} and its copy catalogos_por_slug/{slug}, so that a catalogue view costs one read by id and one by slug, at any size.
 * A shop published before the copy existed is found through slugs/{slug} {lojista_id} (two reads)
 * until its next publish.
 *
 * Documents are kept in memory for a few seconds (bounded, least recently used out first):
 * concurrent views share one read, and a publish from this process clears them at once.
 */
export function catalogosRepository(
  db: Firestore,
  { ttlMs = CACHE_TTL_MS, maxEntradas = CACHE_MAX_ENTRADAS, now = Date.now }: CacheOptions = {},
) {
  const cache = new Map<string, { ate: number; valor: Promise<unknown> }>();
  // Held weakly: an app that is gone (tests build many) leaves no cache behind in the listeners.
  const cacheFraco = new WeakRef(cache);
  const unsubscribe = onPublish(() => {
    const guardados = cacheFraco.deref();
    if (guardados) guardados.clear();
    else unsubscribe();
  });

  async function read(ref: LojaRef): Promise<CatalogoPublico | null> {
    if ('lojaId' in ref) {
      const snapshot = await catalogoDoc(db, ref.lojaId).get();
      return snapshot.exists ? comImagensSeguras(snapshot.data() as CatalogoPublico) : null;
    }
    const copia = await catalogoPorSlugDoc(db, ref.slug).get();
    if (copia.exists) return comImagensSeguras(copia.data() as CatalogoPublico);
    const dono: unknown = (await slugDoc(db, ref.slug).get()).get('lojista_id');
    return typeof dono === 'string' && isDocId(dono) ? read({ lojaId: dono }) : null;
  }

  /** One cache for the shops' documents and their pages: `chave` names what `ler` reads. */
  function cached<T>(chave: string, ler: () => Promise<T>): Promise<T> {
    if (ttlMs <= 0) return ler();
    const agora = now();
    const guardado = cache.get(chave);
    cache.delete(chave);
    if (guardado && guardado.ate > agora) {
      cache.set(chave, guardado); // most recently used: last in the map's order
      return guardado.valor as Promise<T>;
    }
    const entrada = { ate: agora + ttlMs, valor: ler() };
    cache.set(chave, entrada);
    // A failed read is not kept: the next view asks again.
    entrada.valor.catch(() => {
      if (cache.get(chave) === entrada) cache.delete(chave);
    });
    while (cache.size > maxEntradas) cache.delete(cache.keys().next().value!);
    return entrada.valor;
  }

  const cachedRead = (ref: LojaRef) => cached('lojaId' in ref ? `id:${ref.lojaId}` : `slug:${ref.slug}`, () => read(ref));

  /** Whether the reference can name a shop at all: a malformed one costs no read. */
  const isValid = (ref: LojaRef) => ('lojaId' in ref ? isDocId(ref.lojaId) : slugValido(ref.slug));

  return {
    /** The id of the shop that the reference names; null when malformed or unknown (no read for a malformed one, none by id). */
    async lojaId(ref: LojaRef): Promise<string | null> {
      if (!isValid(ref)) return null;
      if ('lojaId' in ref) return ref.lojaId;
      return (await cachedRead(ref))?.lojista_id ?? null;
    },

    /** The shop's public document, or null when there is none. */
    async catalogo(ref: LojaRef): Promise<CatalogoPublico | null> {
      return isValid(ref) ? cachedRead(ref) : null;
    },

    /** A later page's products (catalogos/{lojaId}/paginas/{id}), or null when there is no such page. */
    async pagina(lojaId: string, paginaId: string): Promise<ProdutoPublicado[] | null> {
      if (!isDocId(lojaId) || !isDocId(paginaId)) return null;
      return cached(`pagina:${lojaId}/${paginaId}`, async () => {
        const snapshot = await paginasCollection(db, lojaId).doc(paginaId).get();
        return snapshot.exists ? produtosComImagensSeguras((snapshot.get('produtos') as ProdutoPublicado[] | undefined) ?? []) : null;
      });
    },
  };
}

export type CatalogosRepository = ReturnType<typeof catalogosRepository>;
