/** fr-FR formatting helpers (spec §1: French locale for dates, euros with 2 decimals). */

const LOCALE = 'fr-FR';

// Every formatter is built on first use, not when a page's chunk loads: the first Intl formatter
// of a page costs its locale data (over 100 ms at start-up on a slow phone, as profiled; three
// built at this module's top level were a 130-150 ms long task on client home and dashboard).
const numberFormat = (options: Intl.NumberFormatOptions) => {
  let formatter: Intl.NumberFormat | undefined;
  return () => (formatter ??= new Intl.NumberFormat(LOCALE, options));
};
const euroFormatter = numberFormat({
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export type DateInput = string | number | Date | null | undefined;

/**
 * A number as Intl.NumberFormat writes it in fr-FR with these fraction digits (groups of three
 * split by U+202F, a decimal comma, rounded half away from zero on the number's shortest decimal
 * writing, '1.005' -> '1,01'), without building one: the first formatter of a page costs its
 * locale data, over 100 ms of the first render on a slow phone (the client header's balance, the
 * dashboard's counters; profiled at 4x). format.test.ts holds the two equal. Undefined beyond
 * exact integers or in exponent form, where the formatter writes it.
 */
function frenchNumber(value: number, minFraction: number, maxFraction: number): string | undefined {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(String(Math.abs(value)));
  if (!match) return undefined;
  const [, units = '', decimals = ''] = match;
  const scaled =
    Number(units + decimals.padEnd(maxFraction, '0').slice(0, maxFraction)) +
    (decimals.charAt(maxFraction) >= '5' ? 1 : 0);
  if (!Number.isSafeInteger(scaled)) return undefined;
  const digits = String(scaled).padStart(maxFraction + 1, '0');
  const whole = digits.slice(0, digits.length - maxFraction).replace(/\B(?=(\d{3})+$)/g, '\u202f');
  const fraction = digits
    .slice(digits.length - maxFraction)
    .replace(/0+$/, '')
    .padEnd(minFraction, '0');
  return `${value < 0 || Object.is(value, -0) ? '-' : ''}${whole}${fraction ? `,${fraction}` : ''}`;
}

/** 1234.5 -> "1 234,50 €" (fr-FR uses U+202F between thousands and U+00A0 before the sign). */
export function formatEuro(amount: number): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const written = frenchNumber(value, 2, 2);
  return written === undefined ? euroFormatter().format(value) : `${written}\u00a0€`;
}

/** 270.5 → '270,50 € HT': an amount excluding tax, said so (issue 37: every amount says HT or TTC). */
export const formatEuroHt = (amount: number): string => `${formatEuro(amount)}\u00a0HT`;

/** 324.6 → '324,60 € TTC': an amount including tax, said so. */
export const formatEuroTtc = (amount: number): string => `${formatEuro(amount)}\u00a0TTC`;

/** 20 → '20 %', 5.5 → '5,5 %': a VAT rate as French writes it (a narrow no-break space before %). */
export const formatRate = (rate: number): string => `${String(rate).replace('.', ',')}\u202f%`;

/** 110 → '110,00 crédits' (issue 40: one credit is one euro excluding VAT, written like an amount). */
export function formatCredits(amount: number): string {
  const value = Number.isFinite(amount) ? amount : 0;
  return `${frenchNumber(value, 2, 2) ?? value.toFixed(2).replace('.', ',')}\u00a0crédits`;
}

/** 120.5 → '120,50': an amount as prefilled in a text field (no grouping, no sign); '' when not a number. */
export function formatAmountInput(amount: number): string {
  return Number.isFinite(amount) ? amount.toFixed(2).replace('.', ',') : '';
}

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export interface DateFormatOptions {
  /** Text returned for a missing or unparsable date. */
  fallback?: string;
  /** IANA time zone; the browser's own zone when omitted. */
  timeZone?: string;
}

const DATE_PARTS: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
const TIME_PARTS: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
const DATE_TIME_PARTS: Intl.DateTimeFormatOptions = { ...DATE_PARTS, ...TIME_PARTS };

// Building an Intl.DateTimeFormat costs far more than formatting with one (a list formats a date
// per row, on every render): one per parts and time zone, kept.
const dateFormatters = new Map<Intl.DateTimeFormatOptions, Map<string, Intl.DateTimeFormat>>();

function dateFormatter(parts: Intl.DateTimeFormatOptions, timeZone: string | undefined): Intl.DateTimeFormat {
  let byZone = dateFormatters.get(parts);
  if (!byZone) dateFormatters.set(parts, (byZone = new Map()));
  let formatter = byZone.get(timeZone ?? '');
  if (!formatter) byZone.set(timeZone ?? '', (formatter = new Intl.DateTimeFormat(LOCALE, { ...parts, timeZone })));
  return formatter;
}

function formatDateParts(value: DateInput, options: DateFormatOptions, parts: Intl.DateTimeFormatOptions): string {
  const date = toDate(value);
  if (!date) return options.fallback ?? '';
  return dateFormatter(parts, options.timeZone).format(date);
}

/** "15/01/2024" */
export function formatDate(value: DateInput, options: DateFormatOptions = {}): string {
  return formatDateParts(value, options, DATE_PARTS);
}

/** "15/01/2024 14:30" */
export function formatDateTime(value: DateInput, options: DateFormatOptions = {}): string {
  return formatDateParts(value, options, DATE_TIME_PARTS);
}

/** "14:30" */
export function formatTime(value: DateInput, options: DateFormatOptions = {}): string {
  return formatDateParts(value, options, TIME_PARTS);
}

/** The time left until a date, rounded up: '1 min', '42 min', '1 h 05'. */
export function timeLeft(until: DateInput, now = Date.now()): string {
  const end = toDate(until)?.getTime() ?? now;
  const minutes = Math.max(1, Math.ceil((end - now) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`;
}

const integerFormatter = numberFormat({ maximumFractionDigits: 0 });
const formatInteger = (value: number) => frenchNumber(value, 0, 0) ?? integerFormatter().format(value);

/** 1234 → '1 234' (a count, fr-FR grouping). */
export const formatCount = (count: number): string => formatInteger(count);

/** '120000' or '120 000' → '120 000' (fr-FR grouping); any other text is kept as typed. */
export function formatKilometers(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  const digits = text.replace(/[\s\u00a0\u202f.]/g, '');
  return /^\d{1,12}$/.test(digits) ? formatInteger(Number(digits)) : text;
}

const sizeFormatter = numberFormat({ maximumFractionDigits: 1 });
const formatSize = (value: number) => frenchNumber(value, 0, 1) ?? sizeFormatter().format(value);

/** 512 → '512 o', 300 000 → '293 Ko', 1,5 MiB → '1,5 Mo' (French units, base 1024, no-break space). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes}\u00a0o`;
  if (bytes < 1024 * 1024) return `${formatSize(Math.round(bytes / 1024))}\u00a0Ko`;
  return `${formatSize(bytes / (1024 * 1024))}\u00a0Mo`;
}

const percentFormatter = numberFormat({ maximumFractionDigits: 2 });

/**
 * A discount: '12,5 %' or '20,00 €'; with `reduction`, as taken off a price: '-12,5 %', '-20,00 €'.
 */
export function formatDiscount(
  discount: { discount_type: 'percentage' | 'fixed'; discount_value: number },
  { reduction = false } = {},
): string {
  const value =
    discount.discount_type === 'percentage'
      ? `${frenchNumber(discount.discount_value, 0, 2) ?? percentFormatter().format(discount.discount_value)}\u00a0%`
      : formatEuro(discount.discount_value);
  return reduction ? `-${value}` : value;
}
