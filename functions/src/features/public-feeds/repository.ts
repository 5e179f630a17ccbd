import type { Firestore } from 'firebase-admin/firestore';
import { catalogosCollection } from '../../model/catalogos.js';
import { lojistaDoc } from '../../model/lojistas.js';

/** What the feeds and the sitemap read besides the catalogue: the shop's switch, and which shops are up. */
export function feedsRepository(db: Firestore) {
  return {
    /** lojistas/{lojaId}.feeds_ativos (owner-canais): absent is on. */
    async feedsAtivos(lojaId: string): Promise<boolean> {
      return (await lojistaDoc(db, lojaId).get()).get('feeds_ativos') !== false;
    },

    /** The published catalogues of shops the admin left active (one query on a top-level field), with their slugs. */
    async lojasAtivas(): Promise<{ lojaId: string; subdominio: string | null }[]> {
      const snapshot = await catalogosCollection(db).where('status', '==', 'ativo').select('loja').get();
      return snapshot.docs.map((doc) => ({
        lojaId: doc.id,
        subdominio: (doc.get('loja') as { subdominio?: string } | undefined)?.subdominio || null,
      }));
    },
  };
}

export type FeedsRepository = ReturnType<typeof feedsRepository>;
