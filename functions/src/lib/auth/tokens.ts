import { createHash } from 'node:crypto';
import { errors as joseErrors } from 'jose';
import * as z from 'zod/mini';
import { roleSchema, type Role } from '@app/shared/users/schemas';
import { env } from '../env';
import { unauthorized } from '../errors';
import { readSecretStage } from '../secrets/extension';
import { publicKeysText, signingKeySource } from './token-config';
import {
  parsePrivateJwk,
  parsePublicKeySet,
  tokenSigner,
  tokenVerifier,
  type TokenSigner,
  type TokenVerifier,
} from './token-keys';
import { ExpiringLru } from './expiring-lru';

export type TokenKind = 'access' | 'refresh';

/**
 * `fam`: the session (refresh-token family) it was issued for; `enrol`: an account that must
 * set up a second factor first (an administrator, issue 22, or a client when the business requires
 * it, issue 36), admitted to its own account's calls only.
 */
const accessClaimsSchema = z.object({
  sub: z.string(),
  role: roleSchema,
  typ: z.literal('access'),
  fam: z.optional(z.string()),
  enrol: z.optional(z.boolean()),
});
/** Between the password and the second factor: names the account, for 5 minutes. */
const twoFactorClaimsSchema = z.object({ sub: z.string(), typ: z.literal('mfa') });
export const TWO_FACTOR_STEP_SECONDS = 300;
const passwordChangeClaimsSchema = z.object({ sub: z.string(), typ: z.literal('pwchange') });
export const PASSWORD_CHANGE_STEP_SECONDS = 600;
/** `fam`: the family (one sign-in's chain of rotated tokens) the token belongs to. */
const refreshClaimsSchema = z.object({ sub: z.string(), jti: z.string(), fam: z.string(), typ: z.literal('refresh') });
export type AccessClaims = z.infer<typeof accessClaimsSchema>;
export type RefreshClaims = z.infer<typeof refreshClaimsSchema>;

let verifier: TokenVerifier | undefined;
let signer: Promise<TokenSigner> | undefined;

const currentVerifier = (): TokenVerifier => (verifier ??= tokenVerifier(parsePublicKeySet(publicKeysText())));

async function loadSigner(): Promise<TokenSigner> {
  const { TOKEN_SIGNING_KEY, TOKEN_SIGNING_KEY_ARN } = signingKeySource();
  // In the cloud through the Parameters and Secrets extension, as the origin secret: no Secrets
  // Manager client in the auth bundle (decision 025).
  const text = TOKEN_SIGNING_KEY ?? (TOKEN_SIGNING_KEY_ARN ? await readSecretStage(TOKEN_SIGNING_KEY_ARN, 'AWSCURRENT') : undefined);
  if (!text) throw new Error('The token signing key secret is empty');
  const jwk = parsePrivateJwk(text);
  // A signing key missing from the public set would make every token it signs unusable.
  if (!parsePublicKeySet(publicKeysText()).some((key) => key.kid === jwk.kid && key.x === jwk.x && key.y === jwk.y)) {
    throw new Error(`The token signing key ${jwk.kid} is not in TOKEN_PUBLIC_KEYS`);
  }
  return tokenSigner(jwk);
}

/** Loaded once per container; a failed load (e.g. the extension unreachable) is retried next call. */
function currentSigner(): Promise<TokenSigner> {
  signer ??= loadSigner().catch((error: unknown) => {
    signer = undefined;
    throw error;
  });
  return signer;
}

export const signAccessToken = async (userId: string, role: Role, family?: string, enrol = false) =>
  (await currentSigner()).sign({ role, typ: 'access', ...(family ? { fam: family } : {}), ...(enrol ? { enrol } : {}) }, userId, env().ACCESS_TOKEN_TTL_SECONDS);

export const signTwoFactorToken = async (userId: string) => (await currentSigner()).sign({ typ: 'mfa' }, userId, TWO_FACTOR_STEP_SECONDS);

/** Good only for POST /api/auth/password: never an access token (its `typ` is not 'access'). */
export const signPasswordChangeToken = async (userId: string) =>
  (await currentSigner()).sign({ typ: 'pwchange' }, userId, PASSWORD_CHANGE_STEP_SECONDS);

export const signRefreshToken = async (userId: string, id: { family: string; jti: string }) =>
  (await currentSigner()).sign({ typ: 'refresh', fam: id.family }, userId, env().REFRESH_TOKEN_TTL_SECONDS, id.jti);

async function verify<T>(token: string, claims: z.ZodMiniType<T>): Promise<{ claims: T; exp: number }> {
  const check = currentVerifier();
  let payload: { exp?: number };
  try {
    payload = await check(token);
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw unauthorized('Session expirée, veuillez vous reconnecter');
    throw unauthorized('Jeton invalide');
  }
  const parsed = claims.safeParse(payload);
  if (!parsed.success) throw unauthorized('Jeton invalide');
  return { claims: parsed.data, exp: payload.exp ?? 0 };
}

/**
 * Access tokens already verified by this warm process, by SHA-256 of the token, each until its
 * own `exp` (1,000 at most): the ES256 check is the costliest step of an authenticated call. A
 * cached claim only names the account; the account read that follows still decides (a disabled
 * or demoted account is refused at once, cached token or not: authenticate.ts).
 */
const verifiedAccess = new ExpiringLru<AccessClaims>(1000);

export async function verifyAccessToken(token: string): Promise<AccessClaims> {
  const hash = createHash('sha256').update(token).digest('base64url');
  const cached = verifiedAccess.get(hash);
  if (cached) return cached;
  const { claims, exp } = await verify(token, accessClaimsSchema);
  verifiedAccess.set(hash, claims, exp * 1000);
  return claims;
}

export const verifyRefreshToken = async (token: string): Promise<RefreshClaims> =>
  (await verify(token, refreshClaimsSchema)).claims;

export const verifyTwoFactorToken = async (token: string) => (await verify(token, twoFactorClaimsSchema)).claims;

export const verifyPasswordChangeToken = async (token: string) => (await verify(token, passwordChangeClaimsSchema)).claims;
