import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { SLUGS_RESERVADOS } from '@vitrine/shared';
import { AppError } from '../platform/http/errors.js';

const SLUG_EM_USO = 'Este link já está em uso por outra loja. Escolha outro.';
/** gRPC ALREADY_EXISTS: a create lost a race for the same document. */
const ALREADY_EXISTS = 6;

/** 409 on the form's link field: the slug is reserved or another shop's (owner-loja, owner-lojas). */
export const slugEmUso = () => new AppError(409, SLUG_EM_USO, { subdominio: [SLUG_EM_USO] });

/** A transaction that claimed a slug and lost the race for it (its create failed at commit) answers slugEmUso. */
export const slugPerdidoNaCorrida = (error: unknown): unknown =>
  (error as { code?: unknown }).code === ALREADY_EXISTS ? slugEmUso() : error;

/** Refuses a reserved slug before any read: the links the site itself uses. */
export function slugLivreDeReserva(slug: string): void {
  if (SLUGS_RESERVADOS.has(slug)) throw slugEmUso();
}

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
    /** Outside a transaction (a public read, the brand page): the lojaId of the shop that holds the slug, null when free. */
    async read(slug: string): Promise<string | null> {
      return ((await slugDoc(db, slug).get()).get('lojista_id') as string | undefined) ?? null;
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
