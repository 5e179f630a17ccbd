import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { catalogosRepository } from '../../src/model/catalogos.js';

/** A Firestore of plain objects that counts its reads: `{ 'catalogos/u1': {...} }`. */
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

const catalogo = (uid: string) => ({ lojista_id: uid, status: 'ativo', loja: { nome_loja: uid }, produtos: [], categorias: [] });

describe('public catalogue documents kept in memory per instance', () => {
  it('when a shop is viewed by slug, then one read of its copy under the slug; by id, one read of catalogos/{uid}', async () => {
    const { db, leituras } = firestoreFalso({ 'catalogos_por_slug/demo': catalogo('u1'), 'catalogos/u1': catalogo('u1') });
    const repo = catalogosRepository(db);
    expect((await repo.catalogo({ slug: 'demo' }))?.lojista_id).toBe('u1');
    expect((await repo.catalogo({ lojistaId: 'u1' }))?.lojista_id).toBe('u1');
    expect(leituras).toEqual(['catalogos_por_slug/demo', 'catalogos/u1']);
  });

  it('when a shop published before the copy existed is viewed by slug, then slugs/{slug} leads to its document', async () => {
    const { db, leituras } = firestoreFalso({ 'slugs/antiga': { lojista_id: 'u2' }, 'catalogos/u2': catalogo('u2') });
    expect((await catalogosRepository(db).catalogo({ slug: 'antiga' }))?.lojista_id).toBe('u2');
    expect(leituras).toEqual(['catalogos_por_slug/antiga', 'slugs/antiga', 'catalogos/u2']);
  });

  it('when many views come at once and again within the TTL, then one read serves them all; after it, one more', async () => {
    let agora = 0;
    const { db, leituras } = firestoreFalso({ 'catalogos/u1': catalogo('u1') });
    const repo = catalogosRepository(db, { ttlMs: 5000, now: () => agora });
    const vistas = await Promise.all(Array.from({ length: 50 }, () => repo.catalogo({ lojistaId: 'u1' })));
    expect(new Set(vistas).size).toBe(1);
    agora = 4999;
    await repo.catalogo({ lojistaId: 'u1' });
    expect(leituras).toHaveLength(1);
    agora = 5000;
    await repo.catalogo({ lojistaId: 'u1' });
    expect(leituras).toHaveLength(2);
  });

  it('when more shops are viewed than it keeps, then the least recently viewed is read again', async () => {
    const documentos = Object.fromEntries(['a', 'b', 'c'].map((uid) => [`catalogos/${uid}`, catalogo(uid)]));
    const { db, leituras } = firestoreFalso(documentos);
    const repo = catalogosRepository(db, { maxEntradas: 2 });
    for (const uid of ['a', 'b', 'a', 'c', 'a', 'b']) await repo.catalogo({ lojistaId: uid });
    // a, b read; a from memory; c read (b, least recent, out); a from memory; b read again.
    expect(leituras).toEqual(['catalogos/a', 'catalogos/b', 'catalogos/c', 'catalogos/b']);
  });

  it('when a reference is malformed, then no read at all', async () => {
    const { db, leituras } = firestoreFalso({});
    const repo = catalogosRepository(db);
    expect(await repo.catalogo({ slug: 'NÃO' })).toBeNull();
    expect(await repo.catalogo({ lojistaId: '..' })).toBeNull();
    expect(await repo.lojistaId({ lojistaId: 'u1' })).toBe('u1');
    expect(leituras).toEqual([]);
  });
});
