import type { Firestore } from 'firebase-admin/firestore';
import { SLUG_PATTERN } from '@vitrine/shared';
import { isDocId } from '../../platform/http/validate.js';
import type { CatalogoPublico } from '../catalogo/publish.js';

/** How a public URL names a shop: /catalogo/{lojistaId} or /loja/{slug}. */
export type LojaRef = { lojistaId: string } | { slug: string };

/**
 * The public side of the data: catalogos/{uid} (one document per shop, see catalogo/publish.ts)
 * and slugs/{slug} {lojista_id}. A catalogue view costs one read by id, two by slug.
 */
export function catalogoPublicoRepository(db: Firestore) {
  const catalogos = db.collection('catalogos');
  const slugs = db.collection('slugs');
  return {
    /** The owner's uid that the reference names; null when malformed or unknown (no read for a malformed one). */
    async lojistaId(ref: LojaRef): Promise<string | null> {
      if ('lojistaId' in ref) return isDocId(ref.lojistaId) ? ref.lojistaId : null;
      if (!SLUG_PATTERN.test(ref.slug)) return null;
      const dono: unknown = (await slugs.doc(ref.slug).get()).get('lojista_id');
      return typeof dono === 'string' && isDocId(dono) ? dono : null;
    },

    async catalogo(lojistaId: string): Promise<CatalogoPublico | null> {
      const snapshot = await catalogos.doc(lojistaId).get();
      return snapshot.exists ? (snapshot.data() as CatalogoPublico) : null;
    },
  };
}

export type CatalogoPublicoRepository = ReturnType<typeof catalogoPublicoRepository>;
