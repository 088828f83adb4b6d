import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultProvider } from './env-credentials';

describe('the Lambda bundles’ credential provider', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('answers the role credentials Lambda puts in the environment', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIAEXAMPLE');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secret');
    vi.stubEnv('AWS_SESSION_TOKEN', 'session');
    vi.stubEnv('AWS_CREDENTIAL_EXPIRATION', '2030-01-01T00:00:00Z');
    await expect(defaultProvider()()).resolves.toEqual({
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
      sessionToken: 'session',
      expiration: new Date('2030-01-01T00:00:00Z'),
    });
  });

  it('refuses to sign without them rather than call an unsigned request', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', '');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', '');
    await expect(defaultProvider()()).rejects.toThrow('No AWS credentials');
  });
});
