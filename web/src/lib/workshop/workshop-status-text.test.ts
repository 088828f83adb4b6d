import { describe, expect, it } from 'vitest';
import { fieldClock } from '@/lib/format/paris-clock';
import { nextChange, workshopStatusText, type WorkshopStatusView } from './workshop-status-text';

// Wednesday 13 May 2026; Thursday 14 is Ascension (Easter on 5 April). Paris is UTC+2 in May.
const wednesdayNoon = new Date('2026-05-13T10:00:00Z');
const base: WorkshopStatusView = {
  configured: true,
  status: 'closed',
  label: 'Fermé',
  message: '',
  until: null,
  next_opening: null,
  next_closing: null,
  closed_today: null,
};
/** The expected text with its no-break spaces: inside '9 h 00' and between a day and its month. */
const h = (text: string) => text.replace(/(\d) h (\d)/g, '$1\u00a0h\u00a0$2').replace(/(\d|er) (mai|juin)/g, '$1\u00a0$2');

describe('the workshop status line (issue 42)', () => {
  it('says nothing until hours are saved', () => {
    expect(workshopStatusText({ ...base, configured: false }, wednesdayNoon)).toBeUndefined();
  });

  it('says when an open workshop closes, in Paris time (summer and winter)', () => {
    const open = { ...base, status: 'open' as const, label: 'Ouvert' };
    expect(workshopStatusText({ ...open, next_closing: '2026-05-13T16:00:00Z' }, wednesdayNoon)).toBe(h('Ouvert · ferme à 18 h 00'));
    const januaryMonday = new Date('2026-01-12T09:00:00Z');
    expect(workshopStatusText({ ...open, next_closing: '2026-01-12T17:00:00Z' }, januaryMonday)).toBe(h('Ouvert · ferme à 18 h 00'));
    // Open until midnight and on after it: the closing is tomorrow's.
    expect(workshopStatusText({ ...open, next_closing: '2026-05-14T10:00:00Z' }, wednesdayNoon)).toBe(h('Ouvert · ferme demain à 12 h 00'));
  });

  it('says when a closed workshop opens: later today, tomorrow, a weekday, a later date', () => {
    expect(workshopStatusText({ ...base, next_opening: '2026-05-13T12:00:00Z' }, wednesdayNoon)).toBe(h('Fermé · ouvre à 14 h 00'));
    expect(workshopStatusText({ ...base, next_opening: '2026-05-14T07:00:00Z' }, wednesdayNoon)).toBe(h('Fermé · ouvre demain à 9 h 00'));
    expect(workshopStatusText({ ...base, next_opening: '2026-05-18T07:00:00Z' }, wednesdayNoon)).toBe(h('Fermé · ouvre lundi à 9 h 00'));
    expect(workshopStatusText({ ...base, next_opening: '2026-06-01T07:30:00Z' }, wednesdayNoon)).toBe(h('Fermé · ouvre le 1er juin à 9 h 30'));
  });

  it('names the day closed all day, and the next opening', () => {
    const ascension = new Date('2026-05-14T08:00:00Z');
    expect(workshopStatusText({ ...base, closed_today: 'Ascension', next_opening: '2026-05-15T07:00:00Z' }, ascension)).toBe(
      h("Fermé aujourd'hui (Ascension) · ouvre demain à 9 h 00"),
    );
    expect(workshopStatusText({ ...base, closed_today: 'Ascension' }, ascension)).toBe("Fermé aujourd'hui (Ascension)");
  });

  it('shows a chosen status with its message until its end', () => {
    const busy = { ...base, status: 'busy' as const, label: 'Occupé', next_opening: null };
    expect(workshopStatusText({ ...busy, message: 'Beaucoup de demandes', until: '2026-05-13T13:30:00Z' }, wednesdayNoon)).toBe(
      h("Occupé — Beaucoup de demandes · jusqu'à 15 h 30"),
    );
    expect(workshopStatusText({ ...busy, until: '2026-05-14T13:30:00Z' }, wednesdayNoon)).toBe(h("Occupé · jusqu'à demain 15 h 30"));
    expect(workshopStatusText({ ...busy, label: 'SAV uniquement', status: 'sav_only', until: '2026-05-23T13:30:00Z' }, wednesdayNoon)).toBe(
      h("SAV uniquement · jusqu'au 23 mai à 15 h 30"),
    );
  });

  it('asks again at the next change: the chosen end, the opening or closing, or at the latest at Paris midnight', () => {
    expect(nextChange({ ...base, until: '2026-05-13T13:30:00Z', next_opening: '2026-05-13T12:00:00Z' }, wednesdayNoon).toISOString()).toBe(
      '2026-05-13T12:00:00.000Z',
    );
    expect(nextChange({ ...base, next_opening: '2026-05-18T07:00:00Z' }, wednesdayNoon).toISOString()).toBe('2026-05-13T22:00:00.000Z');
    // An instant already past is no change to wait for.
    expect(nextChange({ ...base, next_closing: '2026-05-13T09:00:00Z' }, wednesdayNoon).toISOString()).toBe('2026-05-13T22:00:00.000Z');
  });

  it("writes a field's time as HH:MM, 24:00 included", () => {
    expect([0, 540, 1050, 1440].map(fieldClock)).toEqual(['00:00', '09:00', '17:30', '24:00']);
  });
});
