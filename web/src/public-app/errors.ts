import type { LojaContato, PublicErrorBody } from '@vitrine/shared';
import { ApiError } from '../lib/api';

// The API's codes (CODIGO_* in shared/src/catalogo/publico.ts, typed here so a rename breaks the build).
const LOJA_INDISPONIVEL: NonNullable<PublicErrorBody['codigo']> = 'loja_indisponivel';
const MANUTENCAO: NonNullable<PublicErrorBody['codigo']> = 'manutencao';
const PRODUTO_NAO_ENCONTRADO = 'Produto não encontrado';

/** Why a public page could not be shown: each has its own screen (spec §2, §8). */
export type PageError = 'loja-nao-encontrada' | 'produto-nao-encontrado' | 'loja-indisponivel' | 'manutencao' | 'erro';

export function pageErrorOf(error: unknown): PageError {
  if (!(error instanceof ApiError)) return 'erro';
  const codigo = (error.body as Partial<PublicErrorBody> | null)?.codigo;
  if (error.status === 503 && codigo === MANUTENCAO) return 'manutencao';
  if (error.status === 403 && codigo === LOJA_INDISPONIVEL) return 'loja-indisponivel';
  // A product URL answers 404 for an unknown product and for an unknown shop alike: the message tells which.
  if (error.status === 404) return error.message === PRODUTO_NAO_ENCONTRADO ? 'produto-nao-encontrado' : 'loja-nao-encontrada';
  return 'erro';
}

/**
 * Whether a page's failed read takes the page: a failed refresh while offline keeps what is on
 * screen; a shop that went away or is closed does not.
 */
export const falhaTomaAPagina = (read: { error: unknown; data?: unknown }) =>
  Boolean(read.error) && (!read.data || pageErrorOf(read.error) !== 'erro');

/** The server's own words for a failure, when it gave some (e.g. 'Estamos em manutenção. Volte em alguns minutos.'). */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? ((error.body as Partial<PublicErrorBody> | null)?.error ?? undefined) : undefined;
}

/** The contact an unavailable shop's 403 carries (its name and WhatsApp), so the customer can still reach it. */
export function lojaContatoOf(error: unknown): LojaContato | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const loja = (error.body as Partial<PublicErrorBody> | null)?.loja;
  return typeof loja?.nome_loja === 'string' ? loja : undefined;
}
