import { texto, z } from '../zod.js';
import { MAX_TEXTO_DA_AVALIACAO } from './index.js';

/** POST /api/pedido/{token}/avaliacao: 1 to 5 stars and an optional comment, a typed text (never HTML: shown as text everywhere). */
export const avaliacaoSchema = z
  .object({
    nota: z
      .number({ error: 'Escolha uma nota de 1 a 5 estrelas.' })
      .int('Escolha uma nota de 1 a 5 estrelas.')
      .min(1, 'Escolha uma nota de 1 a 5 estrelas.')
      .max(5, 'Escolha uma nota de 1 a 5 estrelas.'),
    comentario: texto(MAX_TEXTO_DA_AVALIACAO).nullish(),
  })
  .strict();
export type AvaliacaoInput = z.input<typeof avaliacaoSchema>;

/** PUT /api/avaliacoes/{id}: the owner's public answer (empty or null removes it) and whether the review is hidden from customers. */
export const avaliacaoUpdateSchema = z
  .object({
    resposta: texto(MAX_TEXTO_DA_AVALIACAO).nullish(),
    oculta: z.boolean({ error: 'Use verdadeiro ou falso em oculta.' }).optional(),
  })
  .strict()
  .refine((corpo) => corpo.resposta !== undefined || corpo.oculta !== undefined, 'Informe a resposta ou se a avaliação fica oculta.');
export type AvaliacaoUpdate = z.output<typeof avaliacaoUpdateSchema>;

/** A review as customers read it: the name is the first name and an initial (nomeDaAvaliacao), null once erased. */
export interface AvaliacaoPublica {
  nota: number;
  comentario: string | null;
  nome: string | null;
  /** When it was sent, ISO 8601. */
  data: string;
  resposta: string | null;
}

/**
 * GET /api/loja/{slug}/avaliacoes: the public figures (hidden reviews neither shown nor counted) and
 * a page of the newest; `proxima` is the `antes=` of the next page, null on the last.
 */
export interface AvaliacoesPublicasResponse {
  media: number | null;
  total: number;
  itens: AvaliacaoPublica[];
  proxima: string | null;
}

/** A review as the owner reads it: every one, hidden ones marked, with the order it reviews. */
export interface AvaliacaoDoLojista extends AvaliacaoPublica {
  id: string;
  pedido_id: string;
  oculta: boolean;
}

/** GET /api/avaliacoes: the owner's figures count hidden reviews too. */
export interface AvaliacoesDoLojistaResponse {
  media: number | null;
  total: number;
  itens: AvaliacaoDoLojista[];
  proxima: string | null;
}

/** What the tracking page shows of the order's review, once sent. */
export type AvaliacaoDoPedido = Pick<AvaliacaoPublica, 'nota' | 'comentario' | 'data' | 'resposta'>;
