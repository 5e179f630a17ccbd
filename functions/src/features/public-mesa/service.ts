import {
  CHAMADO_INTERVALO_MS,
  CHAMADO_REPETIDO,
  MESA_CODIGO_INVALIDO,
  tituloDoChamado,
  type AvisoPush,
  type ChamadoResponse,
  type MesaPublicaResponse,
  type MotivoDoChamado,
} from '@vitrine/shared';
import { LOJA_NAO_ENCONTRADA, lojaIndisponivel, type CatalogosRepository, type LojaRef } from '../../model/catalogos.js';
import { respostaDaComanda, type ComandasRepository } from '../../model/comandas.js';
import { fidelidadeOf, type LojistasRepository } from '../../model/lojistas.js';
import type { NotificacoesDaEquipe } from '../../model/dispositivos.js';
import { codigoConfere, type MesasRepository } from '../../model/mesas.js';
import type { RunTransaction } from '../../model/transaction.js';
import { AppError } from '../../platform/http/errors.js';
import { LimiteExcedido } from '../../platform/http/rate-limit.js';
import { aguardarAvisos } from '../../platform/push/sender.js';

/** The team's push for a table's call: the room's screen is where it is answered. */
export const avisoDeChamado = (mesa: string, motivo: MotivoDoChamado): AvisoPush => ({
  tipo: 'chamado_mesa',
  titulo: tituloDoChamado(mesa, motivo),
  corpo:
    motivo === 'garcom'
      ? 'Vá até a mesa e marque o chamado como atendido no Salão.'
      : 'Leve a conta e marque o pedido como atendido no Salão.',
  url: '/salao',
});

/**
 * The table a customer scanned (issue 44): the QR's code must be the table's current one. A wrong
 * code, a replaced one and an unknown table answer alike, so a stranger learns nothing by trying.
 * With the table's open bill, its rounds and what is left, as the staff's screens read it.
 */
export function publicMesaService({
  catalogos,
  mesas,
  comandas,
  lojistas,
  runTransaction,
  now,
  notificacoesDaEquipe,
}: {
  catalogos: CatalogosRepository;
  lojistas: Pick<LojistasRepository, 'find'>;
  mesas: Pick<MesasRepository, 'read' | 'readNaTransacao' | 'marcarChamado'>;
  comandas: Pick<ComandasRepository, 'read' | 'rodadas'>;
  runTransaction: RunTransaction;
  now: () => Date;
  /** The team's push (owner-notificacoes): every device of the shop hears of the call at once. */
  notificacoesDaEquipe?: Pick<NotificacoesDaEquipe, 'paraLoja'>;
}) {
  return {
    /**
     * "Chamar garçom" or "Pedir a conta": kept on the table for the room's screen, at most once a
     * minute each per table (429 with the seconds left: the phones at a table cannot flood the team),
     * checked in the table's own transaction so every instance agrees. After the commit, the team's
     * devices get "Mesa 7 chamou o garçom" (urgent; the answer waits for the push a moment, as an
     * order's does, so the function is not frozen before it leaves).
     */
    async chamar(ref: LojaRef, mesaId: string, codigo: string | undefined, motivo: MotivoDoChamado): Promise<ChamadoResponse> {
      const lojaId = await catalogos.lojaId(ref);
      if (!lojaId) throw new AppError(404, LOJA_NAO_ENCONTRADA);
      const { resposta, mesa } = await runTransaction(async (tx) => {
        const mesa = codigo ? await mesas.readNaTransacao(tx, lojaId, mesaId) : null;
        if (!mesa || !codigoConfere(mesa, codigo!)) throw new AppError(404, MESA_CODIGO_INVALIDO);
        const agora = now();
        const ultimo = mesa.chamados[motivo];
        const faltaMs = ultimo ? ultimo.getTime() + CHAMADO_INTERVALO_MS - agora.getTime() : 0;
        if (faltaMs > 0) throw new LimiteExcedido(CHAMADO_REPETIDO[motivo], Math.ceil(faltaMs / 1000));
        mesas.marcarChamado(tx, lojaId, mesa.id, motivo, agora);
        return { resposta: { motivo, em: agora.toISOString() }, mesa };
      });
      if (notificacoesDaEquipe) await aguardarAvisos(notificacoesDaEquipe.paraLoja(lojaId, avisoDeChamado(mesa.nome, motivo), 'high'));
      return resposta;
    },

    async read(ref: LojaRef, mesaId: string, codigo: string | undefined): Promise<MesaPublicaResponse> {
      const loja = await catalogos.catalogo(ref);
      if (!loja) throw new AppError(404, LOJA_NAO_ENCONTRADA);
      if (loja.status !== 'ativo') throw lojaIndisponivel();
      const mesa = codigo ? await mesas.read(loja.lojista_id, mesaId) : null;
      if (!mesa || !codigoConfere(mesa, codigo!)) throw new AppError(404, MESA_CODIGO_INVALIDO);
      const [aberta, lojista] = await Promise.all([
        mesa.comanda_aberta_id ? comandas.read(loja.lojista_id, mesa.comanda_aberta_id) : null,
        lojistas.find(loja.lojista_id),
      ]);
      // The published catalogue does not carry the loyalty card: the table's cart asks for a phone only with it.
      const fidelidade = !!lojista && fidelidadeOf(lojista).ativo;
      if (aberta?.status !== 'aberta') return { mesa: { id: mesa.id, nome: mesa.nome }, comanda: null, fidelidade };
      const { pagamentos, ...conta } = respostaDaComanda(aberta, await comandas.rodadas(loja.lojista_id, aberta.id));
      return {
        mesa: { id: mesa.id, nome: mesa.nome },
        comanda: { ...conta, pagamentos: pagamentos.map(({ por: _por, ...pagamento }) => pagamento) },
        fidelidade,
      };
    },
  };
}

export type PublicMesaService = ReturnType<typeof publicMesaService>;
