import { AVALIACAO_NAO_ENCONTRADA, type AvaliacaoDoLojista, type AvaliacaoUpdate, type AvaliacoesDoLojistaResponse } from '@vitrine/shared';
import type { AvaliacoesRepository } from '../../model/avaliacoes.js';
import { AppError } from '../../platform/http/errors.js';

/** The owner's reviews (issue 47): every one, hidden ones included, answered and hidden from here. */
export function ownerAvaliacoesService({ avaliacoes, now }: { avaliacoes: AvaliacoesRepository; now: () => Date }) {
  return {
    /** GET /api/avaliacoes?antes=: the newest first; the figures count hidden reviews too. */
    list(lojaId: string, antes?: string): Promise<AvaliacoesDoLojistaResponse> {
      return avaliacoes.list(lojaId, antes);
    },

    /** PUT /api/avaliacoes/{id}: the public answer (empty removes it) and hiding; 404 for another shop's or no review. */
    async update(lojaId: string, id: string, mudanca: AvaliacaoUpdate): Promise<AvaliacaoDoLojista> {
      const avaliacao = await avaliacoes.update(lojaId, id, mudanca, now());
      if (!avaliacao) throw new AppError(404, AVALIACAO_NAO_ENCONTRADA);
      return avaliacao;
    },
  };
}

export type OwnerAvaliacoesService = ReturnType<typeof ownerAvaliacoesService>;
