import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_DISABLED, authenticator, type Account } from './authenticate';
import { generateTokenKey, publicKeySetOf, tokenSigner, type PrivateJwk } from './token-keys';

let key: PrivateJwk;
beforeAll(async () => {
  key = await generateTokenKey('auth-test');
  process.env.TOKEN_PUBLIC_KEYS = publicKeySetOf([key]);
});
afterEach(() => vi.useRealTimers());

const eventWith = (token: string) => ({ headers: { authorization: `Bearer ${token}` } }) as unknown as APIGatewayProxyEventV2;
const tokenFor = async (id: string, ttl = 60) => (await tokenSigner(key)).sign({ typ: 'access', role: 'client' }, id, ttl);

describe('authenticator with verified tokens kept in the warm process', () => {
  it('refuses a disabled account at once, though its token was verified (and kept) on the call before', async () => {
    const account: Account = { id: 'garage-1', role: 'client', status: 'approved' };
    const load = vi.fn(async () => ({ ...account }));
    const authenticate = authenticator(load);
    const event = eventWith(await tokenFor(account.id));
    expect(await authenticate(event, 'client')).toMatchObject({ id: 'garage-1' });
    account.status = 'disabled';
    await expect(authenticate(event, 'client')).rejects.toMatchObject({ detail: ACCOUNT_DISABLED });
    // Demoted the other way: the stored role decides, not the one the token carries.
    account.status = 'approved';
    account.role = 'admin';
    await expect(authenticate(event, 'client')).rejects.toMatchObject({ detail: 'Action réservée aux clients' });
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('lets a kept token go with its expiry', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const authenticate = authenticator(async (id) => ({ id, role: 'client' as const, status: 'approved' as const }));
    const event = eventWith(await tokenFor('garage-2', 60));
    expect(await authenticate(event, 'client')).toMatchObject({ id: 'garage-2' });
    vi.setSystemTime(Date.now() + 61_000);
    await expect(authenticate(event, 'client')).rejects.toMatchObject({ detail: 'Session expirée, veuillez vous reconnecter' });
  });

  it('still refuses a forged token whatever was kept', async () => {
    const authenticate = authenticator(async (id) => ({ id, role: 'client' as const, status: 'approved' as const }));
    const token = await tokenFor('garage-3');
    await authenticate(eventWith(token), 'client');
    const [header, , signature] = token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ sub: 'garage-4', role: 'admin', typ: 'access' })).toString('base64url')}.${signature}`;
    await expect(authenticate(eventWith(forged), 'client')).rejects.toMatchObject({ detail: 'Jeton invalide' });
  });
});

describe('the header the token travels in', () => {
  const authenticate = authenticator(async (id) => ({ id, role: 'client' as const, status: 'approved' as const }));
  const withHeaders = (headers: Record<string, string>) => ({ headers }) as unknown as APIGatewayProxyEventV2;

  it('reads the bearer token of Authorization', async () => {
    expect(await authenticate(withHeaders({ authorization: `Bearer ${await tokenFor('garage-6')}` }), 'client')).toMatchObject({ id: 'garage-6' });
  });

  it('ignores the x-app-authorization header the function URL design used (decision 031)', async () => {
    const token = await tokenFor('garage-5');
    await expect(authenticate(withHeaders({ 'x-app-authorization': `Bearer ${token}` }), 'client')).rejects.toMatchObject({
      detail: 'Authentification requise',
    });
  });

  it('refuses an Authorization that is not a bearer token', async () => {
    const sigV4 = 'AWS4-HMAC-SHA256 Credential=AKIA/20261126/eu-west-3/lambda/aws4_request, SignedHeaders=host, Signature=abc';
    await expect(authenticate(withHeaders({ authorization: sigV4 }), 'client')).rejects.toMatchObject({ detail: 'Authentification requise' });
  });
});
