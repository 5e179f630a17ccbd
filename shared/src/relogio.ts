import { tzOffset } from '@date-fns/tz';

/**
 * São Paulo's clock, the one the server, the web app and every rule here read (issue 42): opening
 * hours, slots, "today" and the statistics' days are São Paulo's, where the shops and their
 * customers are. The offset always comes from the time zone's own rules (@date-fns/tz's tzOffset over the
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

/** São Paulo's offset from UTC at an instant, in minutes (−180 today, −120 in the summers before 2019). */
const deslocamento = (ms: number) => tzOffset(FUSO_DA_LOJA, new Date(ms));

// Arithmetic on epoch milliseconds and UTC fields rather than a Date subclass (TZDate): the kitchen's
// tests replace Date with a fake clock, which a subclass of the real Date does not survive.
export function naLoja(instante: Date): HoraNaLoja {
  const parede = new Date(instante.getTime() + deslocamento(instante.getTime()) * 60_000);
  return {
    data: `${parede.getUTCFullYear()}-${doisDigitos(parede.getUTCMonth() + 1)}-${doisDigitos(parede.getUTCDate())}`,
    diaDaSemana: parede.getUTCDay(),
    minuto: parede.getUTCHours() * 60 + parede.getUTCMinutes(),
  };
}

/**
 * The instant São Paulo's wall clock reads `data` ('YYYY-MM-DD') at `hora` ('HH:MM', midnight when
 * absent): the first such instant when the clock went back, and an hour later for a time the clock
 * skipped when summer time began.
 */
export function instanteNaLoja(data: string, hora = '00:00'): Date {
  const [ano, mes, dia] = data.split('-').map(Number);
  const [horas, minutos] = hora.split(':').map(Number);
  const comoUtc = Date.UTC(ano!, mes! - 1, dia!, horas!, minutos!);
  const primeiro = comoUtc - deslocamento(comoUtc) * 60_000;
  const segundo = comoUtc - deslocamento(primeiro) * 60_000;
  const lido = (ms: number) => naLoja(new Date(ms));
  const procurado = { data, minuto: horas! * 60 + minutos! };
  const bate = (ms: number) => lido(ms).data === procurado.data && lido(ms).minuto === procurado.minuto;
  if (bate(segundo)) return new Date(segundo);
  if (bate(primeiro)) return new Date(primeiro);
  return new Date(Math.max(primeiro, segundo));
}

/** "2026-11-28T11:30:00-03:00": the wall-clock time with São Paulo's offset at that instant. */
export function isoNaLoja(data: string, hora: string): string {
  const instante = instanteNaLoja(data, hora);
  const local = naLoja(instante);
  const minutos = deslocamento(instante.getTime());
  const sinal = minutos < 0 ? '-' : '+';
  const absoluto = Math.abs(minutos);
  const horaLocal = `${doisDigitos(Math.floor(local.minuto / 60))}:${doisDigitos(local.minuto % 60)}`;
  return `${local.data}T${horaLocal}:00${sinal}${doisDigitos(Math.floor(absoluto / 60))}:${doisDigitos(absoluto % 60)}`;
}
