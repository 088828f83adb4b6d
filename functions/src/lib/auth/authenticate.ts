import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { sessionMessages } from '@app/shared/auth/sessions';
import { twoFactorMessages } from '@app/shared/auth/two-factor';
import type { AccountStatus, Role } from '@app/shared/users/schemas';
import { forbidden, unauthorized } from '../errors';
import type { Access } from '../../routes';
import { isSessionEnded } from './sessions';
import { verifyAccessToken } from './tokens';

export const ACCOUNT_DISABLED = "Votre compte est désactivé. Contactez l'administration.";
export const ACCOUNT_PENDING = "Votre compte est en attente de validation par l'administration.";

/** What authentication needs to know of an account. */
export interface Account {
  id: string;
  role: Role;
  status: AccountStatus;
  /** Sessions ended lately (lib/auth/sessions.ts): their access tokens are refused. */
  ended_sessions?: readonly string[];
  /** The session (refresh-token family) of the token that made this call, if it names one. */
  session_id?: string;
  /** Signed in, but a second factor must be set up before anything beyond its own account. */
  enrolling?: boolean;
}

/**
 * Authenticates a call; `beforeLoad` runs once the token is verified, before the account is read
 * (the router judges the path's ids there: a call without a valid token stays a 401, and an id
 * that cannot exist costs no read).
 */
export type Authenticator<U extends Account> = (
  event: APIGatewayProxyEventV2,
  access: Access,
  beforeLoad?: () => void,
) => Promise<U | null>;

/** The bearer token of `Authorization`, as any HTTP client sends it (CloudFront and API Gateway pass it on). */
function bearer(event: APIGatewayProxyEventV2): string {
  const header = event.headers?.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match?.[1]) throw unauthorized('Authentification requise');
  return match[1];
}

/** The role and status rules of each access level, on the account as stored now. */
export function admit<U extends Account>(user: U, access: Access): U {
  if (user.status === 'disabled') throw forbidden(ACCOUNT_DISABLED);
  if (access === 'session') return user;
  if (user.role === 'admin') {
    if (access === 'client') throw forbidden('Action réservée aux clients');
    return user;
  }
  if (access === 'admin') throw forbidden('Accès réservé aux administrateurs');
  if (user.status !== 'approved') throw forbidden(ACCOUNT_PENDING);
  return user;
}

/**
 * Checks the token, then loads the account as stored now (the loader is given by the caller, so
 * that lib/ knows no domain): disabling an account or changing its role takes effect on the next
 * call whatever tokens it holds.
 */
export function authenticator<U extends Account>(load: (id: string) => Promise<U | undefined>): Authenticator<U> {
  return async (event, access, beforeLoad) => {
    if (access === 'public') return null;
    const claims = await verifyAccessToken(bearer(event));
    beforeLoad?.();
    const user = await load(claims.sub);
    if (!user) throw unauthorized('Compte introuvable');
    if (isSessionEnded(user.ended_sessions, claims.fam)) throw unauthorized(sessionMessages.closed);
    if (claims.enrol && access !== 'session') throw forbidden(twoFactorMessages.enrolFirst);
    return { ...admit(user, access), session_id: claims.fam, enrolling: claims.enrol === true };
  };
}
