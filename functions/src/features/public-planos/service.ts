import type { PlanoPublico } from '@vitrine/shared';
import type { PublicPlanosRepository } from './repository.js';

/** The landing page's price table: cheapest first, plans of the same price by id (the order the admin created them). */
export function publicPlanosService({ planos }: { planos: PublicPlanosRepository }) {
  return {
    async list(): Promise<PlanoPublico[]> {
      const todos = await planos.list();
      return todos.sort((a, b) => a.preco - b.preco || Number(a.id) - Number(b.id));
    },
  };
}

export type PublicPlanosService = ReturnType<typeof publicPlanosService>;
