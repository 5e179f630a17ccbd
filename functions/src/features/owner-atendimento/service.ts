import type { Atendimento, AtendimentoResponse } from '@vitrine/shared';
import type { LojistasRepository } from '../../model/lojistas.js';
import type { SaveAndPublish } from '../../model/publish.js';

/**
 * The owner's service settings ("Atendimento"): delivery, pickup, fees, minimum, payment and hours.
 * Customers see them in the catalogue and the order enforces them, so a save republishes it.
 */
export function atendimentoService({ lojistas, saveAndPublish }: { lojistas: LojistasRepository; saveAndPublish: SaveAndPublish }) {
  return {
    async read(uid: string): Promise<AtendimentoResponse> {
      return { atendimento: (await lojistas.require(uid)).atendimento ?? null };
    },

    /** Replaces the whole settings with the form's, already normalized by atendimentoSchema. */
    async save(uid: string, atendimento: Atendimento): Promise<AtendimentoResponse> {
      await saveAndPublish(
        uid,
        async (tx) => {
          await lojistas.require(uid, tx);
          lojistas.update(tx, uid, { atendimento });
        },
        'loja',
      );
      return { atendimento };
    },
  };
}

export type AtendimentoService = ReturnType<typeof atendimentoService>;
