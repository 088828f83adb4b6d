/**
 * French public holidays (jours fériés, Code du travail art. L. 3133-1) of a year, as 'YYYY-MM-DD':
 * the eight fixed ones and the three that follow Easter (Monday, Ascension, Whit Monday).
 * Alsace-Moselle's Good Friday and 26 December are not included.
 */
export function frenchPublicHolidays(year: number): Map<string, string> {
  const easter = easterSunday(year);
  const fromEaster = (days: number) => new Date(easter.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  const fixed = (month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return new Map([
    [fixed(1, 1), "Jour de l'an"],
    [fromEaster(1), 'Lundi de Pâques'],
    [fixed(5, 1), 'Fête du Travail'],
    [fixed(5, 8), 'Victoire 1945'],
    [fromEaster(39), 'Ascension'],
    [fromEaster(50), 'Lundi de Pentecôte'],
    [fixed(7, 14), 'Fête nationale'],
    [fixed(8, 15), 'Assomption'],
    [fixed(11, 1), 'Toussaint'],
    [fixed(11, 11), 'Armistice 1918'],
    [fixed(12, 25), 'Noël'],
  ]);
}

/** Easter Sunday of the Gregorian calendar (the anonymous algorithm of Meeus, Jones and Butcher), at 00:00 UTC. */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

const cache = new Map<number, Map<string, string>>();

/** The holiday's French name on that Paris day, if it is one. */
export function publicHolidayOn(day: string): string | undefined {
  const year = Number(day.slice(0, 4));
  let holidays = cache.get(year);
  if (!holidays) cache.set(year, (holidays = frenchPublicHolidays(year)));
  return holidays.get(day);
}
