/**
 * A customer's review of a delivered order (issue 47): its rules, without zod, for the server and
 * both apps (`@vitrine/shared/avaliacao`). The schemas are in schema.ts.
 */

/** The public figures (the catalogue's "★ 4,7 · 23 avaliações", JSON-LD's aggregateRating) show from this many public reviews on. */
export const MINIMO_DE_AVALIACOES_PUBLICAS = 5;

/** A review's comment and the owner's answer: at most this many characters. */
export const MAX_TEXTO_DA_AVALIACAO = 500;

/** A public page of reviews holds this many. */
export const AVALIACOES_POR_PAGINA = 20;

/** 409: the order was reviewed already (once per order). */
export const AVALIACAO_REPETIDA = 'Este pedido já foi avaliado.';
/** 409: only a delivered order is reviewed. */
export const AVALIACAO_ANTES_DA_ENTREGA = 'Você poderá avaliar o pedido depois que ele for entregue.';
/** 404 of the owner's answer to a review that is not theirs. */
export const AVALIACAO_NAO_ENCONTRADA = 'Avaliação não encontrada.';

/**
 * What a review keeps of the customer's name: the first name and the last name's initial
 * ("Maria Clara Souza" → "Maria S."), a lone name as it is; null for none (an order whose data was erased).
 */
export function nomeDaAvaliacao(nome: string | null | undefined): string | null {
  const partes = (nome ?? '').trim().split(/\s+/).filter(Boolean);
  if (partes.length === 0) return null;
  const primeiro = partes[0]!;
  const ultimo = partes.length > 1 ? partes.at(-1)! : '';
  return ultimo ? `${primeiro} ${ultimo[0]!.toUpperCase()}.` : primeiro;
}

/** A running sum and count of notas: what the average is computed from in one read. */
export interface SomaDasNotas {
  soma: number;
  total: number;
}

/** The average with one decimal, null without reviews. */
export const mediaDasNotas = ({ soma, total }: SomaDasNotas): number | null => (total > 0 ? Math.round((soma / total) * 10) / 10 : null);

/** "★ 4,7 · 23 avaliações": the catalogue's line, null below MINIMO_DE_AVALIACOES_PUBLICAS. */
export function resumoDasAvaliacoes(media: number | null, total: number): string | null {
  if (media === null || total < MINIMO_DE_AVALIACOES_PUBLICAS) return null;
  return `★ ${media.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} · ${total} avaliações`;
}
