import { logoMessages, partnerMessages, type LogoLink, type Partner } from '@app/shared/partners/schemas';
import { nowIso } from '../lib/db/keys';
import { notFound } from '../lib/errors';
import type { UploadedFile } from '../lib/http/body';
import { logoLink, logoPart, replaceLogo } from '../logos/logo-file';
import { toPartner } from './partner-record';
import { replacePartnerLogo } from './partner-repository';
import { requirePartner } from './partners-service';
import { auditWrites, type AuditContext } from '../audit/audit-item';

/**
 * POST /api/admin/partners/{id}/logo (multipart `file`): stores the image, points the partner
 * to it with its audit entry in one transaction, then deletes the previous logo object.
 */
export async function uploadPartnerLogo(id: string, files: readonly UploadedFile[], context: AuditContext): Promise<Partner> {
  const partner = await requirePartner(id);
  const saved = await replaceLogo('partners', id, logoPart(files), async (logo) => {
    const audit = auditWrites(context, {
      action: 'partner.logo',
      subject: partner.name,
      before: { logo_filename: partner.logo_filename },
      after: { logo_filename: logo.logo_filename },
    });
    const written = await replacePartnerLogo(partner, logo, nowIso(), audit);
    return written ? { previous: partner.logo_key, result: toPartner({ ...partner, ...logo }) } : undefined;
  });
  if (!saved) throw notFound(partnerMessages.notFound);
  return saved;
}

/** GET /api/partners/{id}/logo: a short-lived link to the image. */
export async function partnerLogoLink(id: string): Promise<LogoLink> {
  const partner = await requirePartner(id);
  if (!partner.logo_key || !partner.logo_filename) throw notFound(logoMessages.notFound);
  return logoLink(partner.logo_key, partner.logo_filename);
}
