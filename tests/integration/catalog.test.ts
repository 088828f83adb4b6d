import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_TABLE, localClientConfig } from '@app/infra/local/stack';
import { parsePrice } from '@app/shared/pricing/pricing';
import { asAdmin, call, form, newClient } from './api';

/** Unique names: the stack (and its catalogue) is shared by every test file. */
const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

interface Category {
  id: string;
  name: string;
  services: { id: string; name: string; price: string }[];
}

let admin: string;
let client: string;

async function createCategory(name = unique('Catégorie')): Promise<Category> {
  const res = await call('POST', '/api/admin/categories', { token: admin, body: form({ name }) });
  expect(res.status).toBe(201);
  return res.body;
}

async function addService(categoryId: string, name: string, price: string) {
  const res = await call('POST', `/api/admin/categories/${categoryId}/services`, {
    token: admin,
    body: form({ name, price }),
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; name: string; price: string };
}

async function catalog(token = admin, path = '/api/admin/categories'): Promise<Category[]> {
  const res = await call('GET', path, { token });
  expect(res.status).toBe(200);
  expect(Array.isArray(res.body)).toBe(true);
  return res.body;
}

const rawDb = () => DynamoDBDocumentClient.from(new DynamoDBClient(localClientConfig(inject('dynamoEndpoint'))));

const find = (list: Category[], id: string) => list.find((c) => c.id === id);

beforeAll(async () => {
  admin = await asAdmin();
  client = (await newClient()).token;
});

describe('access', () => {
  it('refuses unauthenticated calls with 401', async () => {
    const calls: [string, string][] = [
      ['GET', '/api/categories'],
      ['GET', '/api/admin/categories'],
      ['POST', '/api/admin/categories'],
      ['DELETE', '/api/admin/categories/x'],
      ['POST', '/api/admin/categories/x/services'],
      ['PUT', '/api/admin/categories/x/services/y'],
      ['DELETE', '/api/admin/categories/x/services/y'],
    ];
    for (const [method, path] of calls) {
      const res = await call(method, path, {
        body: method === 'GET' || method === 'DELETE' ? undefined : form({ name: 'x', price: '1€' }),
      });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.detail).toBeTruthy();
    }
  });

  it('refuses a client on administrator calls with 403', async () => {
    const category = await createCategory();
    const service = await addService(category.id, 'Stage 1', '50€');
    const calls: [string, string, FormData | undefined][] = [
      ['GET', '/api/admin/categories', undefined],
      ['POST', '/api/admin/categories', form({ name: unique('Intrus') })],
      ['DELETE', `/api/admin/categories/${category.id}`, undefined],
      ['POST', `/api/admin/categories/${category.id}/services`, form({ name: 'X', price: '1€' })],
      ['PUT', `/api/admin/categories/${category.id}/services/${service.id}`, form({ name: 'X', price: '1€' })],
      ['DELETE', `/api/admin/categories/${category.id}/services/${service.id}`, undefined],
    ];
    for (const [method, path, body] of calls) {
      const res = await call(method, path, { token: client, body });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    // Nothing changed.
    expect(find(await catalog(), category.id)).toEqual({ ...category, services: [service] });
  });

  it('refuses a pending client on GET /api/categories with 403', async () => {
    const pending = await newClient({ approve: false });
    const res = await call('GET', '/api/categories', { token: pending.token });
    expect(res.status).toBe(403);
    expect(res.body.detail).toMatch(/attente/);
  });

  it('lets an approved client and an administrator read the catalogue', async () => {
    const category = await createCategory();
    await addService(category.id, 'Stage 1', '150€');
    const forClient = find(await catalog(client, '/api/categories'), category.id);
    const forAdmin = find(await catalog(admin, '/api/categories'), category.id);
    expect(forClient).toEqual(forAdmin);
    expect(forClient?.services).toEqual([{ id: expect.any(String), name: 'Stage 1', price: '150€', auto_delivery: false, human_review_required: false, emission_related: false }]);
  });
});

describe('categories', () => {
  it('creates a category from a multipart body (trimmed) and lists it', async () => {
    const name = unique('Reprogrammation moteur');
    const res = await call('POST', '/api/admin/categories', { token: admin, body: form({ name: `  ${name}  ` }) });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), name, services: [] });
    expect(find(await catalog(), res.body.id)).toEqual(res.body);
    expect(find(await catalog(client, '/api/categories'), res.body.id)).toEqual(res.body);
  });

  it('creates a category from a JSON body', async () => {
    const name = unique('Boîte de vitesses');
    const res = await call('POST', '/api/admin/categories', { token: admin, body: { name } });
    expect(res.status).toBe(201);
    expect(res.body.name).toBe(name);
  });

  it('refuses a blank or missing name with 400', async () => {
    for (const body of [form({ name: '   ' }), form({}), { name: '' }, {}]) {
      const res = await call('POST', '/api/admin/categories', { token: admin, body });
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe('Le nom de la catégorie est requis');
    }
  });

  it('refuses a name over 100 characters with 400', async () => {
    const res = await call('POST', '/api/admin/categories', { token: admin, body: form({ name: 'x'.repeat(101) }) });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/100 caractères/);
  });

  it('refuses a duplicate name, whatever its case, with 409', async () => {
    const category = await createCategory(unique('Décatalyseur'));
    const res = await call('POST', '/api/admin/categories', {
      token: admin,
      body: form({ name: ` ${category.name.toUpperCase()} ` }),
    });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('Cette catégorie existe déjà');
  });

  it('lists categories by name (French order) and services by creation order', async () => {
    const tag = randomUUID().slice(0, 8);
    const zebre = await createCategory(`${tag} Zèbre`);
    const eco = await createCategory(`${tag} éco`);
    const alpha = await createCategory(`${tag} Alpha`);
    const first = await addService(eco.id, 'Zeta', '10€');
    const second = await addService(eco.id, 'Alpha', '20€');
    const third = await addService(eco.id, 'Milieu', '30€');
    const mine = (await catalog()).filter((c) => c.name.startsWith(tag));
    expect(mine.map((c) => c.id)).toEqual([alpha.id, eco.id, zebre.id]);
    expect(mine[1]?.services.map((s) => s.id)).toEqual([first.id, second.id, third.id]);
  });

  it('deletes a category with its services, then 404', async () => {
    const category = await createCategory();
    await addService(category.id, 'Stage 1', '100€');
    await addService(category.id, 'Stage 2', '200€');
    const res = await call('DELETE', `/api/admin/categories/${category.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: 'Catégorie supprimée' });
    expect(find(await catalog(), category.id)).toBeUndefined();

    const again = await call('DELETE', `/api/admin/categories/${category.id}`, { token: admin });
    expect(again.status).toBe(404);
    expect(again.body.detail).toBe('Catégorie introuvable');
    const addAfter = await call('POST', `/api/admin/categories/${category.id}/services`, {
      token: admin,
      body: form({ name: 'Stage 3', price: '1€' }),
    });
    expect(addAfter.status).toBe(404);

    // The name is free again.
    expect(
      (await call('POST', '/api/admin/categories', { token: admin, body: form({ name: category.name }) })).status,
    ).toBe(201);
  });

  it('deletes a category holding more services than one transaction takes', async () => {
    const category = await createCategory();
    for (let i = 0; i < 101; i += 15) {
      await Promise.all(
        Array.from({ length: Math.min(15, 101 - i) }, (_, j) =>
          addService(category.id, `Service ${i + j}`, `${i + j}€`),
        ),
      );
    }
    expect(find(await catalog(), category.id)?.services).toHaveLength(101);
    const res = await call('DELETE', `/api/admin/categories/${category.id}`, { token: admin });
    expect(res.status).toBe(200);
    // No service item is left behind (read the table directly: orphans are hidden from the API).
    const left = await rawDb().send(
      new QueryCommand({
        TableName: LOCAL_TABLE,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': 'CATALOG', ':prefix': `CATEGORY#${category.id}` },
      }),
    );
    expect(left.Items).toEqual([]);
  });

  it('answers 404 for an unknown category id, including one that tries to reach a service key', async () => {
    const unknown = await call('DELETE', `/api/admin/categories/${randomUUID()}`, { token: admin });
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe('Catégorie introuvable');

    const category = await createCategory();
    const service = await addService(category.id, 'Stage 1', '50€');
    const crafted = encodeURIComponent(`${category.id}#SERVICE#${service.id}`);
    const res = await call('DELETE', `/api/admin/categories/${crafted}`, { token: admin });
    expect(res.status).toBe(404);
    expect(find(await catalog(), category.id)?.services).toEqual([service]);
  });
});

describe('category rename', () => {
  it('renames a category and keeps its services', async () => {
    const category = await createCategory();
    await addService(category.id, 'Stage 2', '400€');
    const name = unique('Renommée');
    const res = await call('PUT', `/api/admin/categories/${category.id}`, { token: admin, body: form({ name: ` ${name} ` }) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: category.id, name });
    expect(find(await catalog(), category.id)).toMatchObject({ name, services: [{ name: 'Stage 2', price: '400€' }] });
  });

  it('refuses a blank name, another category\'s name and an unknown category', async () => {
    const a = await createCategory();
    const b = await createCategory();
    const blank = await call('PUT', `/api/admin/categories/${a.id}`, { token: admin, body: { name: '  ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.detail).toBe('Le nom de la catégorie est requis');
    const taken = await call('PUT', `/api/admin/categories/${a.id}`, { token: admin, body: { name: b.name.toUpperCase() } });
    expect(taken.status).toBe(409);
    const same = await call('PUT', `/api/admin/categories/${a.id}`, { token: admin, body: { name: a.name } });
    expect(same.status).toBe(200);
    const unknown = await call('PUT', '/api/admin/categories/inconnue', { token: admin, body: { name: unique('X') } });
    expect(unknown.status).toBe(404);
    expect((await call('PUT', `/api/admin/categories/${a.id}`, { token: client, body: { name: 'x' } })).status).toBe(403);
  });
});

describe('services', () => {
  let category: Category;
  beforeAll(async () => {
    category = await createCategory();
  });

  it('adds a service from a multipart body; the price text is kept as typed (trimmed)', async () => {
    const res = await call('POST', `/api/admin/categories/${category.id}/services`, {
      token: admin,
      body: form({ name: '  Stage 1  ', price: ' 50,00 € ' }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), name: 'Stage 1', price: '50,00 €', auto_delivery: false, human_review_required: false, emission_related: false });
    const listed = find(await catalog(client, '/api/categories'), category.id)?.services.find(
      (s) => s.id === res.body.id,
    );
    expect(listed).toEqual(res.body);
    expect(parsePrice(listed!.price)).toBe(50);
  });

  it('adds a service from a JSON body', async () => {
    const res = await call('POST', `/api/admin/categories/${category.id}/services`, {
      token: admin,
      body: { name: 'EGR off', price: '80€' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'EGR off', price: '80€' });
  });

  it('refuses a blank name or price, and a price without a valid amount, with 400', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ name: '   ', price: '50€' }, 'Le nom du service est requis'],
      [{ price: '50€' }, 'Le nom du service est requis'],
      [{ name: 'Stage 1', price: '  ' }, 'Le prix du service est requis'],
      [{ name: 'Stage 1' }, 'Le prix du service est requis'],
      [{ name: 'Stage 1', price: 'sur devis' }, 'Le prix doit contenir un montant valide (ex. 50\u00a0€)'],
      [{ name: 'Stage 1', price: '-20€' }, 'Le prix doit contenir un montant valide (ex. 50\u00a0€)'],
    ];
    for (const [fields, detail] of cases) {
      for (const body of [form(fields), fields]) {
        const res = await call('POST', `/api/admin/categories/${category.id}/services`, { token: admin, body });
        expect(res.status, JSON.stringify(fields)).toBe(400);
        expect(res.body.detail).toBe(detail);
      }
    }
  });

  it('refuses a service for an unknown category with 404', async () => {
    const res = await call('POST', `/api/admin/categories/${randomUUID()}/services`, {
      token: admin,
      body: form({ name: 'Stage 1', price: '50€' }),
    });
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe('Catégorie introuvable');
  });

  it('updates a service (multipart and JSON) and refuses invalid input', async () => {
    const service = await addService(category.id, 'Stage 2', '100€');
    const path = `/api/admin/categories/${category.id}/services/${service.id}`;
    const res = await call('PUT', path, { token: admin, body: form({ name: 'Stage 2+', price: '120 €' }) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: service.id, name: 'Stage 2+', price: '120 €', auto_delivery: false, human_review_required: false, emission_related: false });
    const json = await call('PUT', path, { token: admin, body: { name: 'Stage 2++', price: '130€' } });
    expect(json.status).toBe(200);
    expect(find(await catalog(), category.id)?.services.find((s) => s.id === service.id)).toEqual({
      id: service.id,
      name: 'Stage 2++',
      price: '130€',
      auto_delivery: false,
      human_review_required: false,
      emission_related: false,
    });

    const blank = await call('PUT', path, { token: admin, body: form({ name: 'Stage 2', price: ' ' }) });
    expect(blank.status).toBe(400);
    expect(blank.body.detail).toBe('Le prix du service est requis');
    const bad = await call('PUT', path, { token: admin, body: form({ name: 'Stage 2', price: 'gratuit' }) });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('Le prix doit contenir un montant valide (ex. 50\u00a0€)');
  });

  it('answers 404 when updating an unknown service or one of another category', async () => {
    const other = await createCategory();
    const service = await addService(category.id, 'Stage 3', '150€');
    for (const path of [
      `/api/admin/categories/${category.id}/services/${randomUUID()}`,
      `/api/admin/categories/${other.id}/services/${service.id}`,
      `/api/admin/categories/${randomUUID()}/services/${service.id}`,
    ]) {
      const res = await call('PUT', path, { token: admin, body: form({ name: 'X', price: '1€' }) });
      expect(res.status, path).toBe(404);
      expect(res.body.detail).toBe('Service introuvable');
    }
    expect(find(await catalog(), other.id)?.services).toEqual([]);
  });

  it('deletes a service, then 404', async () => {
    const service = await addService(category.id, 'Stage 4', '200€');
    const path = `/api/admin/categories/${category.id}/services/${service.id}`;
    const res = await call('DELETE', path, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: 'Service supprimé' });
    expect(find(await catalog(), category.id)?.services.some((s) => s.id === service.id)).toBe(false);
    const again = await call('DELETE', path, { token: admin });
    expect(again.status).toBe(404);
    expect(again.body.detail).toBe('Service introuvable');
    // Updating a deleted service does not resurrect it.
    const put = await call('PUT', path, { token: admin, body: form({ name: 'X', price: '1€' }) });
    expect(put.status).toBe(404);
  });
});
