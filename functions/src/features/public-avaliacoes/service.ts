import {
  AVALIACAO_ANTES_DA_ENTREGA,
  AVALIACAO_REPETIDA,
  type AvaliacaoInput,
  type AvaliacaoPublica,
  type AvaliacoesPublicasResponse,
} from '@vitrine/shared';
import { TOKEN_ACOMPANHAMENTO } from '../../model/acompanhamentos.js';
import type { AvaliacoesRepository } from '../../model/avaliacoes.js';
import { LOJA_NAO_ENCONTRADA, type CatalogosRepository } from '../../model/catalogos.js';
import { AppError } from '../../platform/http/errors.js';
import { PEDIDO_NAO_ENCONTRADO } from '../../model/pedidos.js';

/** The tracking page's 404, spelled as public-pedido's. */

/** Customers' reviews (issue 47): sent from the tracking link, read on the catalogue. */
export function publicAvaliacoesService({
  avaliacoes,
  catalogos,
  now,
}: {
  avaliacoes: AvaliacoesRepository;
  catalogos: Pick<CatalogosRepository, 'lojaId'>;
  now: () => Date;
}) {
  return {
    /**
     * POST /api/pedido/{token}/avaliacao: the token is the capability, as for the tracking page. 404
     * for a malformed token (no read) or one of no order; 409 before delivery and for a second review.
     */
    async create(token: string, input: AvaliacaoInput): Promise<AvaliacaoPublica> {
      if (!TOKEN_ACOMPANHAMENTO.test(token)) throw new AppError(404, PEDIDO_NAO_ENCONTRADO);
      const enviada = await avaliacoes.create(token, { nota: input.nota, comentario: input.comentario ?? null }, now());
      if (enviada === 'sem-pedido') throw new AppError(404, PEDIDO_NAO_ENCONTRADO);
      if (enviada === 'nao-entregue') throw new AppError(409, AVALIACAO_ANTES_DA_ENTREGA);
      if (enviada === 'repetida') throw new AppError(409, AVALIACAO_REPETIDA);
      return enviada.avaliacao;
    },

    /** GET /api/loja/{slug}/avaliacoes: the public figures and a page; 404 for a shop with no published catalogue. */
    async list(slug: string, antes?: string): Promise<AvaliacoesPublicasResponse> {
      const lojaId = await catalogos.lojaId({ slug });
      if (!lojaId) throw new AppError(404, LOJA_NAO_ENCONTRADA);
      return avaliacoes.listPublicas(lojaId, antes);
    },
  };
}

export type PublicAvaliacoesService = ReturnType<typeof publicAvaliacoesService>;
