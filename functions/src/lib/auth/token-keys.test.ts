import { SignJWT, base64url, importJWK, errors as joseErrors } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  generateTokenKey,
  parsePrivateJwk,
  parsePublicKeySet,
  publicKeySetOf,
  tokenSigner,
  tokenVerifier,
  UnknownTokenKey,
  type PrivateJwk,
} from './token-keys';

const verifierOf = (...keys: PrivateJwk[]) => tokenVerifier(parsePublicKeySet(publicKeySetOf(keys)));
const tokenOf = async (key: PrivateJwk, ttl = 60) =>
  (await tokenSigner(key)).sign({ typ: 'access', role: 'client' }, 'user-1', ttl);
const headerOf = (token: string) =>
  JSON.parse(new TextDecoder().decode(base64url.decode(token.split('.')[0]!))) as Record<string, unknown>;

describe('ES256 token keys', () => {
  it('signs with the key id in the header and verifies with the public key set', async () => {
    const key = await generateTokenKey('k1');
    const token = await tokenOf(key);
    expect(headerOf(token)).toEqual({ alg: 'ES256', typ: 'JWT', kid: 'k1' });
    const claims = await verifierOf(key)(token);
    expect(claims).toMatchObject({
      sub: 'user-1',
      typ: 'access',
      role: 'client',
      iss: 'file-manager',
      aud: 'file-manager-api',
    });
  });

  it('refuses a token whose key id is not listed, or that has none', async () => {
    const listed = await generateTokenKey('k1');
    const other = await generateTokenKey('k9');
    await expect(verifierOf(listed)(await tokenOf(other))).rejects.toBeInstanceOf(UnknownTokenKey);
    const noKid = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'ES256' })
      .setSubject('user-1')
      .setIssuer('file-manager')
      .setAudience('file-manager-api')
      .setExpirationTime('1m')
      .sign(await importJWK(listed, 'ES256'));
    await expect(verifierOf(listed)(noKid)).rejects.toBeInstanceOf(UnknownTokenKey);
  });

  it('refuses a token signed by another key under a listed key id', async () => {
    const real = await generateTokenKey('k1');
    const forger = await generateTokenKey('k1');
    await expect(verifierOf(real)(await tokenOf(forger))).rejects.toBeInstanceOf(
      joseErrors.JWSSignatureVerificationFailed,
    );
  });

  it('keeps tokens of the old key valid while it is listed, and refuses them once it is removed', async () => {
    const oldKey = await generateTokenKey('2026-01');
    const newKey = await generateTokenKey('2026-07');
    const oldToken = await tokenOf(oldKey);
    const newToken = await tokenOf(newKey);
    const duringRotation = verifierOf(newKey, oldKey);
    await expect(duringRotation(oldToken)).resolves.toMatchObject({ sub: 'user-1' });
    await expect(duringRotation(newToken)).resolves.toMatchObject({ sub: 'user-1' });
    const afterRotation = verifierOf(newKey);
    await expect(afterRotation(oldToken)).rejects.toBeInstanceOf(UnknownTokenKey);
    await expect(afterRotation(newToken)).resolves.toMatchObject({ sub: 'user-1' });
  });

  it('refuses HS256 and unsigned tokens, even under a listed key id', async () => {
    const key = await generateTokenKey('k1');
    const hs256 = await new SignJWT({ typ: 'access', role: 'admin' })
      .setProtectedHeader({ alg: 'HS256', kid: 'k1' })
      .setSubject('user-1')
      .setIssuer('file-manager')
      .setAudience('file-manager-api')
      .setExpirationTime('1m')
      // The public x coordinate as an HMAC secret: the classic algorithm-confusion forgery.
      .sign(new TextEncoder().encode(key.x));
    await expect(verifierOf(key)(hs256)).rejects.toBeInstanceOf(joseErrors.JOSEAlgNotAllowed);
    const [, payload] = (await tokenOf(key)).split('.');
    const none = `${base64url.encode(JSON.stringify({ alg: 'none', kid: 'k1' }))}.${payload}.`;
    await expect(verifierOf(key)(none)).rejects.toThrow();
  });

  it('refuses an expired token', async () => {
    const key = await generateTokenKey('k1');
    const expired = await (await tokenSigner(key)).sign({ typ: 'access' }, 'user-1', -10);
    await expect(verifierOf(key)(expired)).rejects.toBeInstanceOf(joseErrors.JWTExpired);
  });

  it('never accepts private key material in the public key set, nor a repeated key id', async () => {
    const key = await generateTokenKey('k1');
    expect(JSON.parse(publicKeySetOf([key])).keys[0]).not.toHaveProperty('d');
    expect(() => parsePublicKeySet(JSON.stringify({ keys: [key] }))).toThrow(/private key/);
    expect(() => parsePublicKeySet(publicKeySetOf([key, key]))).toThrow(/unique/);
    expect(() => parsePublicKeySet(JSON.stringify({ keys: [] }))).toThrow();
  });

  it('reads a private key back from its JSON, and refuses a public key or a bad key id as one', async () => {
    const key = await generateTokenKey('k1');
    expect(parsePrivateJwk(JSON.stringify(key))).toEqual(key);
    expect(() => parsePrivateJwk(JSON.stringify(JSON.parse(publicKeySetOf([key])).keys[0]))).toThrow();
    await expect(generateTokenKey('bad id!')).rejects.toThrow();
  });
});
