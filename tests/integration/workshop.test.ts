import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_TABLE, localClientConfig } from '@app/infra/local/stack';
import { asAdmin, call, callRoute, newClient } from './api';
import { eventually } from './eventually';

/** The workshop's clock (issue 42) over HTTP: its hours, the public status, a chosen status expiring on time. */
let admin: string;
let client: string;

const allDay = [{ start: '00:00', end: '24:00' }];
const everyDay = { monday: allDay, tuesday: allDay, wednesday: allDay, thursday: allDay, friday: allDay, saturday: allDay, sunday: allDay };

const status = async () => {
  const res = await callRoute('GET /api/workshop');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

beforeAll(async () => {
  admin = await asAdmin();
  client = (await newClient()).token;
  const db = DynamoDBDocumentClient.from(new DynamoDBClient(localClientConfig(inject('dynamoEndpoint'))));
  await db.send(new DeleteCommand({ TableName: LOCAL_TABLE, Key: { pk: 'SETTINGS', sk: 'WORKSHOP' } }));
});

describe('the opening hours', () => {
  it('are not configured at first: no status shown', async () => {
    expect(await status()).toMatchObject({ configured: false, status: 'closed', next_opening: null });
  });

  it('refuse overlaps, 24:30 and an end before its start with a French detail; only an administrator saves them', async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [{ schedule: { monday: [{ start: '09:00', end: '24:30' }] } }, 'Heure invalide\u202f: 24:30 (format HH:MM, de 00:00 à 24:00).'],
      [{ schedule: { monday: [{ start: '18:00', end: '09:00' }] } }, 'Plage horaire invalide le lundi\u202f: la fin (09:00) doit suivre le début (18:00).'],
      [
        { schedule: { monday: [{ start: '09:00', end: '12:00' }, { start: '10:00', end: '13:00' }] } },
        'Plages horaires qui se chevauchent le lundi\u202f: 09:00–12:00 et 10:00–13:00.',
      ],
    ];
    for (const [body, detail] of refusals) {
      const res = await call('PUT', '/api/admin/workshop', { token: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.detail).toBe(detail);
    }
    expect((await call('PUT', '/api/admin/workshop', { token: client, body: { schedule: everyDay } })).status).toBe(403);
    expect((await status()).configured).toBe(false);
  });

  it('give the status everyone sees: open all day every day, except on a public holiday', async () => {
    const saved = await callRoute('PUT /api/admin/workshop', { token: admin, body: { schedule: everyDay, closures: [] } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const now = await status();
    expect(now.configured).toBe(true);
    expect(now.status).toBe(now.closed_today ? 'closed' : 'open');
    expect(now.label).toBe(now.closed_today ? 'Fermé' : 'Ouvert');
    expect(now.calendar.schedule.sunday).toEqual(allDay);
  });
});

describe('a status chosen by an administrator', () => {
  it('refuses an end in the past or beyond 30 days, and a client', async () => {
    const past = await call('PUT', '/api/admin/workshop/status', { token: admin, body: { status: 'busy', until: new Date(Date.now() - 1000).toISOString() } });
    expect(past.status).toBe(400);
    expect(past.body.detail).toBe('La fin du statut doit être une date et une heure à venir.');
    const far = await call('PUT', '/api/admin/workshop/status', { token: admin, body: { status: 'busy', until: new Date(Date.now() + 31 * 86_400_000).toISOString() } });
    expect(far.status).toBe(400);
    expect(far.body.detail).toBe('Un statut choisi dure au plus 30 jours.');
    const bad = await call('PUT', '/api/admin/workshop/status', { token: admin, body: { status: 'asleep', until: new Date(Date.now() + 60_000).toISOString() } });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe("Statut de l'atelier invalide");
    expect((await call('PUT', '/api/admin/workshop/status', { token: client, body: { status: 'busy', until: new Date(Date.now() + 60_000).toISOString() } })).status).toBe(403);
  });

  it('holds with its message until its end, then the hours give the status again, on time', async () => {
    const until = new Date(Date.now() + 4000);
    const chosen = await callRoute('PUT /api/admin/workshop/status', {
      token: admin,
      body: { status: 'busy', message: '  Beaucoup de fichiers ce matin : comptez une heure de plus.  ', until: until.toISOString() },
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect(chosen.body.override).toEqual({ status: 'busy', message: 'Beaucoup de fichiers ce matin : comptez une heure de plus.', until: until.toISOString() });
    expect(await status()).toMatchObject({ status: 'busy', label: 'Occupé', message: 'Beaucoup de fichiers ce matin : comptez une heure de plus.', until: until.toISOString() });

    await eventually(async () => (await status()).status !== 'busy', 'the chosen status to end', 20_000);
    expect(Date.now()).toBeGreaterThanOrEqual(until.getTime());
    const after = await status();
    expect(after).toMatchObject({ status: after.closed_today ? 'closed' : 'open', message: '', until: null });
    // The administrator still sees what was chosen, expired.
    expect((await callRoute('GET /api/admin/workshop', { token: admin })).body.override?.status).toBe('busy');
  });

  it('is cleared by an administrator, and both changes are in the audit trail', async () => {
    await callRoute('PUT /api/admin/workshop/status', { token: admin, body: { status: 'sav_only', until: new Date(Date.now() + 3_600_000).toISOString() } });
    expect((await status()).label).toBe('SAV uniquement');
    const cleared = await callRoute('DELETE /api/admin/workshop/status', { token: admin });
    expect(cleared.status).toBe(200);
    expect(cleared.body.override).toBeNull();
    await sleep(10);
    expect((await status()).status).not.toBe('sav_only');
    const audit = await callRoute('GET /api/admin/audit', { token: admin, query: { action: 'settings.workshop_status' } });
    expect(audit.status, JSON.stringify(audit.body)).toBe(200);
    expect(audit.body.length).toBeGreaterThanOrEqual(2);
  });
});
