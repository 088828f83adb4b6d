/**
 * Service prices are texts such as '50€' (spec §2, §3). A price typed without a currency gets the
 * euro sign, so '50' and '49,90' are stored as '50€' and '49,90€'; a price that already has it
 * is kept as typed.
 */
export function withEuroSign(price: string): string {
  const text = price.trim();
  if (!text || text.includes('€')) return text;
  return `${text}\u00a0€`;
}
