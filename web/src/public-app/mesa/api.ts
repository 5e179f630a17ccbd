import type { ChamadoResponse, MesaPublicaResponse, MotivoDoChamado, RodadaResponse } from '@vitrine/shared';
import { apiPaths, lojaRefPath } from '@vitrine/shared/api-paths';
import { api, ApiError } from '../../lib/api';
import type { LojaRef } from '../../lib/public-paths';
import type { CarrinhoLine } from '../carrinho/carrinho';
import { produtosDoPedido } from '../checkout/api';
import type { ReadDefinition } from '../read-cache';

/** The table's calls to public-mesa and public-pedido (issue 44): each carries the QR code's code in `?c=`. */

export interface MesaDaRota {
  lojaRef: LojaRef;
  id: string;
  codigo: string;
}

const comCodigo = (path: string, codigo: string) => `${path}?${new URLSearchParams({ c: codigo })}`;

/**
 * GET /api/loja/{slug}/mesa/{id}?c= (or by the shop's id): the table and the bill every phone at it
 * sees. Never retried on an answer (a replaced code's 404 is final); a lost connection once.
 */
export const mesaRead = ({ lojaRef, id, codigo }: MesaDaRota): ReadDefinition<MesaPublicaResponse> => {
  const path = comCodigo(lojaRefPath(lojaRef, apiPaths.lojaMesa, apiPaths.catalogoMesa, { id }), codigo);
  return {
    key: path,
    canRetry: (failures, error) => !(error instanceof ApiError) && failures < 1,
    fetch: () => api<MesaPublicaResponse>(path, { credentials: 'omit' }),
  };
};

/** The round's body: the cart's lines as a delivery order sends them, and who asked (both optional). */
export interface Rodada {
  linhas: CarrinhoLine[];
  nome: string;
  /** Digits, or null: asked only when the shop has a loyalty card. */
  telefone: string | null;
}

export function rodadaBody({ linhas, nome, telefone }: Rodada) {
  const cliente = { ...(nome.trim() && { nome: nome.trim() }), ...(telefone && { telefone }) };
  return { produtos: produtosDoPedido(linhas), ...(Object.keys(cliente).length > 0 && { cliente }) };
}

/** POST …/mesa/{id}/pedido?c=: the round goes to the kitchen. The key makes a retry of the same attempt the same round. */
export function createRodada({ lojaRef, id, codigo }: MesaDaRota, rodada: Rodada, idempotencyKey: string) {
  return api<RodadaResponse>(comCodigo(lojaRefPath(lojaRef, apiPaths.lojaMesaPedido, apiPaths.catalogoMesaPedido, { id }), codigo), {
    method: 'POST',
    credentials: 'omit',
    headers: { 'Idempotency-Key': idempotencyKey },
    json: rodadaBody(rodada),
  });
}

/** POST …/mesa/{id}/chamado?c=: "Chamar garçom" or "Pedir a conta" (429 within a minute of the last). */
export function createChamado({ lojaRef, id, codigo }: MesaDaRota, motivo: MotivoDoChamado) {
  return api<ChamadoResponse>(comCodigo(lojaRefPath(lojaRef, apiPaths.lojaMesaChamado, apiPaths.catalogoMesaChamado, { id }), codigo), {
    method: 'POST',
    credentials: 'omit',
    json: { motivo },
  });
}
