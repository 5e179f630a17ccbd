import type { Fidelidade, FidelidadeResponse } from '@vitrine/shared';
import { fidelidadeOf, type LojistasRepository } from '../../model/lojistas.js';
import type { RunTransaction } from '../../model/transaction.js';

/**
 * The shop's loyalty card (GET/PUT /api/loja/fidelidade, issue 29). Customers never read it from
 * the catalogue: an order applies it, and a customer's tracking page shows their own card, so a
 * save publishes nothing.
 */
export function fidelidadeService({ lojistas, runTransaction }: { lojistas: LojistasRepository; runTransaction: RunTransaction }) {
  return {
    async read(lojaId: string): Promise<FidelidadeResponse> {
      return { fidelidade: fidelidadeOf(await lojistas.require(lojaId)) };
    },

    /** Replaces the whole card. Stamps already earned stay with the customers, whatever the new settings. */
    async save(lojaId: string, fidelidade: Fidelidade): Promise<FidelidadeResponse> {
      await runTransaction((tx) => lojistas.requireAndUpdate(tx, lojaId, { fidelidade }));
      return { fidelidade };
    },
  };
}

export type FidelidadeService = ReturnType<typeof fidelidadeService>;
