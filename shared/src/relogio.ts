import { TZDateMini } from '@date-fns/tz';

/**
 * São Paulo's clock, the one the server, the web app and every rule here read (issue 42): opening
 * hours, slots, "today" and the statistics' days are São Paulo's, where the shops and their
 * customers are. The offset always comes from the time zone's own rules (@date-fns/tz over the
 * engine's tz database), never a written −03:00: Brazil kept daylight saving until 2019 and could
 * bring it back.
 */
export const FUSO_DA_LOJA = 'America/Sao_Paulo';

const doisDigitos = (numero: number) => String(numero).padStart(2, '0');

/** An instant on the shop's wall clock. */
export interface HoraNaLoja {
  /** 'YYYY-MM-DD'. */
  data: string;
  /** 0 = domingo … 6 = sábado. */
  diaDaSemana: number;
  /** Minutes since that day's 00:00. */
  minuto: number;
}

export function naLoja(instante: Date): HoraNaLoja {
  const hora = new TZDateMini(instante.getTime(), FUSO_DA_LOJA);
  return {
    data: `${hora.getFullYear()}-${doisDigitos(hora.getMonth() + 1)}-${doisDigitos(hora.getDate())}`,
    diaDaSemana: hora.getDay(),
    minuto: hora.getHours() * 60 + hora.getMinutes(),
  };
}

/** The instant São Paulo's wall clock reads `data` ('YYYY-MM-DD') at `hora` ('HH:MM', midnight when absent). */
export function instanteNaLoja(data: string, hora = '00:00'): Date {
  const [ano, mes, dia] = data.split('-').map(Number);
  const [horas, minutos] = hora.split(':').map(Number);
  return new Date(new TZDateMini(ano!, mes! - 1, dia!, horas!, minutos!, FUSO_DA_LOJA).getTime());
}

/** "2026-11-28T11:30:00-03:00": the wall-clock time with São Paulo's offset at that instant. */
export function isoNaLoja(data: string, hora: string): string {
  const instante = instanteNaLoja(data, hora);
  const local = naLoja(instante);
  const deslocamento = -new TZDateMini(instante.getTime(), FUSO_DA_LOJA).getTimezoneOffset();
  const sinal = deslocamento < 0 ? '-' : '+';
  const absoluto = Math.abs(deslocamento);
  const horaLocal = `${doisDigitos(Math.floor(local.minuto / 60))}:${doisDigitos(local.minuto % 60)}`;
  return `${local.data}T${horaLocal}:00${sinal}${doisDigitos(Math.floor(absoluto / 60))}:${doisDigitos(absoluto % 60)}`;
}
