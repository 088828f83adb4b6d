import { logoMessages, partnerMessages, type LogoLink, type Partner } from '@app/shared/partners/schemas';
import { nowIso } from '../lib/db/keys';
import { notFound } from '../lib/errors';
import type { UploadedFile } from '../lib/http/body';
import { logoLink, logoPart, replaceLogo } from '../logos/logo-file';
import { toPartner } from './partner-record';
import { setPartnerLogo } from './partner-repository';
import { isPartnerId, requirePartner } from './partners-service';

/**
 * POST /api/admin/partners/{id}/logo (multipart `file`): stores the image, points the partner
 * to it, then deletes the previous logo object.
 */
export async function uploadPartnerLogo(id: string, files: readonly UploadedFile[]): Promise<Partner> {
  if (!isPartnerId(id)) throw notFound(partnerMessages.notFound);
  const partner = await replaceLogo('partners', id, logoPart(files), async (logo) => {
    const before = await setPartnerLogo(id, logo, nowIso());
    return before && { previous: before.logo_key, result: toPartner({ ...before, ...logo }) };
  });
  if (!partner) throw notFound(partnerMessages.notFound);
  return partner;
}

/** GET /api/partners/{id}/logo: a short-lived link to the image. */
export async function partnerLogoLink(id: string): Promise<LogoLink> {
  const partner = await requirePartner(id);
  if (!partner.logo_key || !partner.logo_filename) throw notFound(logoMessages.notFound);
  return logoLink(partner.logo_key, partner.logo_filename);
}
