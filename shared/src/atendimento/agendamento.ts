import type { Horario } from './schema.js';
import { FUSO_DA_LOJA, hhmm, janelas, MINUTOS_DIA, MINUTOS_SEMANA } from './horarios.js';
import { isoNaLoja, naLoja } from '../relogio.js';
import type { INTERVALOS_AGENDAMENTO } from './limites.js';

/**
 * Scheduled orders (issue 31): the customer orders now for a time slot, even while the shop is
 * closed. The slots lie inside the shop's opening hours (horarios.ts reads them, in São Paulo time),
 * so the list GET /api/loja/{slug}/horarios-disponiveis answers, the checkout's chips and the check
 * of an order's `agendado_para` are one rule. Zod-free: the public app imports it as
 * @vitrine/shared/atendimento.
 */

export { ANTECEDENCIA_MAX_MIN, DIAS_AGENDAMENTO_MAX, INTERVALOS_AGENDAMENTO } from './limites.js';

/** The shop's `agendamento` settings (atendimento). */
export interface Agendamento {
  ativo: boolean;
  /** The least minutes between now and a slot, 0 to ANTECEDENCIA_MAX_MIN. */
  antecedencia_min: number;
  /** How many days ahead of today the list reaches, 1 to DIAS_AGENDAMENTO_MAX: 1 is today and tomorrow. */
  dias: number;
  /** Minutes between slots, counted from each window's opening. */
  intervalo_min: (typeof INTERVALOS_AGENDAMENTO)[number];
  /** The shop takes only scheduled orders. */
  somente_agendado: boolean;
}

/** A day of the list: its São Paulo date ("2026-11-28") and its slots ("11:00", "11:30"), in order. */
export interface DiaDisponivel {
  data: string;
  horarios: string[];
}

export interface HorariosDisponiveis {
  dias: DiaDisponivel[];
}

export const HORARIO_INDISPONIVEL = 'Horário indisponível para agendamento. Escolha outro horário.';

const MINUTO_MS = 60_000;

/** The date `dias` after a São Paulo date and its weekday (0 = domingo), by the calendar alone. */
function diaSeguinte(data: string, dias: number): { data: string; dia: number } {
  const [ano, mes, dia] = data.split('-').map(Number);
  const depois = new Date(Date.UTC(ano!, mes! - 1, dia! + dias));
  return { data: depois.toISOString().slice(0, 10), dia: depois.getUTCDay() };
}

/** No hours is always open (openingState), so scheduling offers the whole day: 00:00 to 00:00 is 24 hours. */
const SEMPRE_ABERTA: Horario[] = [0, 1, 2, 3, 4, 5, 6].map((dia) => ({ dia, abre: '00:00', fecha: '00:00' }));

/**
 * Each weekday's slots in minutes of the day, ascending: every `intervalo` from each window's
 * opening until before it closes (a shop closing at 18:00 takes no 18:00 order). A window crossing
 * midnight puts its late slots on the next day, Saturday night's on Sunday; overlapping windows
 * give each minute once.
 */
function slotsDaSemana(horarios: readonly Horario[], intervalo: number): number[][] {
  const porDia: Set<number>[] = Array.from({ length: 7 }, () => new Set());
  for (const [inicio, fim] of janelas(horarios.length > 0 ? horarios : SEMPRE_ABERTA)) {
    for (let minuto = inicio; minuto < fim; minuto += intervalo) {
      const naSemana = minuto % MINUTOS_SEMANA;
      porDia[Math.floor(naSemana / MINUTOS_DIA)]!.add(naSemana % MINUTOS_DIA);
    }
  }
  return porDia.map((slots) => [...slots].sort((a, b) => a - b));
}

/**
 * The slots a customer may choose at `agora`: from today to `dias` days ahead (São Paulo dates),
 * none before `agora` plus `antecedencia_min` (so none of today's past ones), days without slots
 * left out. A shop with scheduling off has none. Pausing is the order's check, not the list's.
 */
export function computeHorariosDisponiveis(horarios: readonly Horario[], agendamento: Agendamento, agora: Date): HorariosDisponiveis {
  if (!agendamento.ativo) return { dias: [] };
  // The earliest slot, rounded up to a whole minute: at 10:59:30 with no antecedence, 10:59 has passed.
  const limite = naLoja(new Date(Math.ceil((agora.getTime() + agendamento.antecedencia_min * MINUTO_MS) / MINUTO_MS) * MINUTO_MS));
  const slots = slotsDaSemana(horarios, agendamento.intervalo_min);
  const hoje = naLoja(agora).data;
  const dias: DiaDisponivel[] = [];
  for (let adiante = 0; adiante <= agendamento.dias; adiante++) {
    const { data, dia } = diaSeguinte(hoje, adiante);
    // ISO dates compare as text.
    if (data < limite.data) continue;
    const livres = slots[dia]!.filter((minuto) => data > limite.data || minuto >= limite.minuto);
    if (livres.length > 0) dias.push({ data, horarios: livres.map(hhmm) });
  }
  return { dias };
}

/** An ISO instant with its offset ("2026-11-28T11:30:00-03:00" or "…T14:30:00Z"): without one, the server's zone would decide. */
const ISO_COM_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** Whether an order's `agendado_para` is exactly one of the slots listed at `agora` (any offset naming the same instant). */
export function isHorarioDisponivel(horarios: readonly Horario[], agendamento: Agendamento, agora: Date, agendadoPara: string): boolean {
  if (!ISO_COM_OFFSET.test(agendadoPara)) return false;
  const instante = new Date(agendadoPara);
  // NaN % n is NaN: an impossible date is refused here too. A slot is a whole minute.
  if (instante.getTime() % MINUTO_MS !== 0) return false;
  const { data, minuto } = naLoja(instante);
  const hora = hhmm(minuto);
  return computeHorariosDisponiveis(horarios, agendamento, agora).dias.some((dia) => dia.data === data && dia.horarios.includes(hora));
}

/**
 * The `agendado_para` the checkout sends for a listed slot: "2026-11-28" and "11:30" →
 * "2026-11-28T11:30:00-03:00", with São Paulo's offset on that date (relogio.ts: the country may
 * bring daylight saving back).
 */
export const computeAgendadoPara = (data: string, hora: string): string => isoNaLoja(data, hora);

const legenda = new Intl.DateTimeFormat('pt-BR', {
  timeZone: FUSO_DA_LOJA,
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "Agendado para sáb., 28/11 às 11:30": the slot as the text, the tracking page, the ticket and the owner read it, in São Paulo time. */
export function formatAgendadoPara(iso: string): string {
  const instante = new Date(iso);
  if (Number.isNaN(instante.getTime())) throw new RangeError(`agendado_para inválido: ${iso}`);
  const partes = Object.fromEntries(legenda.formatToParts(instante).map((parte) => [parte.type, parte.value]));
  return `Agendado para ${partes.weekday}, ${partes.day}/${partes.month} às ${partes.hour}:${partes.minute}`;
}
