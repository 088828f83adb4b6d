import { describe, expect, it } from 'vitest';
import { estimateReady, medianMinutes, orderMinutes, queueAhead, type QueuedOrder } from './eta';
import { easterSunday, frenchPublicHolidays } from './holidays';
import { addOpenMinutes, closedDayReason, isOpenAt, nextOpening, openMinutesBetween } from './opening';
import { fromParis, parisOffsetMinutes, toParis } from './paris-time';
import { workshopCalendarSchema, type WorkshopCalendar } from './schedule';

const office = [
  { start: '09:00', end: '12:00' },
  { start: '14:00', end: '18:00' },
];
const calendar = (closures: WorkshopCalendar['closures'] = []): WorkshopCalendar =>
  workshopCalendarSchema.parse({
    schedule: { monday: office, tuesday: office, wednesday: office, thursday: office, friday: office },
    closures,
  });
const at = (iso: string) => new Date(iso);

describe('French public holidays', () => {
  it('follow Easter (Monday, Ascension, Whit Monday) and keep the eight fixed days', () => {
    expect(easterSunday(2026).toISOString().slice(0, 10)).toBe('2026-04-05');
    expect(easterSunday(2027).toISOString().slice(0, 10)).toBe('2027-03-28');
    expect(easterSunday(2038).toISOString().slice(0, 10)).toBe('2038-04-25');
    const days = [...frenchPublicHolidays(2027).keys()];
    expect(days).toEqual(expect.arrayContaining(['2027-03-29', '2027-05-06', '2027-05-17', '2027-07-14', '2027-11-11', '2027-12-25']));
    expect(days).toHaveLength(11);
    expect(frenchPublicHolidays(2026).get('2026-05-25')).toBe('Lundi de Pentecôte');
  });
});

describe('Paris wall time', () => {
  it('is one hour ahead in winter, two in summer', () => {
    expect(parisOffsetMinutes(at('2027-01-15T12:00:00Z'))).toBe(60);
    expect(parisOffsetMinutes(at('2027-07-15T12:00:00Z'))).toBe(120);
    expect(fromParis('2027-07-15', 9 * 60).toISOString()).toBe('2027-07-15T07:00:00.000Z');
    expect(toParis(at('2027-01-15T23:30:00Z'))).toEqual({ day: '2027-01-16', minute: 30 });
  });

  it('reads a time the spring change skips an hour on, and the first of a time the autumn change repeats', () => {
    expect(fromParis('2027-03-28', 2 * 60 + 30).toISOString()).toBe('2027-03-28T01:30:00.000Z');
    expect(fromParis('2027-10-31', 2 * 60 + 30).toISOString()).toBe('2027-10-31T00:30:00.000Z');
  });
});

describe('the schedule', () => {
  const refusal = (input: unknown) => {
    const parsed = workshopCalendarSchema.safeParse(input);
    return parsed.success ? undefined : parsed.error.issues[0]?.message;
  };

  it('refuses 24:30, an end before its start and overlapping ranges, in French', () => {
    expect(refusal({ schedule: { monday: [{ start: '09:00', end: '24:30' }] } })).toBe('Heure invalide\u202f: 24:30 (format HH:MM, de 00:00 à 24:00).');
    expect(refusal({ schedule: { tuesday: [{ start: '14:00', end: '09:00' }] } })).toBe(
      'Plage horaire invalide le mardi\u202f: la fin (09:00) doit suivre le début (14:00).',
    );
    expect(refusal({ schedule: { friday: [{ start: '09:00', end: '12:00' }, { start: '11:30', end: '18:00' }] } })).toBe(
      'Plages horaires qui se chevauchent le vendredi\u202f: 09:00–12:00 et 11:30–18:00.',
    );
    expect(refusal({ schedule: {}, closures: [{ from: '2027-08-20', to: '2027-08-01' }] })).toBe(
      'Fermeture invalide\u202f: la date de fin précède la date de début.',
    );
    expect(refusal({ schedule: { sunday: [{ start: '00:00', end: '24:00' }] } })).toBeUndefined();
  });
});

describe('the opening hours', () => {
  it('say open or closed, and when it opens next', () => {
    const week = calendar();
    expect(isOpenAt(week, at('2027-01-12T10:00:00Z'))).toBe(true); // Tuesday 11:00
    expect(isOpenAt(week, at('2027-01-12T11:30:00Z'))).toBe(false); // 12:30, lunch
    expect(nextOpening(week, at('2027-01-12T11:30:00Z'))?.toISOString()).toBe('2027-01-12T13:00:00.000Z');
    expect(closedDayReason(week, '2027-05-06')).toBe('Ascension');
  });

  it('count an order at 18:55 on a Friday from Monday morning', () => {
    // Friday 8 January 2027, 18:55 in Paris; an hour of work: Monday 11th, 10:00.
    expect(addOpenMinutes(calendar(), at('2027-01-08T17:55:00Z'), 60)?.toISOString()).toBe('2027-01-11T09:00:00.000Z');
  });

  it('skip a closure and a public holiday, across the change to summer time', () => {
    const leave = calendar([{ from: '2027-01-11', to: '2027-01-12', label: 'Congés' }]);
    expect(closedDayReason(leave, '2027-01-12')).toBe('Congés');
    expect(addOpenMinutes(leave, at('2027-01-08T17:55:00Z'), 60)?.toISOString()).toBe('2027-01-13T09:00:00.000Z');
    // Friday 26 March 17:30 (winter), 90 min: 30 that day; Sunday the clocks change, Monday 29 is
    // Easter Monday; Tuesday 30 at 10:00 summer time (08:00 UTC).
    expect(addOpenMinutes(calendar(), at('2027-03-26T16:30:00Z'), 90)?.toISOString()).toBe('2027-03-30T08:00:00.000Z');
  });

  it('measure a handling time in opening minutes only', () => {
    // Friday 17:00 → Monday 10:00: one hour on Friday, one on Monday.
    expect(openMinutesBetween(calendar(), at('2027-01-08T16:00:00Z'), at('2027-01-11T09:00:00Z'))).toBe(120);
  });

  it('never open: no estimate rather than a loop', () => {
    const closed = workshopCalendarSchema.parse({ schedule: {} });
    expect(addOpenMinutes(closed, at('2027-01-08T10:00:00Z'), 30)).toBeUndefined();
  });
});

describe('the queue and its estimate', () => {
  const queue: QueuedOrder[] = [
    { id: 'a', created_at: '2027-01-12T09:00:00Z', express: false, minutes: 60 },
    { id: 'b', created_at: '2027-01-12T09:05:00Z', express: false, minutes: 60 },
    { id: 'c', created_at: '2027-01-12T09:10:00Z', express: true, minutes: 30 },
  ];

  it('puts express orders ahead of the standard ones, each kind by arrival', () => {
    const standard = { id: 'd', created_at: '2027-01-12T09:15:00Z', express: false };
    const express = { id: 'e', created_at: '2027-01-12T09:20:00Z', express: true };
    expect(queueAhead(queue, standard).map((order) => order.id)).toEqual(['a', 'b', 'c']);
    expect(queueAhead(queue, express).map((order) => order.id)).toEqual(['c']);
    expect(queueAhead(queue, queue[0]!).map((order) => order.id)).toEqual(['c']);
  });

  it('adds the work ahead and its own in opening hours: 3 ahead, ready at 15:20', () => {
    // Tuesday 12 January, 10:10 in Paris: 150 min ahead + 40 its own → 190 min: 110 before lunch, 80 after 14:00.
    const estimate = estimateReady(calendar(), at('2027-01-12T09:10:00Z'), queue, 40);
    expect(estimate.ahead).toBe(3);
    expect(estimate.ready_at?.toISOString()).toBe('2027-01-12T14:20:00.000Z');
    expect(toParis(estimate.ready_at!)).toEqual({ day: '2027-01-12', minute: 15 * 60 + 20 });
  });

  it('takes the median measured, the slowest service of an order, and a default when nothing was measured', () => {
    expect(medianMinutes([30, 10, 50], 45)).toBe(30);
    expect(medianMinutes([10, 20, 30, 40], 45)).toBe(25);
    expect(medianMinutes([], 45)).toBe(45);
    expect(orderMinutes([25, 60], 45)).toBe(60);
  });
});
