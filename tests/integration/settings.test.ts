import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_TABLE, localClientConfig } from '@app/infra/local/stack';
import { retentionDefaults } from '@app/shared/privacy/retention-defaults';
import { CLIENT_MESSAGE_MAX, OPENING_HOURS_MAX, TERMS_MAX } from '@app/shared/settings/schemas';
import { asAdmin, call, form, newClient } from './api';

/** The settings are one item shared by the whole stack: only this file writes them. */
let admin: string;
let client: string;

const rawDb = () => DynamoDBDocumentClient.from(new DynamoDBClient(localClientConfig(inject('dynamoEndpoint'))));

async function settings(token = client, path = '/api/settings') {
  const res = await call('GET', path, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { opening_hours: string; client_message: string; terms_and_conditions: string };
}

async function save(body: Record<string, unknown> | FormData) {
  const res = await call('PUT', '/api/admin/settings', { token: admin, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

beforeAll(async () => {
  admin = await asAdmin();
  client = (await newClient()).token;
  await rawDb().send(new DeleteCommand({ TableName: LOCAL_TABLE, Key: { pk: 'SETTINGS', sk: 'SETTINGS' } }));
});

describe('access', () => {
  it('refuses anonymous calls with 401', async () => {
    for (const [method, path] of [
      ['GET', '/api/settings'],
      ['GET', '/api/admin/settings'],
      ['PUT', '/api/admin/settings'],
    ] as const) {
      const res = await call(method, path, { body: method === 'PUT' ? { client_message: 'x' } : undefined });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('refuses a client on the administrator calls with 403, and a pending client everywhere', async () => {
    expect((await call('GET', '/api/admin/settings', { token: client })).status).toBe(403);
    const put = await call('PUT', '/api/admin/settings', { token: client, body: { client_message: 'Intrus' } });
    expect(put.status).toBe(403);
    expect((await settings()).client_message).not.toBe('Intrus');

    const pending = await newClient({ approve: false });
    expect((await call('GET', '/api/settings', { token: pending.token })).status).toBe(403);
  });
});

describe('settings', () => {
  it('answers empty texts before anything is saved', async () => {
    // The retention durations are the defaults until saved (issue 24; privacy-retention.test.ts puts them back).
    const empty = { opening_hours: '', client_message: '', terms_and_conditions: '', retention: retentionDefaults, default_billing_mode: 'postpaid' };
    expect(await settings()).toEqual(empty);
    expect(await settings(admin, '/api/admin/settings')).toEqual(empty);
  });

  it('saves every text (trimmed at both ends) and a client reads them back', async () => {
    const terms = '## Conditions générales\n\n**Important**\n1. Paiement à la livraison\n\n2. Délais 24-48 h';
    const saved = await save({
      opening_hours: ' Lun-Ven 9h-18h\nSam 9h-12h ',
      client_message: 'Fermé le 15 août',
      terms_and_conditions: `\n${terms}\n`,
    });
    const expected = {
      opening_hours: 'Lun-Ven 9h-18h\nSam 9h-12h',
      client_message: 'Fermé le 15 août',
      terms_and_conditions: terms,
      retention: retentionDefaults,
      default_billing_mode: 'postpaid',
    };
    expect(saved).toEqual(expected);
    expect(await settings()).toEqual(expected);
    expect(await settings(admin, '/api/admin/settings')).toEqual(expected);
    // A visitor reads the terms registration asks it to accept, and nothing else of the settings.
    const visitor = await call('GET', '/api/terms');
    expect(visitor.status).toBe(200);
    expect(visitor.body).toEqual({ terms_and_conditions: terms });
  });

  it('keeps the texts a partial PUT leaves out (JSON or multipart), and clears one sent empty', async () => {
    const before = await settings();
    const partial = await save({ client_message: 'Nouveau message' });
    expect(partial).toEqual({ ...before, client_message: 'Nouveau message' });

    const multipart = await save(form({ opening_hours: 'Lun-Sam 8h-19h' }));
    expect(multipart).toEqual({ ...before, client_message: 'Nouveau message', opening_hours: 'Lun-Sam 8h-19h' });

    expect(await save({})).toEqual(multipart);
    const cleared = await save({ client_message: '' });
    expect(cleared).toEqual({ ...multipart, client_message: '' });
    expect(await settings()).toEqual(cleared);
  });

  it('refuses a text too long for its field (and saves nothing of that call), accepts one at the limit', async () => {
    const before = await settings();
    for (const [field, max] of [
      ['opening_hours', OPENING_HOURS_MAX],
      ['client_message', CLIENT_MESSAGE_MAX],
      ['terms_and_conditions', TERMS_MAX],
    ] as const) {
      const res = await call('PUT', '/api/admin/settings', {
        token: admin,
        body: { client_message: 'ne doit pas être gardé', [field]: 'é'.repeat(max + 1) },
      });
      expect(res.status, field).toBe(400);
      expect(res.body).toEqual({ detail: 'Le texte est trop long' });
    }
    expect(await settings()).toEqual(before);

    const atLimit = await save({
      terms_and_conditions: 'x'.repeat(TERMS_MAX),
      opening_hours: 'h'.repeat(OPENING_HOURS_MAX),
    });
    expect(atLimit.terms_and_conditions).toHaveLength(TERMS_MAX);
    expect(atLimit.opening_hours).toHaveLength(OPENING_HOURS_MAX);
  });

  it('refuses a text that is not a string', async () => {
    for (const body of [{ opening_hours: 42 }, { client_message: null }, { terms_and_conditions: ['a'] }]) {
      const res = await call('PUT', '/api/admin/settings', { token: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.detail).toBe('Le texte doit être une chaîne de caractères');
    }
  });
});
