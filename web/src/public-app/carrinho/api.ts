import type { CupomCheckResponse } from '@vitrine/shared';
import { apiPaths, lojaRefPath } from '@vitrine/shared/api-paths';
import { centsToReais } from '@vitrine/shared/money';
import { api } from '../../lib/api';
import type { LojaRef } from '../../lib/public-paths';

/**
 * GET …/cupom/{codigo}: whether the coupon applies to this cart (the products' subtotal and, once the
 * customer typed it, their phone) and what it takes off; a refusal is an ApiError with the server's words.
 */
export function checkCupom(ref: LojaRef, codigo: string, subtotalCentavos: number, telefone: string | null) {
  const path = lojaRefPath(ref, apiPaths.lojaCupom, apiPaths.catalogoCupom, { codigo });
  const query = new URLSearchParams({ subtotal: centsToReais(subtotalCentavos).toFixed(2), ...(telefone && { telefone }) });
  return api<CupomCheckResponse>(`${path}?${query}`, { credentials: 'omit', cache: 'no-store' });
}
