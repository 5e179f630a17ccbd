import type { Firestore, Transaction } from 'firebase-admin/firestore';

/** slugs/{slug} {lojista_id}: one document per slug in use makes a slug unique across shops. */
export function slugsRepository(db: Firestore) {
  const collection = db.collection('slugs');
  return {
    async dono(tx: Transaction, slug: string): Promise<string | null> {
      return ((await tx.get(collection.doc(slug))).get('lojista_id') as string | undefined) ?? null;
    },
    /** `create`, not `set`: should two shops race for a free slug, the second commit fails. */
    reservar(tx: Transaction, slug: string, uid: string): void {
      tx.create(collection.doc(slug), { lojista_id: uid });
    },
    liberar(tx: Transaction, slug: string): void {
      tx.delete(collection.doc(slug));
    },
  };
}
