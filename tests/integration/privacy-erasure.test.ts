import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_FILES_BUCKET, LOCAL_TABLE, localClientConfig } from '@app/infra/local/stack';
import { png } from '../support/images';
import { asAdmin, call, form, newAdmin } from './api';
import { useFunctionsEnv } from './functions-env';
import { blob, bytes, createOrder, listKeys, orderForm, presignedUpload, s3, FIXTURE_OVERRIDE } from './orders-fixtures';
import { clientWithHistory, distinctClient } from './privacy-fixtures';
import { clearedSeller, seller } from './seller-fixture';

let admin: string;
beforeAll(async () => {
  useFunctionsEnv();
  admin = await asAdmin();
  expect((await call('PUT', '/api/admin/invoicing/seller', { token: admin, body: seller })).status).toBe(200);
});
afterAll(async () => {
  await call('PUT', '/api/admin/invoicing/seller', { token: admin, body: clearedSeller });
});

/** Every item of the table (a Scan: allowed in a test, never on a request path). */
async function everyItem(): Promise<Record<string, unknown>[]> {
  const db = DynamoDBDocumentClient.from(new DynamoDBClient(localClientConfig(inject('dynamoEndpoint'))));
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new ScanCommand({ TableName: LOCAL_TABLE, ExclusiveStartKey }));
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/** The kinds of the items that hold any of the values (any case). */
function kindsHolding(items: readonly Record<string, unknown>[], values: readonly string[]): string[] {
  const lower = values.map((v) => v.toLowerCase());
  const kinds = items.filter((item) => lower.some((v) => JSON.stringify(item).toLowerCase().includes(v))).map((item) => String(item.type));
  return [...new Set(kinds)].sort();
}

describe('erasure that keeps the books', () => {
  it("leaves the client's name, e-mail, phone and address only in its invoices; kept orders show the pseudonym", async () => {
    const [a, b] = [await clientWithHistory(), await clientWithHistory()];
    // Its erasure request: the administrators are told, the client card shows it.
    const asked = await call('POST', '/api/client/privacy/erasure-request', { token: a.token });
    expect(asked.status).toBe(202);
    expect((await call('GET', '/api/client/privacy/erasure-request', { token: a.token })).body).toEqual({ requestedAt: asked.body.requestedAt });
    const card = (await call('GET', `/api/admin/users?q=${encodeURIComponent(a.personal.company_name)}`, { token: admin })).body[0];
    expect(card).toMatchObject({ id: a.id, erasureRequestedAt: asked.body.requestedAt });
    expect(card.termsAcceptedAt).toBeDefined();
    const told = (await call('GET', '/api/notifications', { token: admin })).body;
    expect(told.some((n: any) => n.type === 'erasure_request' && n.title === "Demande d'effacement des données" && n.user_email === a.email)).toBe(true);
    // An invoice of its order, the order finished, an export built.
    expect((await call('PATCH', `/api/admin/orders/${a.order.id}/price`, { token: admin, body: { total_price: 120 } })).status).toBe(200);
    expect((await call('PUT', `/api/admin/orders/${a.order.id}/status`, { token: admin, body: { status: 'termine', ...FIXTURE_OVERRIDE } })).status).toBe(200);
    expect((await call('POST', '/api/client/privacy/exports', { token: a.token })).status).toBe(202);
    const { buildPendingExports } = await import('@app/functions/jobs/build-exports');
    await buildPendingExports();
    const personal = [a.email, a.personal.first_name, a.personal.last_name, a.personal.company_name, a.personal.phone, a.personal.address];
    expect(kindsHolding(await everyItem(), personal)).toEqual(expect.arrayContaining(['audit', 'invoice', 'notification', 'order', 'security_log', 'support_message', 'user']));

    const erased = await call('DELETE', `/api/admin/users/${a.id}`, { token: admin });
    expect(erased.status).toBe(200);

    const after = await everyItem();
    expect(kindsHolding(after, personal)).toEqual(['invoice']);
    expect(kindsHolding(after, [a.registration])).toEqual(['invoice']);
    // The other client is untouched.
    expect(kindsHolding(after, [b.email])).toEqual(expect.arrayContaining(['user']));
    expect((await call('GET', `/api/orders/${b.order.id}/chat`, { token: b.token })).body.length).toBe(2);

    const order = (await call('GET', `/api/orders/${a.order.id}`, { token: admin })).body;
    expect(order.client_company).toMatch(/^Client supprimé #\d+$/);
    expect(order).toMatchObject({ client_name: order.client_company, status: 'termine' });
    expect(order.files.original).toBeDefined();
    expect(await listKeys(`orders/${a.order.id}/original/`)).not.toEqual([]);
    expect((await call('GET', `/api/orders/${a.order.id}/chat`, { token: admin })).body).toEqual([]);
    expect(await listKeys(`exports/${a.id}/`)).toEqual([]);

    const audit = (await call('GET', `/api/admin/clients/${a.id}/audit`, { token: admin })).body;
    expect(audit[0]).toMatchObject({ action: 'client.delete', subject: order.client_company, after: { erasure: { orders: 1, order_chats: 1, support_messages: 2 } } });
    expect((await call('POST', '/api/auth/login', { body: { email: a.email, password: a.password } })).status).toBe(401);
    // Two Scans of a table the whole suite has filled: longer than a request-sized test.
  }, 120_000);
});

/** Every object of the files bucket: its key and its bytes (as latin1 text, to look for words). */
async function everyObject(): Promise<{ key: string; text: string }[]> {
  const objects: { key: string; text: string }[] = [];
  let ContinuationToken: string | undefined;
  do {
    const page = await s3().send(new ListObjectsV2Command({ Bucket: LOCAL_FILES_BUCKET, ContinuationToken }));
    for (const { Key } of page.Contents ?? []) {
      const body = await s3().send(new GetObjectCommand({ Bucket: LOCAL_FILES_BUCKET, Key }));
      objects.push({ key: Key!, text: Buffer.from(await body.Body!.transformToByteArray()).toString('latin1') });
    }
    ContinuationToken = page.NextContinuationToken;
  } while (ContinuationToken);
  return objects;
}

const holding = (text: string, values: readonly string[]) => values.filter((v) => text.toLowerCase().includes(v.toLowerCase()));

describe("erasure leaves no copy of the client's words (issue 36)", () => {
  it('finds none of its words anywhere in the table or the bucket, and its identity only in the invoice the law keeps', async () => {
    const admin = await asAdmin();
    // A second administrator: every administrator is told, every administrator's copies go.
    const second = await newAdmin();
    const client = await distinctClient();
    const { token, tag } = client;
    // One word of its own in each place a client writes (letters and digits: every normalisation keeps them).
    const word = (place: string) => `mq${tag}${place}`.toLowerCase();
    const words = {
      notes: word('notes'),
      links: word('liens'),
      orderFile: word('fichiercommande'),
      uploadedOrderFile: word('fichierenvoye'),
      chat: word('chatcommande'),
      attachmentName: word('piecejointe'),
      attachmentText: word('contenupiece'),
      attachmentDescription: word('descriptionpiece'),
      support: word('support'),
      sav: word('sav'),
      logo: word('logo'),
      unplacedUpload: word('nonplace'),
    };
    const markers = Object.values(words);
    const identity = [client.email, client.personal.first_name, client.personal.last_name, client.personal.company_name, client.personal.phone, client.personal.address];

    // Its orders: one sent in the form (notes, links, its file's name), one from a presigned upload.
    const { order } = await createOrder(token, { notes: `Notes ${words.notes}`, useful_links: `https://exemple.fr/${words.links}` }, { name: `${words.orderFile}.bin` });
    const uploaded = await presignedUpload(token, bytes(2048), `${words.uploadedOrderFile}.bin`, 'order');
    const secondOrder = await call('POST', '/api/orders', { token, body: orderForm({ upload_key: uploaded.key, original_filename: `${words.uploadedOrderFile}.bin` }, null) });
    expect(secondOrder.status, JSON.stringify(secondOrder.body)).toBe(201);
    // Its order chat: a message and an attachment (its name, its bytes, its description); the workshop quotes it back.
    const attachment = new Uint8Array(Buffer.from(`Lecture ${words.attachmentText}`));
    const chat = await call('POST', `/api/orders/${order.id}/chat`, {
      token,
      body: form({ message: `Bonjour ${words.chat}`, attachment_description: words.attachmentDescription, file: [blob(attachment), `${words.attachmentName}.bin`] }),
    });
    expect(chat.status, JSON.stringify(chat.body)).toBe(201);
    expect((await call('POST', `/api/orders/${order.id}/chat`, { token: admin, body: form({ message: `Vous dites « ${words.chat} »` }) })).status).toBe(201);
    // Its support thread, answered (the answer is mailed to it).
    expect((await call('POST', '/api/client/chat', { token, body: { content: `Aide ${words.support}` } })).status).toBe(201);
    expect((await call('POST', '/api/admin/messages', { token: admin, body: { content: `Re : ${words.support}`, target_client_id: client.id } })).status).toBe(201);
    // Its logo, and a chat upload never placed.
    expect((await call('POST', '/api/client/logo', { token, body: form({ file: [new Blob([png(4, 4)]), `${words.logo}.png`] }) })).status).toBe(200);
    await presignedUpload(token, new Uint8Array(Buffer.from(words.unplacedUpload)), `${words.unplacedUpload}.bin`, 'chat');
    // An administrator corrects its e-mail and company: the former ones must go too.
    const { password: _password, ...fields } = client.input;
    const renamed = { email: `renomme.${tag}@exemple.fr`, company_name: `Atelier ${tag} Renomme` };
    const edited = await call('PUT', `/api/admin/users/${client.id}`, { token: admin, body: { ...fields, ...client.personal, ...renamed, solde: '0' } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    identity.push(renamed.email, renamed.company_name);
    // Finished and priced: its invoice (the buyer's identity, kept by law); then its SAV request, in its words.
    expect((await call('PATCH', `/api/admin/orders/${order.id}/price`, { token: admin, body: { total_price: 150 } })).status).toBe(200);
    const done = await call('PUT', `/api/admin/orders/${order.id}/status`, { token: admin, body: { status: 'termine', ...FIXTURE_OVERRIDE } });
    expect(done.body.invoice_number).toMatch(/^FA-/);
    const sav = await call('POST', `/api/orders/${order.id}/sav-request`, { token, body: { problem_description: `Problème ${words.sav}` } });
    expect(sav.status, JSON.stringify(sav.body)).toBe(200);
    expect((await call('POST', '/api/client/privacy/erasure-request', { token })).status).toBe(202);

    // Before: both administrators' notifications copy its words and its identity; mails copy its words.
    for (const each of [admin, second]) {
      const told = JSON.stringify((await call('GET', '/api/notifications?limit=50', { token: each })).body);
      expect(holding(told, [words.chat, words.support, client.personal.company_name, client.email, renamed.email])).toHaveLength(5);
    }
    const before = await everyItem();
    const kindsOf = (items: readonly Record<string, unknown>[], values: readonly string[]) =>
      [...new Set(items.filter((item) => holding(JSON.stringify(item), values).length).map((item) => String(item.type)))].sort();
    expect(kindsOf(before, markers)).toEqual(expect.arrayContaining(['notification', 'order', 'order_chat_message', 'outbox', 'support_message']));
    // Its former e-mail is in the security log and its former company in the audit trail.
    expect(kindsOf(before, [client.email])).toEqual(expect.arrayContaining(['audit', 'security_log', 'notification']));
    expect(kindsOf(before, [client.personal.company_name])).toEqual(expect.arrayContaining(['audit', 'order', 'notification']));
    const files = await everyObject();
    expect(files.filter((o) => holding(`${o.key}\n${o.text}`, markers).length).length).toBeGreaterThanOrEqual(4);

    // An order whose file the retention job removed already: its erasure still goes through.
    const { order: old } = await createOrder(token, {}, { name: `${words.orderFile}-ancien.bin` });
    const [oldKey] = await listKeys(`orders/${old.id}/original/`);
    await s3().send(new DeleteObjectCommand({ Bucket: LOCAL_FILES_BUCKET, Key: oldKey }));

    const erased = await call('DELETE', `/api/admin/users/${client.id}`, { token: admin });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect((await call('GET', `/api/orders/${old.id}`, { token: admin })).body.files.original.filename).toBe('original.bin');

    // The whole table: none of its words; its identity only in its invoice.
    const after = await everyItem();
    const left = after.filter((item) => holding(JSON.stringify(item), markers).length);
    expect(left.map((item) => [item.type, item.pk, item.sk, holding(JSON.stringify(item), markers)])).toEqual([]);
    expect(kindsOf(after, identity)).toEqual(['invoice']);
    // The whole bucket: none of its words in a key or a file; its identity in no key, and only in invoices/.
    const objects = await everyObject();
    expect(objects.filter((o) => holding(`${o.key}\n${o.text}`, markers).length).map((o) => o.key)).toEqual([]);
    expect(objects.filter((o) => holding(o.key, [...identity, client.id]).length).map((o) => o.key)).toEqual([]);
    expect(objects.filter((o) => !o.key.startsWith('invoices/') && holding(o.text, identity).length).map((o) => o.key)).toEqual([]);

    // What is kept reads: the administrators' notifications name the pseudonym; the order keeps its files under neutral names.
    const kept = (await call('GET', `/api/orders/${order.id}`, { token: admin })).body;
    expect(kept).toMatchObject({ client_company: expect.stringMatching(/^Client supprimé #\d+$/), notes: '', useful_links: '', original_filename: 'original.bin' });
    expect(kept.files.original.filename).toBe('original.bin');
    expect(await listKeys(`orders/${order.id}/original/`)).toEqual([`orders/${order.id}/original/original.bin`]);
    for (const each of [admin, second]) {
      const told = (await call('GET', '/api/notifications?limit=50', { token: each })).body as { message: string; user_email: string | null }[];
      const aboutIt = told.filter((n) => n.message.startsWith(`${kept.client_company}\u202f:`));
      expect(aboutIt.length).toBeGreaterThanOrEqual(5);
      expect(aboutIt.every((n) => n.message === `${kept.client_company}\u202f: contenu effacé avec les données du client.` && n.user_email === null)).toBe(true);
    }
  }, 180_000);
});
