import { instanteNaLoja, naLoja } from '@vitrine/shared/relogio';

/**
 * The platform's calendar: "today" and "this month" are São Paulo's, where the shops and their
 * customers are, not the server's UTC.
 */
/** 'YYYY-MM-DD' in São Paulo: the id of that day's estatisticas document. */
export function dayKey(date: Date): string {
  return naLoja(date).data;
}

/** The day keys of the date's month, from the 1st up to the date itself. */
export function monthDayKeys(date: Date): string[] {
  const [year, month, day] = dayKey(date).split('-');
  return Array.from({ length: Number(day) }, (_, index) => `${year}-${month}-${String(index + 1).padStart(2, '0')}`);
}

/**
 * The instant São Paulo's day `key` ('YYYY-MM-DD') starts (shared/relogio.ts: the time zone's own
 * rules give the offset).
 */
export function dayStart(key: string): Date {
  return instanteNaLoja(key);
}

/** Midnight of the 1st of the date's month in São Paulo. */
export function monthStart(date: Date): Date {
  return dayStart(`${dayKey(date).slice(0, 8)}01`);
}

/**
 * The keys of the `count` São Paulo days that end `diasAtras` days before the date's day, oldest
 * first: (date, 7) is the last seven days with today last, (date, 7, 7) the seven before them.
 * Calendar arithmetic on the key itself, so it never drifts across midnight or time zones.
 */
export function lastDayKeys(date: Date, count: number, diasAtras = 0): string[] {
  const [year, month, day] = dayKey(date).split('-').map(Number);
  const ultimo = Date.UTC(year!, month! - 1, day! - diasAtras);
  return Array.from({ length: count }, (_, index) => new Date(ultimo - (count - 1 - index) * 86_400_000).toISOString().slice(0, 10));
}
