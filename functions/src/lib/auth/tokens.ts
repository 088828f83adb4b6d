import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { env } from '../env';
import { unauthorized } from '../errors';
import { tokenConfig } from './token-config';
import * as z from 'zod';
import { roleSchema, type Role } from '@app/shared/users/schemas';

const ISSUER = 'file-manager';
const AUDIENCE = 'file-manager-api';

export type TokenKind = 'access' | 'refresh';

const accessClaimsSchema = z.object({ sub: z.string(), role: roleSchema, typ: z.literal('access') });
const refreshClaimsSchema = z.object({ sub: z.string(), jti: z.string(), typ: z.literal('refresh') });
export type AccessClaims = z.infer<typeof accessClaimsSchema>;
export type RefreshClaims = z.infer<typeof refreshClaimsSchema>;

let key: Promise<Uint8Array> | undefined;

async function loadKey(): Promise<Uint8Array> {
  const { AWS_REGION } = env();
  const { JWT_SECRET, JWT_SECRET_ARN } = tokenConfig();
  if (JWT_SECRET) return new TextEncoder().encode(JWT_SECRET);
  const client = new SecretsManagerClient({ region: AWS_REGION });
  const secret = await client.send(new GetSecretValueCommand({ SecretId: JWT_SECRET_ARN }));
  if (!secret.SecretString) throw new Error('JWT secret is empty');
  return new TextEncoder().encode(secret.SecretString);
}

const signingKey = (): Promise<Uint8Array> => (key ??= loadKey());

async function sign(claims: Record<string, unknown>, subject: string, ttlSeconds: number, jti?: string) {
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subject)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`);
  if (jti) jwt.setJti(jti);
  return jwt.sign(await signingKey());
}

export const signAccessToken = (userId: string, role: Role) =>
  sign({ role, typ: 'access' }, userId, env().ACCESS_TOKEN_TTL_SECONDS);

export const signRefreshToken = (userId: string, jti: string) =>
  sign({ typ: 'refresh' }, userId, env().REFRESH_TOKEN_TTL_SECONDS, jti);

async function verify<T>(token: string, claims: z.ZodType<T>): Promise<T> {
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(token, await signingKey(), { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw unauthorized('Session expirée, veuillez vous reconnecter');
    throw unauthorized('Jeton invalide');
  }
  const parsed = claims.safeParse(payload);
  if (!parsed.success) throw unauthorized('Jeton invalide');
  return parsed.data;
}

export const verifyAccessToken = (token: string): Promise<AccessClaims> => verify(token, accessClaimsSchema);
export const verifyRefreshToken = (token: string): Promise<RefreshClaims> => verify(token, refreshClaimsSchema);
