import { MESA_CODIGO_INVALIDO, type MesaPublicaResponse } from '@vitrine/shared';
import { LOJA_NAO_ENCONTRADA, lojaIndisponivel, type CatalogosRepository, type LojaRef } from '../../model/catalogos.js';
import { codigoConfere, type MesasRepository } from '../../model/mesas.js';
import { AppError } from '../../platform/http/errors.js';

/**
 * The table a customer scanned (issue 44): the QR's code must be the table's current one. A wrong
 * code, a replaced one and an unknown table answer alike, so a stranger learns nothing by trying.
 * The table's bill comes with the rest of issue 44: `comanda` is null until then.
 */
export function publicMesaService({ catalogos, mesas }: { catalogos: CatalogosRepository; mesas: Pick<MesasRepository, 'read'> }) {
  return {
    async read(ref: LojaRef, mesaId: string, codigo: string | undefined): Promise<MesaPublicaResponse> {
      const loja = await catalogos.catalogo(ref);
      if (!loja) throw new AppError(404, LOJA_NAO_ENCONTRADA);
      if (loja.status !== 'ativo') throw lojaIndisponivel();
      const mesa = codigo ? await mesas.read(loja.lojista_id, mesaId) : null;
      if (!mesa || !codigoConfere(mesa, codigo!)) throw new AppError(404, MESA_CODIGO_INVALIDO);
      return { mesa: { id: mesa.id, nome: mesa.nome }, comanda: null };
    },
  };
}

export type PublicMesaService = ReturnType<typeof publicMesaService>;
