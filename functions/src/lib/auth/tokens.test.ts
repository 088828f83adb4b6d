import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeSecretsExtension, type FakeSecretsExtension } from '../../../../tests/support/secrets-extension';
import { generateTokenKey, publicKeySetOf } from './token-keys';

const ARN = 'arn:aws:secretsmanager:eu-west-3:123456789012:secret:token-key-k1';
let extension: FakeSecretsExtension;

beforeAll(async () => {
  extension = await startFakeSecretsExtension();
});
afterAll(() => extension.stop());

beforeEach(async () => {
  const key = await generateTokenKey('k1');
  extension.secrets.set(ARN, { AWSCURRENT: JSON.stringify(key) });
  vi.stubEnv('TABLE_NAME', 'table');
  vi.stubEnv('FILES_BUCKET', 'files');
  vi.stubEnv('TOKEN_PUBLIC_KEYS', publicKeySetOf([key]));
  vi.stubEnv('TOKEN_SIGNING_KEY_ARN', ARN);
  vi.stubEnv('PARAMETERS_SECRETS_EXTENSION_HTTP_PORT', String(extension.port));
  vi.stubEnv('AWS_SESSION_TOKEN', 'session');
  delete process.env.TOKEN_SIGNING_KEY;
  vi.resetModules();
});
afterEach(() => vi.unstubAllEnvs());

// Decision 025: the auth function reads its signing key through the Parameters and Secrets
// extension (as the origin secret), not a Secrets Manager client in its bundle.
describe('the signing key in the cloud', () => {
  it('is read once through the extension, and signs tokens the public keys verify', async () => {
    const tokens = await import('./tokens');
    const before = extension.reads();
    const token = await tokens.signAccessToken('u1', 'client');
    await tokens.signTwoFactorToken('u1');
    expect(extension.reads() - before).toBe(1);
    expect(await tokens.verifyAccessToken(token)).toMatchObject({ sub: 'u1', role: 'client', typ: 'access' });
  });

  it('signs nothing when the extension holds no such secret, and tries again on the next call', async () => {
    extension.secrets.delete(ARN);
    const tokens = await import('./tokens');
    await expect(tokens.signAccessToken('u1', 'client')).rejects.toThrow('The token signing key secret is empty');
    const key = await generateTokenKey('k1');
    extension.secrets.set(ARN, { AWSCURRENT: JSON.stringify(key) });
    vi.stubEnv('TOKEN_PUBLIC_KEYS', publicKeySetOf([key]));
    await expect(tokens.signAccessToken('u1', 'client')).resolves.toEqual(expect.any(String));
  });
});
