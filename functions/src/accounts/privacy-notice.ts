import type { PrivacyNotice } from '@app/shared/privacy/schemas';
import { NOTICE_VERSION, TERMS_VERSION } from '@app/shared/privacy/versions';
import { readSeller } from '../invoice-data/seller-repository';
import type { SellerRecord } from '../invoice-data/seller-record';
import { readRetention } from '../settings-data/settings-repository';

const present = (text: string) => (text ? text : undefined);

/** The controller: the seller identity of the invoicing settings, each field absent when not set. */
function controllerOf(seller: SellerRecord): PrivacyNotice['controller'] {
  const city = [seller.postcode, seller.city].filter(Boolean).join(' ');
  const optional = { siren: present(seller.siren), email: present(seller.email), phone: present(seller.phone) };
  return {
    name: seller.name,
    address: [seller.address_line1, seller.address_line2, city].filter(Boolean).join(', '),
    ...Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined)),
  };
}

/** GET /api/privacy: who controls the data, how long each kind is kept, the versions in force. */
export async function privacyNotice(): Promise<PrivacyNotice> {
  const [seller, { retention, updatedAt }] = await Promise.all([readSeller(), readRetention()]);
  const dates = [`${NOTICE_VERSION}T00:00:00.000Z`, updatedAt, seller.updated_at].filter((d): d is string => Boolean(d));
  return {
    controller: controllerOf(seller),
    retention,
    termsVersion: TERMS_VERSION,
    noticeVersion: NOTICE_VERSION,
    updatedAt: dates.reduce((a, b) => (a > b ? a : b)),
  };
}
