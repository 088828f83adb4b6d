import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES } from '@app/shared/partners/schemas';
import { bigPng, gif, jpeg, png, svg, text, webp, type Bytes } from '../support/images';
import { asAdmin, call, form, newClient } from './api';
import { listKeys } from './orders-fixtures';

interface Partner {
  id: string;
  name: string;
  logo_filename: string | null;
  has_logo: boolean;
  created_at: string;
}

let admin: string;
let client: string;

const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;
const logoForm = (content: Bytes, filename: string, type = 'application/octet-stream') =>
  form({ file: [new Blob([content], { type }), filename] });

async function createPartner(name = unique('Partenaire')): Promise<Partner> {
  const res = await call('POST', '/api/admin/partners', { token: admin, body: { name } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.partner;
}

async function partners(token = client): Promise<Partner[]> {
  const res = await call('GET', '/api/partners', { token });
  expect(res.status).toBe(200);
  return res.body;
}

async function uploadLogo(id: string, content: Bytes, filename = 'logo.png') {
  return call('POST', `/api/admin/partners/${id}/logo`, { token: admin, body: logoForm(content, filename) });
}

/** Follows GET /api/partners/{id}/logo (302) to S3 and returns the image and its headers. */
async function fetchLogo(id: string, token = client) {
  const res = await call('GET', `/api/partners/${id}/logo`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(302);
  const location = res.headers.get('location') ?? '';
  const image = await fetch(location);
  expect(image.status).toBe(200);
  return { location, bytes: new Uint8Array(await image.arrayBuffer()), headers: image.headers };
}

const same = (a: Uint8Array, b: Uint8Array) => Buffer.compare(Buffer.from(a), Buffer.from(b)) === 0;
const logoKeys = (id: string) => listKeys(`logos/partners/${id}/`);

beforeAll(async () => {
  admin = await asAdmin();
  client = (await newClient()).token;
});

describe('access', () => {
  it('refuses anonymous calls with 401', async () => {
    const partner = await createPartner();
    for (const [method, path] of [
      ['GET', '/api/partners'],
      ['GET', `/api/partners/${partner.id}/logo`],
      ['POST', '/api/admin/partners'],
      ['PUT', `/api/admin/partners/${partner.id}`],
      ['DELETE', `/api/admin/partners/${partner.id}`],
      ['POST', `/api/admin/partners/${partner.id}/logo`],
    ] as const) {
      const body = method === 'POST' || method === 'PUT' ? { name: 'Intrus' } : undefined;
      const res = await call(method, path, { body });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('refuses a client on the administrator calls with 403 and changes nothing', async () => {
    const partner = await createPartner();
    for (const [method, path, body] of [
      ['POST', '/api/admin/partners', { name: unique('Intrus') }],
      ['PUT', `/api/admin/partners/${partner.id}`, { name: 'Intrus' }],
      ['DELETE', `/api/admin/partners/${partner.id}`, undefined],
      ['POST', `/api/admin/partners/${partner.id}/logo`, logoForm(png(), 'logo.png')],
    ] as const) {
      const res = await call(method, path, { token: client, body });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect((await partners()).find((p) => p.id === partner.id)).toEqual(partner);
    expect(await logoKeys(partner.id)).toEqual([]);
  });

  it('refuses a pending client with 403', async () => {
    const pending = await newClient({ approve: false });
    expect((await call('GET', '/api/partners', { token: pending.token })).status).toBe(403);
  });
});

describe('partners', () => {
  it('creates a partner from JSON or multipart (name trimmed), without a logo, and lists it for clients', async () => {
    const name = unique('Motul');
    const res = await call('POST', '/api/admin/partners', { token: admin, body: { name: `  ${name} ` } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      detail: 'Partenaire ajouté avec succès',
      partner: { id: expect.any(String), name, logo_filename: null, has_logo: false, created_at: expect.any(String) },
    });
    const viaForm = await call('POST', '/api/admin/partners', { token: admin, body: form({ name: unique('Bosch') }) });
    expect(viaForm.status).toBe(201);
    const listed = await partners();
    expect(listed).toContainEqual(res.body.partner);
    expect(listed).toContainEqual(viaForm.body.partner);
    expect(await partners(admin)).toEqual(listed);
  });

  it('refuses a blank or missing name and a name over 100 characters with 400', async () => {
    for (const body of [{ name: '   ' }, { name: '' }, {}, form({ name: ' ' }), form({})]) {
      const res = await call('POST', '/api/admin/partners', { token: admin, body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail: 'Le nom du partenaire est requis' });
    }
    const long = await call('POST', '/api/admin/partners', { token: admin, body: { name: 'x'.repeat(101) } });
    expect(long.status).toBe(400);
    expect(long.body.detail).toMatch(/100 caractères/);
    expect((await call('POST', '/api/admin/partners', { token: admin, body: { name: 'x'.repeat(100) } })).status).toBe(
      201,
    );
  });

  it('lists partners by name in French order (accents and case ignored, numbers as numbers)', async () => {
    const tag = randomUUID().slice(0, 8);
    const zebre = await createPartner(`${tag} Zèbre`);
    const eco = await createPartner(`${tag} éco`);
    const ten = await createPartner(`${tag} Atelier 10`);
    const eclair = await createPartner(`${tag} Éclair`);
    const nine = await createPartner(`${tag} atelier 9`);
    const mine = (await partners()).filter((p) => p.name.startsWith(tag));
    expect(mine.map((p) => p.id)).toEqual([nine.id, ten.id, eclair.id, eco.id, zebre.id]);
  });

  it('renames a partner; refuses a blank name, an unknown id and an id reaching another key', async () => {
    const partner = await createPartner();
    const name = unique('Renommé');
    const res = await call('PUT', `/api/admin/partners/${partner.id}`, {
      token: admin,
      body: form({ name: ` ${name} ` }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...partner, name });
    expect((await partners()).find((p) => p.id === partner.id)?.name).toBe(name);

    const blank = await call('PUT', `/api/admin/partners/${partner.id}`, { token: admin, body: { name: ' ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.detail).toBe('Le nom du partenaire est requis');
    for (const id of [randomUUID(), encodeURIComponent(`${partner.id}#x`), 'a'.repeat(65)]) {
      const unknown = await call('PUT', `/api/admin/partners/${id}`, { token: admin, body: { name: 'X' } });
      expect(unknown.status, id).toBe(404);
      expect(unknown.body).toEqual({ detail: 'Partenaire introuvable' });
    }
  });

  it('deletes a partner, then 404', async () => {
    const partner = await createPartner();
    const res = await call('DELETE', `/api/admin/partners/${partner.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: 'Partenaire supprimé' });
    expect((await partners()).find((p) => p.id === partner.id)).toBeUndefined();
    const again = await call('DELETE', `/api/admin/partners/${partner.id}`, { token: admin });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ detail: 'Partenaire introuvable' });
  });
});

describe('partner logos', () => {
  it('stores a PNG (checked by its bytes) that clients see through a short-lived link', async () => {
    const partner = await createPartner();
    const image = png(3, 2);
    const res = await uploadLogo(partner.id, image, 'Logo Motul é.png');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ ...partner, has_logo: true, logo_filename: 'Logo Motul é.png' });
    expect((await partners()).find((p) => p.id === partner.id)).toEqual(res.body);

    const keys = await logoKeys(partner.id);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(new RegExp(`^logos/partners/${partner.id}/[0-9a-f-]{36}\\.png$`));

    const { bytes, headers, location } = await fetchLogo(partner.id);
    expect(same(bytes, image)).toBe(true);
    expect(headers.get('content-type')).toBe('image/png');
    expect(headers.get('content-disposition')).toMatch(/^inline; /);
    expect(headers.get('content-disposition')).toContain("filename*=UTF-8''Logo%20Motul%20%C3%A9.png");
    expect(location).toContain('X-Amz-Expires=300');
    expect(same((await fetchLogo(partner.id, admin)).bytes, image)).toBe(true);
  });

  it('answers the link as JSON with ?format=json or Accept: application/json', async () => {
    const partner = await createPartner();
    const image = webp();
    expect((await uploadLogo(partner.id, image, 'logo.webp')).status).toBe(200);
    const byQuery = await call('GET', `/api/partners/${partner.id}/logo?format=json`, { token: client });
    expect(byQuery.status).toBe(200);
    expect(byQuery.body).toEqual({ url: expect.stringContaining('X-Amz-Signature') });
    const byAccept = await call('GET', `/api/partners/${partner.id}/logo`, {
      token: client,
      headers: { accept: 'application/json' },
    });
    expect(byAccept.status).toBe(200);
    const file = await fetch(byAccept.body.url);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(same(new Uint8Array(await file.arrayBuffer()), image)).toBe(true);
  });

  it('replaces a logo with a JPEG: the new image is served and the old object is deleted', async () => {
    const partner = await createPartner();
    expect((await uploadLogo(partner.id, png())).status).toBe(200);
    const [oldKey] = await logoKeys(partner.id);
    const image = jpeg();
    const res = await uploadLogo(partner.id, image, 'nouveau.jpeg');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ has_logo: true, logo_filename: 'nouveau.jpeg' });
    const keys = await logoKeys(partner.id);
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toBe(oldKey);
    expect(keys[0]).toMatch(/\.jpg$/);
    const { bytes, headers } = await fetchLogo(partner.id);
    expect(same(bytes, image)).toBe(true);
    expect(headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses what is not a PNG, JPEG or WebP by its bytes, whatever its name or type', async () => {
    const partner = await createPartner();
    for (const [content, filename, type] of [
      [text(), 'logo.png', 'image/png'],
      [svg(), 'logo.svg', 'image/svg+xml'],
      [svg(), 'logo.png', 'image/png'],
      [gif(), 'logo.gif', 'image/gif'],
      [new Uint8Array(0) as Bytes, 'vide.png', 'image/png'],
    ] as const) {
      const res = await call('POST', `/api/admin/partners/${partner.id}/logo`, {
        token: admin,
        body: logoForm(content, filename, type),
      });
      expect(res.status, filename).toBe(400);
      expect(res.body).toEqual({ detail: 'Veuillez sélectionner un fichier image' });
    }
    expect(await logoKeys(partner.id)).toEqual([]);
    expect((await partners()).find((p) => p.id === partner.id)).toEqual(partner);
  });

  it('refuses no file, and a logo over 2 Mo; keeps the logo in place', async () => {
    const partner = await createPartner();
    const image = png();
    expect((await uploadLogo(partner.id, image)).status).toBe(200);
    const before = await logoKeys(partner.id);
    for (const body of [
      form({}),
      form({ name: 'x' }),
      { file: 'x' },
      form({ logo: [new Blob([png()]), 'logo.png'] }),
    ]) {
      const res = await call('POST', `/api/admin/partners/${partner.id}/logo`, { token: admin, body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail: 'Veuillez sélectionner un fichier' });
    }
    const big = await uploadLogo(partner.id, bigPng(LOGO_MAX_BYTES + 1));
    expect(big.status).toBe(400);
    expect(big.body).toEqual({ detail: 'Le logo ne doit pas dépasser 2 Mo' });
    expect(await logoKeys(partner.id)).toEqual(before);
    expect(same((await fetchLogo(partner.id)).bytes, image)).toBe(true);
  });

  it('answers 404 for the logo of an unknown partner and of a partner without a logo', async () => {
    const unknownId = randomUUID();
    const get = await call('GET', `/api/partners/${unknownId}/logo`, { token: client });
    expect(get.status).toBe(404);
    expect(get.body).toEqual({ detail: 'Partenaire introuvable' });
    const post = await uploadLogo(unknownId, png());
    expect(post.status).toBe(404);
    expect(post.body).toEqual({ detail: 'Partenaire introuvable' });
    expect(await logoKeys(unknownId)).toEqual([]);

    const partner = await createPartner();
    const none = await call('GET', `/api/partners/${partner.id}/logo?format=json`, { token: client });
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ detail: 'Logo introuvable' });
    expect(none.headers.get('location')).toBeNull();
  });

  it('deletes the logo object with its partner', async () => {
    const partner = await createPartner();
    expect((await uploadLogo(partner.id, png())).status).toBe(200);
    expect(await logoKeys(partner.id)).toHaveLength(1);
    expect((await call('DELETE', `/api/admin/partners/${partner.id}`, { token: admin })).status).toBe(200);
    expect(await logoKeys(partner.id)).toEqual([]);
    const gone = await call('GET', `/api/partners/${partner.id}/logo`, { token: client });
    expect(gone.status).toBe(404);
  });
});
