import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@app/shared/audit/schemas';
import { asAdmin, call, newAdmin, newClient } from './api';

/** Queries are judged by the contract: real days in order, bounded texts, enums (issue 36). */

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('the audit list period', () => {
  it('takes `to` alone and `from` alone, each bounding the right side', async () => {
    const other = await newAdmin();
    const me = await call('GET', '/api/auth/me', { token: other });
    expect((await call('PUT', '/api/admin/settings', { token: other, body: { opening_hours: `Ouvert ${Date.now()}` } })).status).toBe(200);
    const admin = await asAdmin();
    const ids = async (query: string) => {
      const res = await call('GET', `/api/admin/audit?actor=${me.body.id}&${query}`, { token: admin });
      expect(res.status, `${query}: ${JSON.stringify(res.body)}`).toBe(200);
      return (res.body as AuditEntry[]).map((e) => e.action);
    };
    // `to` alone was a 500 (an empty key bound): now every entry up to that day.
    expect(await ids(`to=${day(0)}`)).toEqual(['settings.update']);
    expect(await ids(`to=${day(-1)}`)).toEqual([]);
    expect(await ids(`from=${day(0)}`)).toEqual(['settings.update']);
    expect(await ids(`from=${day(1)}`)).toEqual([]);
    expect(await ids(`from=&to=`)).toEqual(['settings.update']);
    expect(await ids(`from=${day(-1)}&to=${day(1)}`)).toEqual(['settings.update']);
  });

  it('refuses days that do not exist and a period out of order, in French', async () => {
    const admin = await asAdmin();
    const refused = async (query: string) => {
      const res = await call('GET', `/api/admin/audit?${query}`, { token: admin });
      expect(res.status, query).toBe(400);
      return res.body.detail as string;
    };
    for (const bad of ['from=2026-13-45', 'to=2026-02-30', 'from=2026-1-5', 'to=demain', `from=${'9'.repeat(3000)}`]) {
      expect(await refused(bad)).toBe('Date invalide (AAAA-MM-JJ)');
    }
    expect(await refused(`from=${day(1)}&to=${day(0)}`)).toBe('La date de début doit précéder la date de fin');
    expect((await call('GET', `/api/admin/audit?from=${day(0)}&to=${day(0)}`, { token: admin })).status).toBe(200);
  });
});

describe('list queries', () => {
  it('bounds the order filters and takes only the payment filter it knows', async () => {
    const client = await newClient();
    const get = (query: string) => call('GET', `/api/orders?${query}`, { token: client.token });
    expect((await get('payment=unpaid')).status).toBe(200);
    expect((await get('payment=')).status).toBe(200);
    expect(await get('payment=tout')).toMatchObject({ status: 400, body: { detail: 'Filtre de paiement inconnu' } });
    expect(await get(`q=${'a'.repeat(101)}`)).toMatchObject({ status: 400, body: { detail: 'Recherche trop longue' } });
    expect(await get(`status=${'en_attente,'.repeat(30)}`)).toMatchObject({ status: 400, body: { detail: 'Statut inconnu' } });
    expect(await get(`cursor=${'c'.repeat(5000)}`)).toMatchObject({ status: 400, body: { detail: 'Curseur invalide' } });
  });

  it('lists clients without `role`, and the administrators whatever `role` says', async () => {
    const admin = await asAdmin();
    const clients = await call('GET', '/api/admin/users?limit=100', { token: admin });
    expect(clients.status).toBe(200);
    expect(clients.body.every((u: { role: string }) => u.role === 'client')).toBe(true);
    expect((await call('GET', '/api/admin/users?role=', { token: admin })).status).toBe(200);
    expect((await call('GET', '/api/admin/users?role=root', { token: admin })).status).toBe(400);
    const admins = await call('GET', '/api/admin/administrators?role=client', { token: admin });
    expect(admins.status).toBe(200);
    expect(admins.body.length).toBeGreaterThan(0);
    expect(admins.body.every((u: { role: string }) => u.role === 'admin')).toBe(true);
  });
});
