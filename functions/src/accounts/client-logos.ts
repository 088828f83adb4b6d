import type { LogoLink } from '@app/shared/partners/schemas';
import { LOGO_SAVED, USER_NOT_FOUND, type SavedLogo } from '@app/shared/users/admin-schemas';
import { notFound } from '../lib/errors';
import type { UploadedFile } from '../lib/http/body';
import { logoLink, logoPart, replaceLogo } from '../logos/logo-file';
import type { UserRecord } from '../users/user-record';
import { getUser, replaceUserLogo, setUserLogo } from '../users/user-repository';
import { auditWrites, type AuditContext } from '../audit/audit-item';

/** The client account a logo belongs to; 404 for an unknown id or an administrator. */
async function requireClient(id: string): Promise<UserRecord> {
  const user = await getUser(id);
  if (user?.role !== 'client') throw notFound(USER_NOT_FOUND);
  return user;
}

const logoAudit = (context: AuditContext, client: UserRecord, filename: string | null) =>
  auditWrites(context, {
    action: 'client.logo',
    clientId: client.id,
    subject: client.company_name || client.email,
    before: { logo_filename: client.logo_filename },
    after: { logo_filename: filename },
  });

/**
 * POST /api/admin/clients/{id}/logo and POST /api/client/logo (multipart `file`): stores the
 * image, points the account to it, then deletes the previous logo object.
 */
export async function uploadClientLogo(id: string, files: readonly UploadedFile[], context?: AuditContext): Promise<SavedLogo> {
  const client = await requireClient(id);
  const saved = await replaceLogo('clients', id, logoPart(files), async (logo) => {
    // An administrator's upload has its entry in the same transaction; a client's own does not.
    const before = context ? await replaceUserLogo(client, logo, logoAudit(context, client, logo.logo_filename)) : await setUserLogo(id, logo);
    return before && { previous: before.logo_key, result: { detail: LOGO_SAVED, logo_filename: logo.logo_filename } };
  });
  if (!saved) throw notFound(USER_NOT_FOUND);
  return saved;
}

/**
 * GET /api/admin/clients/{id}/logo and GET /api/client/logo: a short-lived link to the image, or
 * null when the client has none (answered 204: no logo is an answer, not an error).
 */
export async function clientLogoLink(id: string): Promise<LogoLink | null> {
  const user = await requireClient(id);
  return user.logo_key && user.logo_filename ? logoLink(user.logo_key, user.logo_filename) : null;
}
