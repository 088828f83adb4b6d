import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { asAdmin, call, form, newClient } from './api';
import { createOrder } from './orders-fixtures';

/** A client whose personal fields are its own (the default registration shares them). */
export async function distinctClient() {
  const tag = randomUUID().slice(0, 6);
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  const personal = {
    first_name: `Prenom${tag}`,
    last_name: `Nom${tag}`,
    company_name: `Garage ${tag} SARL`,
    phone: `06${digits}`,
    address: `${tag} rue des Essais, 69000 Lyon`,
  };
  const client = await newClient({ overrides: personal });
  return { ...client, personal, tag };
}

/**
 * A client with something of each kind: an order (with its file) whose chat holds a message of
 * each side, a support thread with a message of each side, and so notifications.
 */
export async function clientWithHistory(registration = `PRV-${randomUUID().slice(0, 4).toUpperCase()}`) {
  const client = await distinctClient();
  const admin = await asAdmin();
  const { order } = await createOrder(client.token, { registration });
  const said = (who: string) => `${who} ${client.tag}`;
  expect((await call('POST', `/api/orders/${order.id}/chat`, { token: client.token, body: form({ message: said('Question client') }) })).status).toBe(201);
  expect((await call('POST', `/api/orders/${order.id}/chat`, { token: admin, body: form({ message: said('Réponse atelier') }) })).status).toBe(201);
  expect((await call('POST', '/api/client/chat', { token: client.token, body: { content: said('Support client') } })).status).toBe(201);
  expect((await call('POST', '/api/admin/messages', { token: admin, body: { content: said('Support atelier'), target_client_id: client.id } })).status).toBe(201);
  return { ...client, order, registration };
}
