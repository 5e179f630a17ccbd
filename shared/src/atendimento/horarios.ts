import type { Atendimento, Horario } from './schema.js';
import { naLoja } from '../relogio.js';

/**
 * Opening hours (zod-free): whether the shop takes orders now, and when it opens next, in São
 * Paulo time (relogio.ts), where the shops and their customers are.
 */
export { FUSO_DA_LOJA } from '../relogio.js';

/** dia 0 = domingo … 6 = sábado, as Date.getDay() counts. */
export const DIAS_DA_SEMANA = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'] as const;

export const MINUTOS_DIA = 24 * 60;
export const MINUTOS_SEMANA = 7 * MINUTOS_DIA;
const minutos = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
/** "08:05" for 485 minutes into a day. */
export const hhmm = (minutosDoDia: number) =>
  `${String(Math.floor(minutosDoDia / 60)).padStart(2, '0')}:${String(minutosDoDia % 60).padStart(2, '0')}`;

/** Minutes since Sunday 00:00 in São Paulo. */
function minutoDaSemana(agora: Date): number {
  const { diaDaSemana, minuto } = naLoja(agora);
  return diaDaSemana * MINUTOS_DIA + minuto;
}

/**
 * Each window as [start, end) in minutes of the week; one that crosses midnight (or Saturday night)
 * ends past its day. Exported for the scheduled orders' slots (agendamento.ts), which lie in them.
 */
export function janelas(horarios: readonly Horario[]): [number, number][] {
  return horarios.map(({ dia, abre, fecha }) => {
    const inicio = dia * MINUTOS_DIA + minutos(abre);
    const duracao = (minutos(fecha) - minutos(abre) + MINUTOS_DIA) % MINUTOS_DIA || MINUTOS_DIA;
    return [inicio, inicio + duracao];
  });
}

/** Whether a window holds the minute; one that runs past Saturday midnight also holds the first minutes of the week. */
const contem = (todas: [number, number][], minuto: number) =>
  todas.some(([inicio, fim]) => (minuto >= inicio && minuto < fim) || minuto + MINUTOS_SEMANA < fim);

export interface OpeningState {
  aberta: boolean;
  /** When open within hours: the time it closes ("18:00"), past back-to-back windows; null when always open. */
  fecha_as: string | null;
  /** When closed by the hours: the next opening, as the customer reads it ("hoje às 18:00", "amanhã às 08:00", "segunda às 08:00"). Null when paused. */
  abre: string | null;
  /** What the customer reads when closed ("Loja fechada no momento. Abre amanhã às 08:00."); null when open. */
  mensagem: string | null;
}

export const LOJA_FECHADA = 'Loja fechada no momento.';

/** Whether the shop takes orders at `agora`: paused closes it, empty hours keep it open, a window that holds `agora` opens it. */
export function openingState(atendimento: Pick<Atendimento, 'horarios' | 'pausado'>, agora: Date): OpeningState {
  if (atendimento.pausado) return { aberta: false, fecha_as: null, abre: null, mensagem: LOJA_FECHADA };
  if (atendimento.horarios.length === 0) return { aberta: true, fecha_as: null, abre: null, mensagem: null };
  const minuto = minutoDaSemana(agora);
  const todas = janelas(atendimento.horarios);
  if (contem(todas, minuto)) {
    // It closes at the first window end ahead that no other window carries on: back-to-back or
    // overlapping windows (18:00–00:00 then 00:00–02:00) are one stretch, and hours that cover the
    // whole week never close.
    const adiante = (fim: number) => (fim - minuto + MINUTOS_SEMANA) % MINUTOS_SEMANA;
    const fechamento = todas
      .map(([, fim]) => fim % MINUTOS_SEMANA)
      .sort((a, b) => adiante(a) - adiante(b))
      .find((fim) => !contem(todas, fim));
    return { aberta: true, fecha_as: fechamento === undefined ? null : hhmm(fechamento % MINUTOS_DIA), abre: null, mensagem: null };
  }

  const espera = Math.min(...todas.map(([inicio]) => (inicio - minuto + MINUTOS_SEMANA) % MINUTOS_SEMANA));
  const proxima = minuto + espera;
  const diasAdiante = Math.floor(proxima / MINUTOS_DIA) - Math.floor(minuto / MINUTOS_DIA);
  const dia = Math.floor(proxima / MINUTOS_DIA) % 7;
  const quando = diasAdiante === 0 ? 'hoje' : diasAdiante === 1 ? 'amanhã' : DIAS_DA_SEMANA[dia];
  const abre = `${quando} às ${hhmm(proxima % MINUTOS_DIA)}`;
  return { aberta: false, fecha_as: null, abre, mensagem: `${LOJA_FECHADA} Abre ${abre}.` };
}
