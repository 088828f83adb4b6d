import type { InvoiceDocument } from '@app/shared/invoices/document';

/** The XML's number forms: 123456 cents → '1234.56', 5.5 % → '5.5', '2026-11-25' → '20261125'. */
export function xmlAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function xmlPercent(rate: number): string {
  return String(rate);
}

export function xmlDate(isoDate: string): string {
  return isoDate.replaceAll('-', '');
}

/** 'TVA non applicable, art. 293 B du CGI' unless the document names another reason. */
export const DEFAULT_VAT_EXEMPTION = 'TVA non applicable, art. 293 B du CGI';

/** EN 16931 VAT category (BT-118/BT-151): standard rated, or exempt with its reason at 0 %. */
export function vatCategory(rate: number): 'S' | 'E' {
  return rate > 0 ? 'S' : 'E';
}

export function exemptionReason(doc: InvoiceDocument): string {
  return doc.vat_exemption_reason?.trim() || DEFAULT_VAT_EXEMPTION;
}

/** Already paid: the difference between the total and what remains due (BT-113). */
export function paidCents(doc: InvoiceDocument): number {
  return doc.total_ttc_cents - doc.amount_due_cents;
}

/**
 * The discount mention the Code de commerce asks for (conditions d'escompte), unless the payment
 * terms already state one.
 */
export function discountMention(doc: InvoiceDocument): string | undefined {
  return /escompte/i.test(doc.payment_terms) ? undefined : "Pas d'escompte pour paiement anticipé.";
}

/** What a document says of paying it: its terms, the discount and the late-payment mentions. */
export interface PaymentMentions {
  terms: string;
  discount: string | undefined;
  latePenalty: string;
  recoveryFee: string;
}

/**
 * The payment mentions of a document, for its PDF and its CII alike (issue 36): an invoice's; a
 * credit note asks for no payment, so it has none (no terms, no due date, no penalties), whatever
 * its stored fields say.
 */
export function paymentMentions(doc: InvoiceDocument): PaymentMentions | undefined {
  if (doc.kind === 'credit_note') return undefined;
  return { terms: doc.payment_terms, discount: discountMention(doc), latePenalty: doc.late_penalty, recoveryFee: doc.recovery_fee };
}
