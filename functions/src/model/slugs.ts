import type { Firestore, Transaction } from 'firebase-admin/firestore';

/** slugs/{slug} {lojista_id}: one document per slug in use makes a slug unique across shops. */
export const slugDoc = (db: Firestore, slug: string) => db.collection('slugs').doc(slug);

export interface SlugDocument {
  lojista_id: string;
}

/** Reads and writes join the caller's transaction. */
export function slugsRepository(db: Firestore) {
  return {
    /** The lojaId of the shop that holds the slug, null when it is free. */
    async findLojistaId(tx: Transaction, slug: string): Promise<string | null> {
      return ((await tx.get(slugDoc(db, slug))).get('lojista_id') as string | undefined) ?? null;
    },
    /** `create`, not `set`: should two shops race for a free slug, the second commit fails. */
    create(tx: Transaction, slug: string, lojaId: string): void {
      const slugDocument: SlugDocument = { lojista_id: lojaId };
      tx.create(slugDoc(db, slug), slugDocument);
    },
    delete(tx: Transaction, slug: string): void {
      tx.delete(slugDoc(db, slug));
    },
  };
}

export type SlugsRepository = ReturnType<typeof slugsRepository>;
