import { MESA_CODIGO_INVALIDO, type MesaPublicaResponse } from '@vitrine/shared';
import { LOJA_NAO_ENCONTRADA, lojaIndisponivel, type CatalogosRepository, type LojaRef } from '../../model/catalogos.js';
import { respostaDaComanda, type ComandasRepository } from '../../model/comandas.js';
import { codigoConfere, type MesasRepository } from '../../model/mesas.js';
import { AppError } from '../../platform/http/errors.js';

/**
 * The table a customer scanned (issue 44): the QR's code must be the table's current one. A wrong
 * code, a replaced one and an unknown table answer alike, so a stranger learns nothing by trying.
 * With the table's open bill, its rounds and what is left, as the staff's screens read it.
 */
export function publicMesaService({
  catalogos,
  mesas,
  comandas,
}: {
  catalogos: CatalogosRepository;
  mesas: Pick<MesasRepository, 'read'>;
  comandas: Pick<ComandasRepository, 'read' | 'rodadas'>;
}) {
  return {
    async read(ref: LojaRef, mesaId: string, codigo: string | undefined): Promise<MesaPublicaResponse> {
      const loja = await catalogos.catalogo(ref);
      if (!loja) throw new AppError(404, LOJA_NAO_ENCONTRADA);
      if (loja.status !== 'ativo') throw lojaIndisponivel();
      const mesa = codigo ? await mesas.read(loja.lojista_id, mesaId) : null;
      if (!mesa || !codigoConfere(mesa, codigo!)) throw new AppError(404, MESA_CODIGO_INVALIDO);
      const aberta = mesa.comanda_aberta_id ? await comandas.read(loja.lojista_id, mesa.comanda_aberta_id) : null;
      if (aberta?.status !== 'aberta') return { mesa: { id: mesa.id, nome: mesa.nome }, comanda: null };
      const { pagamentos, ...conta } = respostaDaComanda(aberta, await comandas.rodadas(loja.lojista_id, aberta.id));
      return {
        mesa: { id: mesa.id, nome: mesa.nome },
        comanda: { ...conta, pagamentos: pagamentos.map(({ por: _por, ...pagamento }) => pagamento) },
      };
    },
  };
}

export type PublicMesaService = ReturnType<typeof publicMesaService>;
