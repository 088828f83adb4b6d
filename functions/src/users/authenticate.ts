import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { verifyAccessToken } from '../lib/auth/tokens';
import { forbidden, unauthorized } from '../lib/http/errors';
import type { Access } from '../routes';
import type { UserRecord } from './user-record';
import { getUser } from './users-repository';

export const ACCOUNT_DISABLED = 'Votre compte est désactivé. Contactez l’administration.';
export const ACCOUNT_PENDING = 'Votre compte est en attente de validation par l’administration.';

function bearer(event: APIGatewayProxyEventV2): string {
  const header = event.headers?.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match?.[1]) throw unauthorized('Authentification requise');
  return match[1];
}

/**
 * Checks the token and the account as stored now, so that disabling an account or changing
 * its role takes effect on the next call whatever tokens it holds.
 */
export async function authenticate(event: APIGatewayProxyEventV2, access: Access): Promise<UserRecord | null> {
  if (access === 'public') return null;
  const claims = await verifyAccessToken(bearer(event));
  const user = await getUser(claims.sub);
  if (!user) throw unauthorized('Compte introuvable');
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
