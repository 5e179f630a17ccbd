import { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { catalogoDoc, catalogoPorSlugDoc, catalogosRepository } from '../../src/model/catalogos.js';
import { slugDoc } from '../../src/model/slugs.js';

// Document paths as the model spells them (a Firestore client that never connects: paths only).
const caminhos = new Firestore({ projectId: 'unit' });
const porId = (lojaId: string) => catalogoDoc(caminhos, lojaId).path;
const porSlug = (slug: string) => catalogoPorSlugDoc(caminhos, slug).path;
const doSlug = (slug: string) => slugDoc(caminhos, slug).path;

/** A Firestore of plain objects, keyed by path, that counts its reads: `{ [porId('u1')]: {...} }`. */
function firestoreFalso(documentos: Record<string, Record<string, unknown>>) {
  const leituras: string[] = [];
  const db = {
    collection: (colecao: string) => ({
      doc: (id: string) => ({
        get: async () => {
          leituras.push(`${colecao}/${id}`);
          await new Promise((resolve) => setTimeout(resolve, 1));
          const dados = documentos[`${colecao}/${id}`];
          return { exists: !!dados, data: () => dados, get: (campo: string) => dados?.[campo] };
        },
      }),
    }),
  } as unknown as Firestore;
  return { db, leituras };
}

const catalogo = (lojaId: string) => ({ lojista_id: lojaId, status: 'ativo', loja: { nome_loja: lojaId }, produtos: [], categorias: [] });

describe('public catalogue documents kept in memory per instance', () => {
  it('when a shop is viewed by slug, then one read of its copy under the slug; by id, one read of catalogos/{lojaId}', async () => {
    const { db, leituras } = firestoreFalso({ [porSlug('demo')]: catalogo('u1'), [porId('u1')]: catalogo('u1') });
    const repo = catalogosRepository(db);
    expect((await repo.catalogo({ slug: 'demo' }))?.lojista_id).toBe('u1');
    expect((await repo.catalogo({ lojaId: 'u1' }))?.lojista_id).toBe('u1');
    expect(leituras).toEqual([porSlug('demo'), porId('u1')]);
  });

  it('when a shop published before the copy existed is viewed by slug, then slugs/{slug} leads to its document', async () => {
    const { db, leituras } = firestoreFalso({ [doSlug('antiga')]: { lojista_id: 'u2' }, [porId('u2')]: catalogo('u2') });
    expect((await catalogosRepository(db).catalogo({ slug: 'antiga' }))?.lojista_id).toBe('u2');
    expect(leituras).toEqual([porSlug('antiga'), doSlug('antiga'), porId('u2')]);
  });

  it('when many views come at once and again within the TTL, then one read serves them all; after it, one more', async () => {
    let agora = 0;
    const { db, leituras } = firestoreFalso({ [porId('u1')]: catalogo('u1') });
    const repo = catalogosRepository(db, { ttlMs: 5000, now: () => agora });
    const vistas = await Promise.all(Array.from({ length: 50 }, () => repo.catalogo({ lojaId: 'u1' })));
    expect(new Set(vistas).size).toBe(1);
    agora = 4999;
    await repo.catalogo({ lojaId: 'u1' });
    expect(leituras).toHaveLength(1);
    agora = 5000;
    await repo.catalogo({ lojaId: 'u1' });
    expect(leituras).toHaveLength(2);
  });

  it('when more shops are viewed than it keeps, then the least recently viewed is read again', async () => {
    const documentos = Object.fromEntries(['a', 'b', 'c'].map((lojaId) => [porId(lojaId), catalogo(lojaId)]));
    const { db, leituras } = firestoreFalso(documentos);
    const repo = catalogosRepository(db, { maxEntradas: 2 });
    for (const lojaId of ['a', 'b', 'a', 'c', 'a', 'b']) await repo.catalogo({ lojaId });
    // a, b read; a from memory; c read (b, least recent, out); a from memory; b read again.
    expect(leituras).toEqual(['a', 'b', 'c', 'b'].map(porId));
  });

  it('when a reference is malformed, then no read at all', async () => {
    const { db, leituras } = firestoreFalso({});
    const repo = catalogosRepository(db);
    expect(await repo.catalogo({ slug: 'NÃO' })).toBeNull();
    expect(await repo.catalogo({ lojaId: '..' })).toBeNull();
    expect(await repo.lojaId({ lojaId: 'u1' })).toBe('u1');
    expect(leituras).toEqual([]);
  });
});
