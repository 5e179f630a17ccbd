import type { MotivoDoChamado } from './schema.js';

/**
 * The room as the floor staff watch it (issue 44, owner-salao, GET /api/salao), zod-free
 * (@vitrine/shared/mesa): each table's state, its open bill's figures and its pending calls. A
 * table's call stays pending until the team answers it (POST /api/salao/mesas/{id}/chamado/atendido)
 * or its bill closes.
 */

/** What a table's card says first, most urgent first: the bill asked for, the waiter called, a bill open, nothing. */
export const ESTADOS_DA_MESA = ['pediu_conta', 'chamou_garcom', 'ocupada', 'livre'] as const;
export type EstadoNoSalao = (typeof ESTADOS_DA_MESA)[number];

/** The words each state shows beside its colour (never the colour alone). */
export const NOMES_DOS_ESTADOS_DA_MESA: Record<EstadoNoSalao, string> = {
  pediu_conta: 'Pediu a conta',
  chamou_garcom: 'Chamou o garçom',
  ocupada: 'Ocupada',
  livre: 'Livre',
};

/** What the team's push says of a call: "Mesa 7 chamou o garçom", "Mesa 7 pediu a conta". */
export const tituloDoChamado = (mesa: string, motivo: MotivoDoChamado) =>
  `${mesa} ${motivo === 'garcom' ? 'chamou o garçom' : 'pediu a conta'}`;

/**
 * The table's state: a pending call first (the bill before the waiter: a table asking for it is
 * about to leave), else whether it has an open bill.
 */
export function estadoDaMesa({
  comandaAberta,
  chamados,
}: {
  comandaAberta: boolean;
  chamados: Record<MotivoDoChamado, unknown>;
}): EstadoNoSalao {
  if (chamados.conta) return 'pediu_conta';
  if (chamados.garcom) return 'chamou_garcom';
  return comandaAberta ? 'ocupada' : 'livre';
}

/** A table's open bill as the room's card shows it. */
export interface ComandaDoSalao {
  id: string;
  total: number;
  falta: number;
  /** As the bill keeps it (1 until someone says otherwise). */
  pessoas: number;
  aberta_em: string;
  /** null: no round yet (a bill opens with its first round, so rarely). */
  ultima_rodada_em: string | null;
  /** Whole minutes, by the server's clock: the phone's may be wrong. */
  minutos_aberta: number;
  minutos_desde_ultima_rodada: number | null;
}

export interface MesaDoSalao {
  id: string;
  nome: string;
  estado: EstadoNoSalao;
  /** The pending calls: when each was made (ISO), null when none is pending. */
  chamados: Record<MotivoDoChamado, string | null>;
  comanda: ComandaDoSalao | null;
}

/** GET /api/salao: every table in the room's order. */
export interface MesasDoSalaoResponse {
  mesas: MesaDoSalao[];
  /** The server's instant of the reading. */
  agora: string;
}
