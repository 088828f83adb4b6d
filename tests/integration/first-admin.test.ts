import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, uniqueEmail } from './api';
import { useFunctionsEnv } from './functions-env';

/**
 * The deploy trigger's handler (functions/src/setup/first-admin.ts) as CDK runs it: it reads
 * `{email, password}` from the secret ADMIN_SECRET_ARN names, through the real Secrets Manager
 * client pointed at a stand-in endpoint that answers GetSecretValue, and writes to DynamoDB Local.
 */
const SECRET_ARN = 'arn:aws:secretsmanager:eu-west-3:123456789012:secret:FirstAdminSecret-abc123';

let server: Server;
let secret = { email: '', password: '' };
const requestedIds: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const target = req.headers['x-amz-target'];
      const { SecretId } = JSON.parse(raw || '{}') as { SecretId?: string };
      res.setHeader('content-type', 'application/x-amz-json-1.1');
      if (target !== 'secretsmanager.GetSecretValue' || SecretId !== SECRET_ARN) {
        res.statusCode = 400;
        res.end(JSON.stringify({ __type: 'ResourceNotFoundException', message: `no ${String(SecretId)}` }));
        return;
      }
      requestedIds.push(SecretId);
      res.end(JSON.stringify({ ARN: SECRET_ARN, Name: 'FirstAdminSecret', SecretString: JSON.stringify(secret), VersionId: 'v1' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  useFunctionsEnv();
  process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.ADMIN_SECRET_ARN = SECRET_ARN;
});

afterAll(async () => {
  delete process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER;
  delete process.env.ADMIN_SECRET_ARN;
  await new Promise((resolve) => server.close(resolve));
});

const runTrigger = async () => (await import('@app/functions/setup/first-admin')).handler();

describe('the first-admin deploy trigger', () => {
  const NEW_PASSWORD = 'Chosen-By-The-Owner-77';

  it('creates an approved administrator from the secret, whose generated password opens only its own replacement', async () => {
    secret = { email: uniqueEmail('Patron').toUpperCase(), password: 'Generated-Secret-Password-24' };
    expect(await runTrigger()).toEqual({ outcome: 'created' });
    expect(requestedIds.at(-1)).toBe(SECRET_ARN);
    const email = secret.email.toLowerCase();
    const first = await call('POST', '/api/auth/login', { body: { email, password: secret.password } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ password_change_required: true, password_token: expect.any(String) });
    const step: string = first.body.password_token;
    // The step's token is no access token: no other call takes it.
    for (const [method, path] of [['GET', '/api/auth/me'], ['GET', '/api/admin/stats'], ['GET', '/api/admin/administrators']] as const) {
      expect((await call(method, path, { token: step })).status, path).toBe(401);
    }
    // The generated password again as the new one: refused (422), still to change.
    const same = await call('POST', '/api/auth/password', { body: { password_token: step, new_password: secret.password } });
    expect(same.status).toBe(422);
    expect(same.body).toEqual({ detail: 'Choisissez un mot de passe différent du mot de passe provisoire' });
    const tooShort = await call('POST', '/api/auth/password', { body: { password_token: step, new_password: 'court' } });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body).toEqual({ detail: expect.stringContaining('au moins 8 caractères') });

    const changed = await call('POST', '/api/auth/password', { body: { password_token: step, new_password: NEW_PASSWORD } });
    expect(changed.status).toBe(200);
    expect(changed.body.user).toMatchObject({ role: 'admin', status: 'approved' });
    expect((await call('GET', '/api/admin/stats', { token: changed.body.access_token })).status).toBe(200);
    // The step works once; the secret's password opens nothing any more; the new one signs in straight.
    const again = await call('POST', '/api/auth/password', { body: { password_token: step, new_password: 'Yet-Another-Pass-88' } });
    expect(again.status).toBe(401);
    expect((await call('POST', '/api/auth/login', { body: { email, password: secret.password } })).status).toBe(401);
    await expect(login(email, NEW_PASSWORD)).resolves.toMatchObject({ user: { role: 'admin' } });
  });

  it('refuses a forged or expired step token', async () => {
    const res = await call('POST', '/api/auth/password', { body: { password_token: 'not.a.token', new_password: 'Whatever-123' } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Étape expirée\u202f: reconnectez-vous avec le mot de passe provisoire' });
  });

  it('leaves the account alone when run again, even with another password in the secret', async () => {
    const first = { ...secret };
    expect(await runTrigger()).toEqual({ outcome: 'exists' });
    secret = { email: first.email, password: 'Another-Generated-Password-99' };
    expect(await runTrigger()).toEqual({ outcome: 'exists' });
    // The password the administrator chose keeps working; the new secret's does not.
    await expect(login(first.email.toLowerCase(), NEW_PASSWORD)).resolves.toMatchObject({ user: { role: 'admin' } });
    const refused = await call('POST', '/api/auth/login', { body: { email: first.email, password: secret.password } });
    expect(refused.status).toBe(401);
  });

  it('fails the deploy when the secret is malformed, creating nothing', async () => {
    secret = { email: 'not-an-email', password: 'short' };
    await expect(runTrigger()).rejects.toThrow(/email/i);
    const res = await call('POST', '/api/auth/login', { body: { email: 'not-an-email', password: 'short' } });
    expect(res.status).not.toBe(200);
  });
});
