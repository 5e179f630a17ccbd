import { alertaPedidoParadoMin, type Atendimento, type AtendimentoResponse } from '@vitrine/shared';
import type { LojistasRepository } from '../../model/lojistas.js';
import type { SaveAndPublish } from '../../model/publish.js';
import { AppError } from '../../platform/http/errors.js';

/** The settings with the minutes of the waiting-order push in force, saved before the setting existed or not. */
const comAlerta = (atendimento: Atendimento): Atendimento => ({
  ...atendimento,
  alerta_pedido_parado_min: alertaPedidoParadoMin(atendimento),
});

/**
 * The owner's service settings ("Atendimento"): delivery, pickup, fees, minimum, payment and hours,
 * and when an order left waiting is pushed again. Customers see them in the catalogue and the order
 * enforces them, so a save republishes it.
 */
export function atendimentoService({ lojistas, saveAndPublish }: { lojistas: LojistasRepository; saveAndPublish: SaveAndPublish }) {
  return {
    async read(lojaId: string): Promise<AtendimentoResponse> {
      const salvo = (await lojistas.require(lojaId)).atendimento;
      return { atendimento: salvo ? comAlerta(salvo) : null };
    },

    /** Replaces the whole settings with the form's, already normalized by atendimentoSchema; a field left out takes its default. */
    async save(lojaId: string, form: Atendimento): Promise<AtendimentoResponse> {
      const atendimento = comAlerta(form);
      await saveAndPublish(lojaId, (tx) => lojistas.requireAndUpdate(tx, lojaId, { atendimento }), 'loja');
      return { atendimento };
    },

    /**
     * PUT /api/loja/pausa: pausing or resuming orders alone, what the counter (atendente) may do
     * without the rest of the settings. A shop that never saved them has nothing to pause.
     */
    async savePausa(lojaId: string, pausado: boolean): Promise<AtendimentoResponse> {
      let atendimento: Atendimento | undefined;
      await saveAndPublish(
        lojaId,
        async (tx) => {
          const salvo = (await lojistas.require(lojaId, tx)).atendimento;
          if (!salvo)
            throw new AppError(
              409,
              'A loja ainda não configurou o atendimento. Peça ao dono para configurá-lo antes de pausar os pedidos.',
            );
          atendimento = comAlerta({ ...salvo, pausado });
          lojistas.update(tx, lojaId, { atendimento });
        },
        'loja',
      );
      return { atendimento: atendimento! };
    },
  };
}

export type AtendimentoService = ReturnType<typeof atendimentoService>;
