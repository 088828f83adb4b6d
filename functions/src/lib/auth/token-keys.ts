import {
  SignJWT,
  createLocalJWKSet,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  type JWTPayload,
} from 'jose';
import * as z from 'zod/mini';

/**
 * Token keys (decision 012): ES256 key pairs named by a key id (`kid`). Only the auth function
 * holds a private key and signs; every function verifies with the public keys (a JWKS, not a
 * secret) and picks the key by the token's `kid`, so a rotation adds a key without logging anyone
 * out, and removing a key refuses the tokens it signed.
 */
export const TOKEN_ALG = 'ES256';
const ISSUER = 'file-manager';
const AUDIENCE = 'file-manager-api';

const kidSchema = z.string().check(z.regex(/^[A-Za-z0-9._-]{1,64}$/, 'key id: 1–64 letters, digits, . _ -'));
const publicFields = {
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  x: z.string().check(z.minLength(1)),
  y: z.string().check(z.minLength(1)),
  kid: kidSchema,
};

export const publicJwkSchema = z.pipe(
  z
    .looseObject(publicFields)
    .check(z.refine((jwk) => !('d' in jwk), 'a private key has no place in the public key set')),
  z.transform(({ kty, crv, x, y, kid }) => ({ kty, crv, x, y, kid, alg: TOKEN_ALG, use: 'sig' as const })),
);
export const privateJwkSchema = z.pipe(
  z.looseObject({ ...publicFields, d: z.string().check(z.minLength(1)) }),
  z.transform(({ kty, crv, x, y, d, kid }) => ({ kty, crv, x, y, d, kid, alg: TOKEN_ALG })),
);
const publicKeySetSchema = z.object({ keys: z.array(publicJwkSchema).check(z.minLength(1)) });

export type PublicJwk = z.output<typeof publicJwkSchema>;
export type PrivateJwk = z.output<typeof privateJwkSchema>;

/** A new P-256 key pair, as the private JWK (its public half included) named `kid`. */
export async function generateTokenKey(kid: string): Promise<PrivateJwk> {
  const { privateKey } = await generateKeyPair(TOKEN_ALG, { extractable: true });
  return privateJwkSchema.parse({ ...(await exportJWK(privateKey)), kid: kidSchema.parse(kid) });
}

export const publicJwkOf = (jwk: PrivateJwk | PublicJwk): PublicJwk =>
  publicJwkSchema.parse({ kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y, kid: jwk.kid });

/** The JWKS text functions verify with (env TOKEN_PUBLIC_KEYS). */
export const publicKeySetOf = (keys: readonly (PrivateJwk | PublicJwk)[]): string =>
  JSON.stringify({ keys: keys.map(publicJwkOf) });

export function parsePrivateJwk(text: string): PrivateJwk {
  return privateJwkSchema.parse(JSON.parse(text));
}

export function parsePublicKeySet(text: string): PublicJwk[] {
  const { keys } = publicKeySetSchema.parse(JSON.parse(text));
  const ids = keys.map((key) => key.kid);
  if (new Set(ids).size !== ids.length) throw new Error('Token public keys: each key id must be unique');
  return keys;
}

export interface TokenSigner {
  readonly kid: string;
  sign(claims: Record<string, unknown>, subject: string, ttlSeconds: number, jti?: string): Promise<string>;
}

export async function tokenSigner(jwk: PrivateJwk): Promise<TokenSigner> {
  const key = await importJWK(jwk, TOKEN_ALG);
  return {
    kid: jwk.kid,
    sign(claims, subject, ttlSeconds, jti) {
      const jwt = new SignJWT(claims)
        .setProtectedHeader({ alg: TOKEN_ALG, typ: 'JWT', kid: jwk.kid })
        .setSubject(subject)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`);
      if (jti) jwt.setJti(jti);
      return jwt.sign(key);
    },
  };
}

export class UnknownTokenKey extends Error {}

export type TokenVerifier = (token: string) => Promise<JWTPayload>;

/**
 * Checks signature (ES256 only: HS256 or `none` are refused), issuer, audience and expiry with
 * the listed key of the token's `kid`; a token without a listed `kid` is refused.
 */
export function tokenVerifier(keys: readonly PublicJwk[]): TokenVerifier {
  const keySet = createLocalJWKSet({ keys: keys.map((key) => ({ ...key })) });
  const listed = new Set(keys.map((key) => key.kid));
  return async (token) => {
    const { kid } = decodeProtectedHeader(token);
    if (!kid || !listed.has(kid)) throw new UnknownTokenKey(`Unknown token key id: ${kid ?? '(none)'}`);
    const { payload } = await jwtVerify(token, keySet, { algorithms: [TOKEN_ALG], issuer: ISSUER, audience: AUDIENCE });
    return payload;
  };
}
