import { describe, expect, it, vi } from 'vitest';
import {
  formatAmountInput,
  formatCount,
  formatDate,
  formatDateTime,
  formatDiscount,
  formatEuro,
  formatFileSize,
  formatKilometers,
  formatTime,
  timeLeft,
} from './format';

const NNBSP = '\u202F'; // narrow no-break space: fr-FR thousands separator
const NBSP = '\u00A0'; // no-break space: between the amount and the euro sign

describe('formatEuro', () => {
  it('formats with two decimals, a comma and the euro sign after a no-break space', () => {
    expect(formatEuro(0)).toBe(`0,00${NBSP}€`);
    expect(formatEuro(50)).toBe(`50,00${NBSP}€`);
    expect(formatEuro(12.5)).toBe(`12,50${NBSP}€`);
  });

  it('groups thousands with a narrow no-break space', () => {
    expect(formatEuro(1234.5)).toBe(`1${NNBSP}234,50${NBSP}€`);
    expect(formatEuro(1234567.891)).toBe(`1${NNBSP}234${NNBSP}567,89${NBSP}€`);
  });

  it('rounds to the cent', () => {
    expect(formatEuro(19.999)).toBe(`20,00${NBSP}€`);
    expect(formatEuro(0.004)).toBe(`0,00${NBSP}€`);
  });

  it('formats negative amounts', () => {
    expect(formatEuro(-42)).toMatch(new RegExp(`^[-\u2212]42,00${NBSP}€$`));
  });

  it('treats a non-finite amount as zero', () => {
    expect(formatEuro(Number.NaN)).toBe(`0,00${NBSP}€`);
    expect(formatEuro(Number.POSITIVE_INFINITY)).toBe(`0,00${NBSP}€`);
  });
});

describe('formatDate', () => {
  it('formats as dd/mm/yyyy in the requested time zone', () => {
    expect(formatDate('2024-01-15T14:30:00Z', { timeZone: 'Europe/Paris' })).toBe('15/01/2024');
    // 23:30 UTC on 31 December is already the 1st of January in Paris.
    expect(formatDate('2023-12-31T23:30:00Z', { timeZone: 'Europe/Paris' })).toBe('01/01/2024');
  });

  it('accepts Date objects and epoch milliseconds', () => {
    const date = new Date(Date.UTC(2025, 6, 4, 10, 0));
    expect(formatDate(date, { timeZone: 'UTC' })).toBe('04/07/2025');
    expect(formatDate(date.getTime(), { timeZone: 'UTC' })).toBe('04/07/2025');
  });

  it('uses the local time zone by default', () => {
    expect(formatDate(new Date(2024, 2, 9, 12, 0))).toBe('09/03/2024');
  });

  it('builds one Intl formatter per format and time zone, not one per date (a list formats one per row)', () => {
    const Original = Intl.DateTimeFormat;
    const built = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Original>
    ) {
      return new Original(...args);
    } as typeof Original);
    try {
      const rows = Array.from({ length: 50 }, (_, i) => Date.UTC(2025, 0, 1 + i, 8, 0));
      const dates = rows.map((row) => formatDate(row, { timeZone: 'Pacific/Noumea' }));
      const times = rows.map((row) => formatDateTime(row, { timeZone: 'Pacific/Noumea' }));
      expect(dates[1]).toBe('02/01/2025');
      expect(times[1]).toBe('02/01/2025 19:00');
      expect(built).toHaveBeenCalledTimes(2);
    } finally {
      built.mockRestore();
    }
  });

  it('returns the fallback for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('pas une date', { fallback: 'Date inconnue' })).toBe('Date inconnue');
  });
});

describe('formatDateTime', () => {
  it('formats as dd/mm/yyyy hh:mm (24-hour clock)', () => {
    expect(formatDateTime('2024-01-15T14:30:00Z', { timeZone: 'Europe/Paris' })).toBe('15/01/2024 15:30');
    expect(formatDateTime('2024-07-15T21:05:00Z', { timeZone: 'Europe/Paris' })).toBe('15/07/2024 23:05');
  });

  it('uses the local time zone by default', () => {
    expect(formatDateTime(new Date(2024, 10, 2, 8, 7))).toBe('02/11/2024 08:07');
  });

  it('returns the fallback for a missing or invalid date', () => {
    expect(formatDateTime(null, { fallback: 'Date inconnue' })).toBe('Date inconnue');
    expect(formatDateTime('nope')).toBe('');
  });
});

describe('formatKilometers', () => {
  it('groups digits the French way, also when typed with spaces, and keeps other text', () => {
    expect(formatKilometers('120000')).toBe(`120${NNBSP}000`);
    expect(formatKilometers('120 000')).toBe(`120${NNBSP}000`);
    expect(formatKilometers(' 950 ')).toBe('950');
    expect(formatKilometers('environ 90k')).toBe('environ 90k');
    expect(formatKilometers(null)).toBe('');
  });
});

describe('formatFileSize', () => {
  it('uses French units, base 1024, with a no-break space', () => {
    expect(formatFileSize(512)).toBe(`512${NBSP}o`);
    expect(formatFileSize(300_000)).toBe(`293${NBSP}Ko`);
    expect(formatFileSize(5 * 1024 * 1024)).toBe(`5${NBSP}Mo`);
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe(`1,5${NBSP}Mo`);
    expect(formatFileSize(Number.NaN)).toBe('');
  });
});

describe('formatDiscount', () => {
  it('shows a percentage or a euro amount, optionally as a reduction', () => {
    expect(formatDiscount({ discount_type: 'percentage', discount_value: 15 })).toBe(`15${NBSP}%`);
    expect(formatDiscount({ discount_type: 'percentage', discount_value: 12.5 })).toBe(`12,5${NBSP}%`);
    expect(formatDiscount({ discount_type: 'fixed', discount_value: 20 })).toBe(`20,00${NBSP}€`);
    expect(formatDiscount({ discount_type: 'percentage', discount_value: 10 }, { reduction: true })).toBe(
      `-10${NBSP}%`,
    );
    expect(formatDiscount({ discount_type: 'fixed', discount_value: 12.5 }, { reduction: true })).toBe(
      `-12,50${NBSP}€`,
    );
  });
});

describe('formatCount', () => {
  it('groups thousands the French way', () => {
    expect(formatCount(7)).toBe('7');
    expect(formatCount(12345)).toBe(`12${NNBSP}345`);
  });
});

describe('formatAmountInput', () => {
  it('prefills a text field with a decimal comma and two decimals', () => {
    expect(formatAmountInput(120.5)).toBe('120,50');
    expect(formatAmountInput(1234)).toBe('1234,00');
    expect(formatAmountInput(Number.NaN)).toBe('');
  });
});

describe('formatTime and timeLeft', () => {
  it('gives the hour and minute, and the time left rounded up', () => {
    expect(formatTime('2026-01-15T13:30:00Z', { timeZone: 'Europe/Paris' })).toBe('14:30');
    const now = Date.parse('2026-01-15T13:30:00Z');
    expect(timeLeft(now + 1_000, now)).toBe('1 min');
    expect(timeLeft(now + 41 * 60_000 + 1, now)).toBe('42 min');
    expect(timeLeft(now + 65 * 60_000, now)).toBe('1 h 05');
    expect(timeLeft(now - 5_000, now)).toBe('1 min');
  });
});

describe('numbers without Intl', () => {
  const amounts = [0, -0, 0.004, 0.005, -0.005, 0.05, 0.125, 1.005, 2.675, 2.5, -2.5, 1234.5, -1234.5, 999.995];
  amounts.push(999999.995, 12345678.9, 1e13, 2 ** 53, 1e21, 5e-7, -0.001, 0.96, 9.95, 99.95, 1023.96);
  for (let i = 0; i < 5000; i++) amounts.push(Math.round((Math.random() - 0.3) * 10 ** (1 + (i % 9)) * 1000) / 1000);
  const fr = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat('fr-FR', options);

  it('writes every amount as Intl.NumberFormat does, rounding included', () => {
    const intl = fr({ style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const amount of amounts) expect(formatEuro(amount), String(amount)).toBe(intl.format(amount));
    expect(formatEuro(Number.NaN)).toBe(intl.format(0));
  });

  it('writes counts, sizes and percentages as Intl.NumberFormat does', () => {
    const count = fr({ maximumFractionDigits: 0 });
    const percent = fr({ maximumFractionDigits: 2 });
    for (const value of amounts) {
      expect(formatCount(value), String(value)).toBe(count.format(value));
      expect(formatDiscount({ discount_type: 'percentage', discount_value: value }), String(value)).toBe(
        `${percent.format(value)}${NBSP}%`,
      );
    }
    const size = fr({ maximumFractionDigits: 1 });
    const sizes = [1024, 1536, 300_000, 1048575, 1048576, 1_572_864, 30 * 1024 * 1024 - 1, 123_456_789];
    for (const bytes of sizes) {
      const expected =
        bytes < 1048576
          ? `${size.format(Math.round(bytes / 1024))}${NBSP}Ko`
          : `${size.format(bytes / 1048576)}${NBSP}Mo`;
      expect(formatFileSize(bytes)).toBe(expected);
    }
  });
});

describe('start-up cost', () => {
  it('builds no Intl formatter when the module loads, only on first use', async () => {
    const built: string[] = [];
    const { NumberFormat, DateTimeFormat } = Intl;
    Intl.NumberFormat = class extends NumberFormat {
      constructor(...args: ConstructorParameters<typeof NumberFormat>) {
        super(...args);
        built.push('number');
      }
    } as typeof NumberFormat;
    Intl.DateTimeFormat = class extends DateTimeFormat {
      constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
        super(...args);
        built.push('date');
      }
    } as typeof DateTimeFormat;
    try {
      vi.resetModules();
      const fresh = await import('./format');
      expect(built).toEqual([]);
      expect(fresh.formatEuro(-1234.5)).toBe(`-1${NNBSP}234,50${NBSP}€`);
      expect(built).toEqual([]);
      expect(fresh.formatCount(1234)).toBe(`1${NNBSP}234`);
      expect(built).toEqual([]);
      expect(fresh.formatCount(1e22)).toBe(
        `10${NNBSP}000${NNBSP}000${NNBSP}000${NNBSP}000${NNBSP}000${NNBSP}000${NNBSP}000`,
      );
      fresh.formatCount(1e23);
      expect(built).toEqual(['number']);
    } finally {
      Intl.NumberFormat = NumberFormat;
      Intl.DateTimeFormat = DateTimeFormat;
    }
  });
});
