import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useFunctionsEnv } from './functions-env';
import { asAdmin, call, form, newClient } from './api';

const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

let admin: string;

async function createCategory(name = unique('Catégorie')): Promise<{ id: string; name: string }> {
  const res = await call('POST', '/api/admin/categories', { token: admin, body: form({ name }) });
  expect(res.status).toBe(201);
  return res.body;
}

const discountsPath = (clientId: string) => `/api/admin/clients/${clientId}/discounts`;

async function saveDiscount(clientId: string, body: Record<string, unknown> | FormData) {
  return call('POST', discountsPath(clientId), { token: admin, body });
}

beforeAll(async () => {
  admin = await asAdmin();
});

describe('access', () => {
  it('refuses unauthenticated calls with 401', async () => {
    const calls: [string, string][] = [
      ['GET', '/api/client/discounts'],
      ['GET', discountsPath('x')],
      ['POST', discountsPath('x')],
      ['DELETE', `${discountsPath('x')}/y`],
    ];
    for (const [method, path] of calls) {
      expect((await call(method, path)).status, `${method} ${path}`).toBe(401);
    }
  });

  it('refuses a client on administrator calls with 403, an administrator on the client list', async () => {
    const client = await newClient();
    const category = await createCategory();
    const calls: [string, string, FormData | undefined][] = [
      ['GET', discountsPath(client.id), undefined],
      [
        'POST',
        discountsPath(client.id),
        form({ category_id: category.id, discount_type: 'percentage', discount_value: '100' }),
      ],
      ['DELETE', `${discountsPath(client.id)}/${category.id}`, undefined],
    ];
    for (const [method, path, body] of calls) {
      expect((await call(method, path, { token: client.token, body })).status, `${method} ${path}`).toBe(403);
    }
    expect((await call('GET', '/api/client/discounts', { token: client.token })).body).toEqual([]);
    expect((await call('GET', '/api/client/discounts', { token: admin })).status).toBe(403);
  });

  it('refuses a pending client on its own list with 403', async () => {
    const pending = await newClient({ approve: false });
    expect((await call('GET', '/api/client/discounts', { token: pending.token })).status).toBe(403);
  });
});

describe('discounts', () => {
  it('creates (multipart, decimal comma) then replaces (JSON) the discount of a category', async () => {
    const client = await newClient();
    const category = await createCategory();
    const created = await saveDiscount(
      client.id,
      form({ category_id: category.id, discount_type: 'percentage', discount_value: '12,5' }),
    );
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      category_id: category.id,
      category_name: category.name,
      discount_type: 'percentage',
      discount_value: 12.5,
      created: true,
    });

    const replaced = await saveDiscount(client.id, {
      category_id: category.id,
      discount_type: 'fixed',
      discount_value: 20,
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ discount_type: 'fixed', discount_value: 20, created: false });

    const listed = await call('GET', discountsPath(client.id), { token: admin });
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      { category_id: category.id, category_name: category.name, discount_type: 'fixed', discount_value: 20 },
    ]);
  });

  it('accepts the bounds: percentage 0 and 100, two decimals, fixed 0 and numeric text', async () => {
    const client = await newClient();
    const category = await createCategory();
    for (const [discount_type, discount_value, expected] of [
      ['percentage', 0, 0],
      ['percentage', '100', 100],
      ['percentage', '99.99', 99.99],
      ['fixed', '0', 0],
      ['fixed', '150,50', 150.5],
    ] as const) {
      const res = await saveDiscount(
        client.id,
        form({ category_id: category.id, discount_type, discount_value: String(discount_value) }),
      );
      expect(res.status, `${discount_type} ${discount_value}`).toBe(200);
      expect(res.body.discount_value).toBe(expected);
    }
  });

  it('refuses invalid values with 400 and a French detail', async () => {
    const client = await newClient();
    const category = await createCategory();
    const cases: [Record<string, unknown>, string][] = [
      [{ discount_type: 'percentage', discount_value: 100.01 }, 'Un pourcentage de remise ne peut pas dépasser 100'],
      [{ discount_type: 'percentage', discount_value: -1 }, 'La valeur de la remise ne peut pas être négative'],
      [
        { discount_type: 'percentage', discount_value: 12.345 },
        'La valeur de la remise accepte au plus deux décimales',
      ],
      [
        { discount_type: 'percentage', discount_value: '12,345' },
        'La valeur de la remise accepte au plus deux décimales',
      ],
      [{ discount_type: 'fixed', discount_value: -5 }, 'La valeur de la remise ne peut pas être négative'],
      [{ discount_type: 'fixed', discount_value: 'dix' }, 'La valeur de la remise doit être un nombre'],
      [
        { discount_type: 'remboursement', discount_value: 5 },
        'Le type de remise doit être «\u202fpercentage\u202f» (pourcentage) ou «\u202ffixed\u202f» (montant fixe)',
      ],
      [{ discount_type: 'percentage' }, 'Veuillez remplir tous les champs'],
      [{ discount_type: 'percentage', discount_value: '' }, 'Veuillez remplir tous les champs'],
      [{ discount_value: 5 }, 'Veuillez remplir tous les champs'],
    ];
    for (const [fields, detail] of cases) {
      const res = await saveDiscount(client.id, { category_id: category.id, ...fields });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body.detail).toBe(detail);
    }
    const noCategory = await saveDiscount(client.id, form({ discount_type: 'fixed', discount_value: '5' }));
    expect(noCategory.status).toBe(400);
    expect(noCategory.body.detail).toBe('Veuillez remplir tous les champs');
    expect((await call('GET', discountsPath(client.id), { token: admin })).body).toEqual([]);
  });

  it('answers 404 for an unknown category or client', async () => {
    const client = await newClient();
    const category = await createCategory();
    const unknownCategory = await saveDiscount(client.id, {
      category_id: randomUUID(),
      discount_type: 'fixed',
      discount_value: 5,
    });
    expect(unknownCategory.status).toBe(404);
    expect(unknownCategory.body.detail).toBe('Catégorie introuvable');

    const unknownClient = await saveDiscount(randomUUID(), {
      category_id: category.id,
      discount_type: 'fixed',
      discount_value: 5,
    });
    expect(unknownClient.status).toBe(404);
    expect(unknownClient.body.detail).toBe('Client introuvable');

    const listUnknown = await call('GET', discountsPath(randomUUID()), { token: admin });
    expect(listUnknown.status).toBe(404);
    expect(listUnknown.body.detail).toBe('Client introuvable');

    // An administrator is not a client.
    const me = await call('GET', '/api/auth/me', { token: admin });
    const onAdmin = await saveDiscount(me.body.id, {
      category_id: category.id,
      discount_type: 'fixed',
      discount_value: 5,
    });
    expect(onAdmin.status).toBe(404);
  });

  it('shows each client only its own discounts', async () => {
    const [alice, bob] = await Promise.all([newClient(), newClient()]);
    const [engine, gearbox] = await Promise.all([createCategory(unique('Moteur')), createCategory(unique('Boîte'))]);
    expect(
      (await saveDiscount(alice.id, { category_id: engine.id, discount_type: 'percentage', discount_value: 10 }))
        .status,
    ).toBe(200);
    expect(
      (await saveDiscount(bob.id, { category_id: gearbox.id, discount_type: 'fixed', discount_value: 15 })).status,
    ).toBe(200);

    const forAlice = await call('GET', '/api/client/discounts', { token: alice.token });
    expect(forAlice.status).toBe(200);
    expect(forAlice.body).toEqual([
      { category_id: engine.id, category_name: engine.name, discount_type: 'percentage', discount_value: 10 },
    ]);
    const forBob = await call('GET', '/api/client/discounts', { token: bob.token });
    expect(forBob.body).toEqual([
      { category_id: gearbox.id, category_name: gearbox.name, discount_type: 'fixed', discount_value: 15 },
    ]);
  });

  it('deletes a discount, then 404', async () => {
    const client = await newClient();
    const category = await createCategory();
    await saveDiscount(client.id, { category_id: category.id, discount_type: 'percentage', discount_value: 5 });
    const path = `${discountsPath(client.id)}/${category.id}`;
    const res = await call('DELETE', path, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: 'Remise supprimée' });
    expect((await call('GET', '/api/client/discounts', { token: client.token })).body).toEqual([]);
    const again = await call('DELETE', path, { token: admin });
    expect(again.status).toBe(404);
    expect(again.body.detail).toBe('Remise introuvable');
  });

  it('drops the discount of a deleted category from the lists', async () => {
    const client = await newClient();
    const [kept, removed] = await Promise.all([createCategory(), createCategory()]);
    await saveDiscount(client.id, { category_id: kept.id, discount_type: 'fixed', discount_value: 10 });
    await saveDiscount(client.id, { category_id: removed.id, discount_type: 'fixed', discount_value: 20 });
    expect((await call('GET', discountsPath(client.id), { token: admin })).body).toHaveLength(2);
    expect((await call('DELETE', `/api/admin/categories/${removed.id}`, { token: admin })).status).toBe(200);
    for (const res of [
      await call('GET', discountsPath(client.id), { token: admin }),
      await call('GET', '/api/client/discounts', { token: client.token }),
    ]) {
      expect(res.body.map((d: { category_id: string }) => d.category_id)).toEqual([kept.id]);
    }
  });
});

describe('functions used by the orders domain', () => {
  beforeAll(() => {
    useFunctionsEnv();
  });

  it('loadCatalog() and discountsOf() price services with the client discounts', async () => {
    const { discountsOf, loadCatalog } = await import('@app/functions/price-list/price-list');
    const { priceService } = await import('@app/shared/pricing/pricing');
    const client = await newClient();
    const category = await createCategory();
    const service = await call('POST', `/api/admin/categories/${category.id}/services`, {
      token: admin,
      body: form({ name: 'Stage 1', price: '200,00 €' }),
    });
    await saveDiscount(client.id, { category_id: category.id, discount_type: 'percentage', discount_value: 12.5 });

    const catalog = await loadCatalog();
    expect(catalog.find((c) => c.id === category.id)).toEqual({
      id: category.id,
      name: category.name,
      services: [service.body],
    });
    const discounts = await discountsOf(client.id);
    expect(discounts).toEqual([{ category_id: category.id, discount_type: 'percentage', discount_value: 12.5 }]);
    expect(priceService(category.id, service.body.price, discounts)).toEqual({
      category_id: category.id,
      original_price: 200,
      discounted_price: 175,
    });
    expect(await discountsOf(randomUUID())).toEqual([]);
  });
});
