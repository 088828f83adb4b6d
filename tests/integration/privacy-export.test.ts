import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, call } from './api';
import { eventually } from './eventually';
import { useFunctionsEnv } from './functions-env';
import { clientWithHistory } from './privacy-fixtures';

beforeAll(() => useFunctionsEnv());

const EXPORT_PENDING = 'Un export est déjà en préparation.';

/** Runs the build job in this process (the stack's own loop may win the race: either is fine). */
async function buildNow() {
  const { buildPendingExports } = await import('@app/functions/jobs/build-exports');
  await buildPendingExports();
}

async function readyExport(token: string, path = '/api/client/privacy/exports') {
  let last: any;
  await eventually(async () => {
    await buildNow();
    last = (await call('GET', path, { token })).body[0];
    return last?.status === 'prete';
  }, 'the export is ready', 15_000);
  return last;
}

async function archiveOf(url: string) {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  expect(Object.keys(files).sort()).toEqual(['donnees.json', 'resume.html']);
  return { data: JSON.parse(strFromU8(files['donnees.json']!)), html: strFromU8(files['resume.html']!), json: strFromU8(files['donnees.json']!) };
}

describe('personal-data export', () => {
  it("holds every item about the client and nothing of another client's, built off the request path", async () => {
    const [a, b] = [await clientWithHistory(), await clientWithHistory()];

    const asked = await call('POST', '/api/client/privacy/exports', { token: a.token });
    expect(asked.status).toBe(202);
    expect(asked.body).toMatchObject({ status: 'en_preparation' });
    const again = await call('POST', '/api/client/privacy/exports', { token: a.token });
    expect(again).toMatchObject({ status: 409, body: { detail: EXPORT_PENDING } });

    const ready = await readyExport(a.token);
    expect(ready.id).toBe(asked.body.id);
    expect(ready.sizeBytes).toBeGreaterThan(0);
    expect(Date.parse(ready.expiresAt) - Date.parse(ready.readyAt)).toBe(7 * 86_400_000);

    const link = await call('GET', `/api/client/privacy/exports/${ready.id}/link`, { token: a.token });
    expect(link.status).toBe(200);
    const { data, html, json } = await archiveOf(link.body.url);

    expect(data.schemaVersion).toBe(1);
    expect(data.account).toMatchObject({ id: a.id, email: a.email, phone: a.personal.phone, address: a.personal.address });
    expect(data.account.password_hash).toBeUndefined();
    expect(data.orders.map((o: any) => o.id)).toEqual([a.order.id]);
    expect(data.orders[0].files.original.url).toMatch(/^http/);
    const file = await fetch(data.orders[0].files.original.url);
    expect(file.status).toBe(200);
    expect(data.orderChats[0].messages.map((m: any) => m.message)).toEqual([`Question client ${a.tag}`, `Réponse atelier ${a.tag}`]);
    expect(data.supportMessages.map((m: any) => m.content).sort()).toEqual([`Support atelier ${a.tag}`, `Support client ${a.tag}`]);
    expect(data.notifications.length).toBeGreaterThan(0);
    expect(html).toContain('Vos données personnelles');
    expect(html).toContain(a.personal.company_name);

    // Nothing of the other client, though both wrote to the same administrators.
    for (const other of [b.id, b.email, b.personal.phone, b.personal.address, b.personal.company_name, b.order.id, b.tag]) {
      expect(json).not.toContain(other);
    }

    const told = await call('GET', '/api/notifications', { token: a.token });
    expect(told.body.some((n: any) => n.type === 'data_export' && n.title === 'Votre export de données est prêt')).toBe(true);
  });

  it("refuses another client's export (404), a link not ready (409), and lets an administrator export any client", async () => {
    const [a, b] = [await clientWithHistory(), await clientWithHistory()];
    const admin = await asAdmin();
    const asked = await call('POST', `/api/admin/clients/${a.id}/exports`, { token: admin });
    expect(asked.status).toBe(202);
    const early = await call('GET', `/api/admin/clients/${a.id}/exports/${asked.body.id}/link`, { token: admin });
    // The stack's loop may already have built it; otherwise it is not ready.
    if (early.status !== 200) expect(early).toMatchObject({ status: 409, body: { detail: "L'export n'est pas encore prêt." } });
    expect((await call('GET', `/api/client/privacy/exports/${asked.body.id}/link`, { token: b.token })).status).toBe(404);
    expect((await call('GET', `/api/admin/clients/${b.id}/exports/${asked.body.id}/link`, { token: admin })).status).toBe(404);

    const ready = await readyExport(admin, `/api/admin/clients/${a.id}/exports`);
    const link = await call('GET', `/api/admin/clients/${a.id}/exports/${ready.id}/link`, { token: admin });
    expect(link.status).toBe(200);
    expect((await archiveOf(link.body.url)).data.account.id).toBe(a.id);
    expect((await call('GET', '/api/client/privacy/exports', { token: a.token })).body.map((e: any) => e.id)).toEqual([ready.id]);
    expect((await call('POST', `/api/client/privacy/exports`, { token: admin })).status).toBe(403);
    expect((await call('POST', `/api/admin/clients/${a.id}/exports`, { token: a.token })).status).toBe(403);
  });
});
