import { expect, inject } from 'vitest';
import { asAdmin, call, newClient } from './api';

/** The credits' test steps (issue 40), shared by the credits and the pack invoices' files. */
export const stripeUrl = () => inject('stripeUrl');

/** What the emulator's checkout page does when the garage presses a button; then its webhooks are delivered. */
export async function press(checkoutUrl: string, action: string) {
  const res = await fetch(`${checkoutUrl}/${action}`, { method: 'POST', redirect: 'manual' });
  await fetch(`${stripeUrl()}/_emulator/idle`);
  return res;
}

export async function newPack(price: number, bonus = 0, name = `Pack ${price}`) {
  const res = await call('POST', '/api/admin/credit-packs', { token: await asAdmin(), body: { name, price, bonus } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; credits: number };
}

export async function prepaidClient(overdraft = 0, overrides?: Record<string, unknown>) {
  const client = await newClient({ overrides });
  const res = await call('PUT', `/api/admin/clients/${client.id}/credits`, { token: await asAdmin(), body: { mode: 'prepaid', overdraft } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return client;
}

export const balanceOf = async (token: string) => (await call('GET', '/api/credits', { token })).body.balance as number;

/** Every event the emulator sent about one checkout session, with each delivery's HTTP status. */
export async function eventsOf(sessionId: string) {
  const events = (await (await fetch(`${stripeUrl()}/_emulator/events`)).json()) as { event: { id: string; data: { object: { id: string } } }; attempts: number[] }[];
  return events.filter((e) => e.event.data.object.id === sessionId);
}

/** Sends every event of a session again, as Stripe's retries would. */
export async function replayAll(sessionId: string) {
  for (const e of await eventsOf(sessionId)) await fetch(`${stripeUrl()}/_emulator/events/${e.event.id}/resend`, { method: 'POST' });
}
