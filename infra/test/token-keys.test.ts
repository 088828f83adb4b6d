import { App } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { tokenKeySettings } from '../lib/token-keys';
import { logicalId, synthCustom, type Synthesized } from './synth';

const settingsOf = (context: Record<string, unknown>) => tokenKeySettings(new App({ context }).node);

describe('token key settings', () => {
  it('has one key k1 by default, and signs with the last listed key unless told', () => {
    expect(settingsOf({})).toEqual({ keyIds: ['k1'], signingKeyId: 'k1' });
    expect(settingsOf({ tokenKeys: 'k1, k2' })).toEqual({ keyIds: ['k1', 'k2'], signingKeyId: 'k2' });
    expect(settingsOf({ tokenKeys: ['k1', 'k2'], tokenSigningKey: 'k1' })).toEqual({
      keyIds: ['k1', 'k2'],
      signingKeyId: 'k1',
    });
  });

  it('refuses a signing key that is not listed, a repeated or malformed key id', () => {
    expect(() => settingsOf({ tokenKeys: 'k1', tokenSigningKey: 'k2' })).toThrow(/tokenSigningKey/);
    expect(() => settingsOf({ tokenKeys: 'k1,k1' })).toThrow(/once/);
    expect(() => settingsOf({ tokenKeys: 'k 1' })).toThrow(/key id/);
  });
});

describe('during a rotation (-c tokenKeys=k1,k2)', () => {
  let synth: Synthesized;
  beforeAll(async () => {
    // tokenKeys k1,k2 (with the other custom settings).
    synth = await synthCustom();
  });

  it('makes one secret and one key pair resource per key id', () => {
    expect(Object.keys(synth.stack.tokenKeys.secrets)).toEqual(['k1', 'k2']);
    const pairs = Object.values(synth.template.findResources('Custom::TokenKey')).map((r) => r.Properties.KeyId);
    expect(pairs).toEqual(['k1', 'k2']);
  });

  it('lists both public keys to every domain and gives the auth function the new signing key only', () => {
    const fns = synth.template.findResources('AWS::Lambda::Function');
    for (const fn of Object.values(synth.stack.api.functions)) {
      const publicKeys = JSON.stringify(
        fns[logicalId(synth.stack, fn)]?.Properties.Environment.Variables.TOKEN_PUBLIC_KEYS,
      );
      expect(publicKeys).toContain('\\"kid\\":\\"k1\\"');
      expect(publicKeys).toContain('\\"kid\\":\\"k2\\"');
    }
    const auth = fns[logicalId(synth.stack, synth.stack.api.functions.auth)];
    expect(auth?.Properties.Environment.Variables.TOKEN_SIGNING_KEY_ARN).toEqual({
      Ref: logicalId(synth.stack, synth.stack.tokenKeys.secrets.k2!),
    });
  });
});
