import { MESA_CODIGO_INVALIDO, type RodadaParsed, type RodadaResponse } from '@vitrine/shared';
import { LOJA_NAO_ENCONTRADA, type CatalogosRepository, type LojaRef } from '../../model/catalogos.js';
import { codigoConfere } from '../../model/mesas.js';
import type { PedidosNovosRepository } from '../../model/pedidos-novos.js';
import { enviarRodada, rodadaDoCorpo, type DependenciasDoLancamento } from '../../model/rodadas.js';
import { AppError } from '../../platform/http/errors.js';
import type { IdempotencyKey } from '../../platform/http/idempotency.js';
import { LimiteExcedido } from '../../platform/http/rate-limit.js';
import { isDocId } from '../../platform/http/validate.js';
import { aceitaPedido } from './checkout.js';
import { LOJA_OCUPADA } from './service.js';

// The bill's ceiling is the round's story's (model/rodadas.ts); its message is read here by the room's tests.
export { contaAcimaDoLimite } from '../../model/rodadas.js';

export const SALAO_FECHADO = 'Esta loja não está recebendo pedidos pelas mesas agora. Chame o garçom.';

export interface DependenciasDaRodadaPublica extends DependenciasDoLancamento {
  pedidos: PedidosNovosRepository;
  catalogos: CatalogosRepository;
}

/**
 * A round sent from a table's phone (issue 44): the table's QR code must be its current one and the
 * room must be taking rounds; the rest is the round's story, the same as a waiter's
 * (model/rodadas.ts). Two rounds at once both land: each reads the table and writes its bill, so
 * Firestore runs them one after the other, the second on the bill the first opened.
 */
export function publicRodadaService(deps: DependenciasDaRodadaPublica) {
  const { pedidos, catalogos, now } = deps;

  return {
    /** 201 with the round's code and its bill; a retry with the same Idempotency-Key and body answers the same round. */
    async create(
      ref: LojaRef,
      mesaId: string,
      codigo: string | undefined,
      input: RodadaParsed,
      idempotency: IdempotencyKey | undefined,
    ): Promise<RodadaResponse> {
      const lojaId = await catalogos.lojaId(ref);
      if (!lojaId) throw new AppError(404, LOJA_NAO_ENCONTRADA);
      if (!codigo || !isDocId(mesaId)) throw new AppError(404, MESA_CODIGO_INVALIDO);
      const corpo = rodadaDoCorpo(lojaId, input, idempotency);
      // The shop's orders this minute count a table's rounds too (the kitchen is the same).
      const janela = await pedidos.contarNaJanela(lojaId, now());
      if (!janela.permitido) throw new LimiteExcedido(LOJA_OCUPADA, janela.retryAfterSeconds);
      return enviarRodada(deps, {
        lojaId,
        mesaId,
        ...corpo,
        mesaValida(mesa) {
          if (!mesa || !codigoConfere(mesa, codigo)) throw new AppError(404, MESA_CODIGO_INVALIDO);
          return mesa;
        },
        aceitar(loja, leitura) {
          aceitaPedido(loja, leitura);
          if (!loja.salao.ativo) throw new AppError(409, SALAO_FECHADO);
        },
      });
    },
  };
}

export type PublicRodadaService = ReturnType<typeof publicRodadaService>;
