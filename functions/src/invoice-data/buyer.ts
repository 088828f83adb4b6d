import type { InvoiceBuyer, PostalAddress } from '@app/shared/invoices/document';
import type { UserRecord } from '../users/user-record';

/**
 * The account's free-text address read as a postal address: the last '12345 City' in it gives
 * the postcode and the city, what comes before is the street. Undefined when there is none.
 */
export function postalAddressOf(text: string): PostalAddress | undefined {
  const parts = text.split(/[\n,]+/).map((part) => part.trim()).filter(Boolean);
  const at = parts.findLastIndex((part) => /^\d{5}\s+\S/.test(part));
  const place = at >= 0 ? /^(\d{5})\s+(.+)$/.exec(parts[at] ?? '') : null;
  if (!place?.[1] || !place[2]) return undefined;
  const [line1, ...rest] = parts.slice(0, at);
  if (!line1) return undefined;
  return { line1, ...(rest.length ? { line2: rest.join(', ') } : {}), postcode: place[1], city: place[2], country_code: 'FR' };
}

/** The client's billing address: the one set for invoices, else its account's address read. */
function billingAddressOf(client: UserRecord): PostalAddress | undefined {
  const set = client.billing_address;
  if (set?.line1 && set.postcode && set.city) {
    return { line1: set.line1, ...(set.line2 ? { line2: set.line2 } : {}), postcode: set.postcode, city: set.city, country_code: set.country_code || 'FR' };
  }
  return postalAddressOf(client.address);
}

/** The name an invoice bills: the company, else the person. */
export const buyerNameOf = (client: Pick<UserRecord, 'company_name' | 'first_name' | 'last_name'>) =>
  client.company_name.trim() || `${client.first_name} ${client.last_name}`.trim();

/** The buyer of an invoice, or undefined when its address cannot be printed. */
export function invoiceBuyerOf(client: UserRecord): InvoiceBuyer | undefined {
  const address = billingAddressOf(client);
  if (!address) return undefined;
  return {
    name: buyerNameOf(client),
    ...(client.siren ? { siren: client.siren } : {}),
    ...(client.vat_number ? { vat_number: client.vat_number } : {}),
    address,
    email: client.email,
  };
}
