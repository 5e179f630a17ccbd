import {
  centsToReais,
  compareMesas,
  estadoDaMesa,
  MESA_NAO_ENCONTRADA,
  MOTIVOS_DO_CHAMADO,
  type ChamadoAtendidoInput,
  type MesaDoSalao,
  type MesasDoSalaoResponse,
} from '@vitrine/shared';
import { contaDaComanda, type ComandaSalva, type ComandasRepository } from '../../model/comandas.js';
import type { MesaSalva, MesasRepository } from '../../model/mesas.js';
import type { RunTransaction } from '../../model/transaction.js';
import { AppError } from '../../platform/http/errors.js';
import type { OwnerSalaoRepository } from './repository.js';

const MINUTO_MS = 60_000;
const minutosDesde = (instante: Date, agora: Date) => Math.max(0, Math.floor((agora.getTime() - instante.getTime()) / MINUTO_MS));

/** A table as the room's screen shows it, with its open bill when `comanda` is the one it points at. */
function mesaDoSalao(mesa: MesaSalva, comanda: ComandaSalva | undefined, agora: Date): MesaDoSalao {
  const aberta = comanda?.status === 'aberta' && comanda.id === mesa.comanda_aberta_id ? comanda : undefined;
  const conta = aberta && contaDaComanda(aberta);
  return {
    id: mesa.id,
    nome: mesa.nome,
    estado: estadoDaMesa({ comandaAberta: Boolean(aberta), chamados: mesa.chamados }),
    chamados: { garcom: mesa.chamados.garcom?.toISOString() ?? null, conta: mesa.chamados.conta?.toISOString() ?? null },
    comanda:
      aberta && conta
        ? {
            id: aberta.id,
            total: centsToReais(conta.total_centavos),
            falta: centsToReais(conta.falta_centavos),
            pessoas: aberta.pessoas,
            aberta_em: aberta.aberta_em.toISOString(),
            ultima_rodada_em: aberta.ultima_rodada_em?.toISOString() ?? null,
            minutos_aberta: minutosDesde(aberta.aberta_em, agora),
            minutos_desde_ultima_rodada: aberta.ultima_rodada_em ? minutosDesde(aberta.ultima_rodada_em, agora) : null,
          }
        : null,
  };
}

/**
 * The room as the floor staff watch it (issue 44, permission `salao`): every table's state, its
 * open bill's total and how long since its last round, and its pending calls, which the team
 * answers here; a bill's close answers them too (owner-comandas).
 */
export function ownerSalaoService({
  salao,
  mesas,
  comandas,
  runTransaction,
  now,
}: {
  salao: OwnerSalaoRepository;
  mesas: Pick<MesasRepository, 'readNaTransacao' | 'atenderChamados'>;
  comandas: Pick<ComandasRepository, 'read'>;
  runTransaction: RunTransaction;
  now: () => Date;
}) {
  return {
    async read(lojaId: string): Promise<MesasDoSalaoResponse> {
      const [todas, abertas] = await Promise.all([salao.mesas(lojaId), salao.comandasAbertas(lojaId)]);
      const agora = now();
      const porId = new Map(abertas.map((comanda) => [comanda.id, comanda]));
      return {
        mesas: todas
          .sort(compareMesas)
          .map((mesa) => mesaDoSalao(mesa, mesa.comanda_aberta_id ? porId.get(mesa.comanda_aberta_id) : undefined, agora)),
        agora: agora.toISOString(),
      };
    },

    /** The team went to the table: its call (`motivo`, or both) is no longer pending. Answers the table as the room now shows it. */
    async atender(lojaId: string, mesaId: string, { motivo }: ChamadoAtendidoInput): Promise<MesaDoSalao> {
      const mesa = await runTransaction(async (tx) => {
        const atual = await mesas.readNaTransacao(tx, lojaId, mesaId);
        if (!atual) throw new AppError(404, MESA_NAO_ENCONTRADA);
        const motivos = motivo ? [motivo] : MOTIVOS_DO_CHAMADO;
        mesas.atenderChamados(tx, lojaId, atual.id, motivos);
        return { ...atual, chamados: { ...atual.chamados, ...Object.fromEntries(motivos.map((m) => [m, null])) } };
      });
      const comanda = mesa.comanda_aberta_id ? ((await comandas.read(lojaId, mesa.comanda_aberta_id)) ?? undefined) : undefined;
      return mesaDoSalao(mesa, comanda, now());
    },
  };
}

export type OwnerSalaoService = ReturnType<typeof ownerSalaoService>;
