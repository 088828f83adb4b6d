/** fr-FR formatting helpers (spec §1: French locale for dates, euros with 2 decimals). */

const LOCALE = 'fr-FR';

const euroFormatter = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export type DateInput = string | number | Date | null | undefined;

/** 1234.5 -> "1 234,50 €" (fr-FR uses U+202F between thousands and U+00A0 before the sign). */
export function formatEuro(amount: number): string {
  return euroFormatter.format(Number.isFinite(amount) ? amount : 0);
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

function formatDateParts(value: DateInput, options: DateFormatOptions, parts: Intl.DateTimeFormatOptions): string {
  const date = toDate(value);
  if (!date) return options.fallback ?? '';
  return new Intl.DateTimeFormat(LOCALE, { ...parts, timeZone: options.timeZone }).format(date);
}

/** "15/01/2024" */
export function formatDate(value: DateInput, options: DateFormatOptions = {}): string {
  return formatDateParts(value, options, DATE_PARTS);
}

/** "15/01/2024 14:30" */
export function formatDateTime(value: DateInput, options: DateFormatOptions = {}): string {
  return formatDateParts(value, options, { ...DATE_PARTS, ...TIME_PARTS });
}
