import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, call, form, newClient } from './api';
import {
  addService,
  bytes,
  createCategory,
  createOrder,
  listKeys,
  orderForm,
  setDiscount,
  unique,
  vehicle,
  type Category,
} from './orders-fixtures';

let client: Awaited<ReturnType<typeof newClient>>;
let remap: Category;
let gearbox: Category;
let stage1: { id: string; name: string; price: string };
let egr: { id: string; name: string; price: string };
let dsg: { id: string; name: string; price: string };

beforeAll(async () => {
  client = await newClient({
    overrides: { first_name: 'Paul', last_name: 'Martin', company_name: 'Martin Performance' },
  });
  remap = await createCategory(unique('Reprogrammation'));
  gearbox = await createCategory(unique('Boîte'));
  stage1 = await addService(remap.id, unique('Stage 1'), '100€');
  egr = await addService(remap.id, unique('EGR off'), '50,00 €');
  dsg = await addService(gearbox.id, unique('DSG'), '20€');
  await setDiscount(client.id, remap.id, 'percentage', 10);
  await setDiscount(client.id, gearbox.id, 'fixed', 30);
});

describe('POST /api/orders (multipart)', () => {
  it('creates the order priced by the server, ignoring the client total', async () => {
    const selected = [
      { id: stage1.id, name: stage1.name, price: '1€', category_id: remap.id, original_price: 1, discounted_price: 1 },
      { service: egr.name, price: '0€', category_id: remap.id },
      { name: dsg.name, price: '20€', category_id: gearbox.id },
    ];
    const content = bytes(2048);
    const res = await call('POST', '/api/orders', {
      token: client.token,
      body: orderForm(
        { selected_services: JSON.stringify(selected), total_price: '1' },
        { content, name: 'Golf 7 stock.BIN' },
      ),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const order = res.body;
    // 100 - 10 % = 90; 50 - 10 % = 45; 20 - 30 fixed = 0 (floor)
    expect(order.total_price).toBe(135);
    expect(order.selected_services).toEqual([
      {
        id: stage1.id,
        name: stage1.name,
        category_id: remap.id,
        category_name: remap.name,
        price: '100€',
        original_price: 100,
        discounted_price: 90,
      },
      {
        id: egr.id,
        name: egr.name,
        category_id: remap.id,
        category_name: remap.name,
        price: '50,00 €',
        original_price: 50,
        discounted_price: 45,
      },
      {
        id: dsg.id,
        name: dsg.name,
        category_id: gearbox.id,
        category_name: gearbox.name,
        price: '20€',
        original_price: 20,
        discounted_price: 0,
      },
    ]);
    expect(order).toMatchObject({
      ...vehicle,
      client_id: client.id,
      client_name: 'Paul Martin',
      client_company: 'Martin Performance',
      status: 'en_attente',
      payment_status: 'non_du',
      paid: false,
      original_filename: 'Golf 7 stock.BIN',
      sav_requested_at: null,
      sav_problem_description: null,
    });
    expect(Object.keys(order.files)).toEqual(['original']);
    // Since issue 18 the stored original carries its SHA-256 and analysis (file-analysis.test.ts).
    const sha256 = createHash('sha256').update(content).digest('hex');
    expect(order.files.original).toEqual({
      filename: 'Golf 7 stock.BIN',
      size: 2048,
      uploaded_at: order.created_at,
      sha256,
      analysis: expect.objectContaining({ size: 2048, sha256 }),
    });
    expect(JSON.stringify(order)).not.toContain('orders/');
    expect(order.created_at).toBe(order.updated_at);
    expect(new Date(order.created_at).toISOString()).toBe(order.created_at);
    expect(await listKeys(`orders/${order.id}/`)).toEqual([`orders/${order.id}/original/Golf_7_stock.BIN`]);

    const read = await call('GET', `/api/orders/${order.id}`, { token: client.token });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(order);
  });

  it('matches plain strings by name across the catalogue and ignores duplicates', async () => {
    const { order } = await createOrder(client.token, {
      selected_services: JSON.stringify([stage1.name, dsg.name, stage1.name]),
    });
    expect(order.selected_services).toHaveLength(2);
    expect(order.total_price).toBe(90);
  });

  it('accepts an order without services (total 0) and empty optional fields', async () => {
    const { order } = await createOrder(client.token, {
      selected_services: '',
      ecu_type: '',
      fuel_type: '',
      gearbox_type: '',
      file_origin: '',
      notes: '',
      useful_links: '',
    });
    expect(order).toMatchObject({
      total_price: 0,
      selected_services: [],
      fuel_type: null,
      gearbox_type: null,
      file_origin: null,
      ecu_type: '',
    });
  });

  it('refuses an unknown service with its name', async () => {
    const res = await call('POST', '/api/orders', {
      token: client.token,
      body: orderForm({
        selected_services: JSON.stringify([{ name: 'Stage 9 imaginaire', price: '1€', category_id: remap.id }]),
      }),
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Service inconnu\u202f: Stage 9 imaginaire');

    const wrongCategory = await call('POST', '/api/orders', {
      token: client.token,
      body: orderForm({ selected_services: JSON.stringify([{ id: dsg.id, name: dsg.name, category_id: remap.id }]) }),
    });
    expect(wrongCategory.status).toBe(400);
    expect(wrongCategory.body.detail).toBe(`Service inconnu\u202f: ${dsg.name}`);

    const plain = await call('POST', '/api/orders', {
      token: client.token,
      body: orderForm({ selected_services: JSON.stringify(['Inexistant']) }),
    });
    expect(plain.body.detail).toBe('Service inconnu\u202f: Inexistant');
  });

  it('refuses selected_services that are not a JSON list', async () => {
    for (const text of ['{not json', '{"a":1}', '[42]']) {
      const res = await call('POST', '/api/orders', {
        token: client.token,
        body: orderForm({ selected_services: text }),
      });
      expect(res.status, text).toBe(400);
      expect(res.body.detail).toBe('Services sélectionnés invalides');
    }
  });

  it('requires a file', async () => {
    const res = await call('POST', '/api/orders', { token: client.token, body: orderForm({}, null) });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Veuillez sélectionner un fichier');

    // A browser sends an empty part when no file is chosen.
    const emptyPart = orderForm({}, null);
    emptyPart.append('file', new Blob([]), '');
    const res2 = await call('POST', '/api/orders', { token: client.token, body: emptyPart });
    expect(res2.status).toBe(400);
    expect(res2.body.detail).toBe('Veuillez sélectionner un fichier');
  });

  it('refuses a file with another extension, and an empty file', async () => {
    const res = await call('POST', '/api/orders', { token: client.token, body: orderForm({}, { name: 'carte.txt' }) });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Format de fichier non accepté. Extensions autorisées\u202f: .bin, .ori, .mod, .hex, .map');

    const empty = await call('POST', '/api/orders', {
      token: client.token,
      body: orderForm({}, { content: new Uint8Array(), name: 'vide.bin' }),
    });
    expect(empty.status).toBe(400);
    expect(empty.body.detail).toBe('Le fichier est vide');
  });

  it('takes a multipart file of 4 MiB and answers 413 above (Lambda payload, base64)', async () => {
    const fits = await call('POST', '/api/orders', {
      token: client.token,
      body: orderForm({}, { content: bytes(4 * 1024 * 1024), name: 'juste.bin' }),
    });
    expect(fits.status, JSON.stringify(fits.body)).toBe(201);
    const res = await call('POST', '/api/orders', {
      token: client.token,
      body: orderForm({}, { content: bytes(4 * 1024 * 1024 + 1), name: 'gros.bin' }),
    });
    expect(res.status).toBe(413);
    expect(res.body.detail).toBeTruthy();
  });

  it('answers 413 from the gateway when the encoded event would not fit a Lambda payload', async () => {
    const res = await call('POST', '/api/orders', {
      token: client.token,
      body: orderForm({}, { content: bytes(5 * 1024 * 1024), name: 'trop.bin' }),
    });
    expect(res.status).toBe(413);
    expect(res.body.detail).toBe('Le contenu envoyé est trop volumineux');
  });

  it.each([
    ['vehicle_brand', 'La marque est requise'],
    ['vehicle_model', 'Le modèle est requis'],
    ['vehicle_year', "L'année est requise"],
    ['registration', "L'immatriculation ou le VIN est requis"],
    ['engine', 'Le moteur est requis'],
    ['kilometers', 'Le kilométrage est requis'],
  ])('requires %s', async (field, message) => {
    const blank = await call('POST', '/api/orders', { token: client.token, body: orderForm({ [field]: '  ' }) });
    expect(blank.status).toBe(400);
    expect(blank.body.detail).toBe(message);

    const fields: Record<string, string | [Blob, string]> = { ...vehicle, file: [new Blob([bytes(10)]), 'a.bin'] };
    delete fields[field];
    const missing = await call('POST', '/api/orders', { token: client.token, body: form(fields) });
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toBe(message);
  });

  it('refuses unknown fuel and gearbox values', async () => {
    const fuel = await call('POST', '/api/orders', { token: client.token, body: orderForm({ fuel_type: 'kerosene' }) });
    expect(fuel.status).toBe(400);
    expect(fuel.body.detail).toBe('Type de carburant inconnu');
    const gear = await call('POST', '/api/orders', { token: client.token, body: orderForm({ gearbox_type: 'cvt' }) });
    expect(gear.body.detail).toBe('Type de boîte de vitesses inconnu');
  });

  it('is for approved clients only', async () => {
    const anonymous = await call('POST', '/api/orders', { body: orderForm() });
    expect(anonymous.status).toBe(401);
    const admin = await call('POST', '/api/orders', { token: await asAdmin(), body: orderForm() });
    expect(admin.status).toBe(403);
    const pending = await newClient({ approve: false });
    const res = await call('POST', '/api/orders', { token: pending.token, body: orderForm() });
    expect(res.status).toBe(403);
  });
});
