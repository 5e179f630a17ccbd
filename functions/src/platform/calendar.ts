/**
 * The platform's calendar: "today" and "this month" are São Paulo's, where the shops and their
 * customers are, not the server's UTC.
 */
const TIME_ZONE = 'America/Sao_Paulo';
// The en-CA locale formats dates as YYYY-MM-DD.
const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** 'YYYY-MM-DD' in São Paulo: the id of that day's estatisticas document. */
export function dayKey(date: Date): string {
  return isoDay.format(date);
}

/** The day keys of the date's month, from the 1st up to the date itself. */
export function monthDayKeys(date: Date): string[] {
  const [year, month, day] = dayKey(date).split('-');
  return Array.from({ length: Number(day) }, (_, index) => `${year}-${month}-${String(index + 1).padStart(2, '0')}`);
}

/** Midnight of the 1st of the date's month in São Paulo (UTC−3 all year: Brazil dropped daylight saving in 2019). */
export function monthStart(date: Date): Date {
  const [year, month] = dayKey(date).split('-');
  return new Date(`${year}-${month}-01T00:00:00-03:00`);
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
