import {
  GetSecretValueCommand,
  PutSecretValueCommand,
  type SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { describe, expect, it } from 'vitest';
import { parsePrivateJwk } from '../lib/auth/token-keys';
import { ensureTokenKey } from './token-key-resource';

/** A Secrets Manager stand-in holding one secret value. */
function fakeSecrets(initial: string) {
  const state = { value: initial, puts: 0 };
  const client = {
    send: async (command: unknown) => {
      if (command instanceof GetSecretValueCommand) return { SecretString: state.value };
      if (command instanceof PutSecretValueCommand) {
        state.puts += 1;
        state.value = command.input.SecretString ?? '';
        return {};
      }
      throw new Error('unexpected command');
    },
  } as unknown as SecretsManagerClient;
  return { state, client };
}

describe('token key custom resource', () => {
  it('replaces the placeholder by a key pair once, then keeps it on every later deploy', async () => {
    const { state, client } = fakeSecrets('generated-placeholder');
    const first = await ensureTokenKey('arn:secret', 'k1', client);
    const key = parsePrivateJwk(state.value);
    expect(key).toMatchObject({ kid: 'k1', kty: 'EC', crv: 'P-256' });
    expect(first).toEqual({ X: key.x, Y: key.y });
    expect(JSON.stringify(first)).not.toContain(key.d);

    expect(await ensureTokenKey('arn:secret', 'k1', client)).toEqual(first);
    expect(state.puts).toBe(1);
  });
});
