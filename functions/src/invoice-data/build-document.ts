import type { InvoiceBuyer, InvoiceDocument, InvoiceLine, VatBreakdown } from '@app/shared/invoices/document';
import { DEFAULT_RECOVERY_FEE } from '@app/shared/invoices/schemas';
import { vatCentsOf } from '@app/shared/pricing/vat';
import type { OrderRecord } from '../order-data/order-record';
import type { SellerRecord } from './seller-record';
import { invoiceSellerOf } from './seller-identity';

/**
 * The documents as issued (issue 21), pure: the server's prices (HT, discounts applied when the
 * order was placed) become lines, the VAT is computed per rate on the sum of its lines and
 * rounded to the cent, every mention comes from the seller's identity.
 */

export const cents = (euros: number): number => Math.round(euros * 100);


const day = (date: string, plusDays = 0) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + plusDays * 86_400_000).toISOString().slice(0, 10);

/** 'YYYY-MM-DD' of an instant in Paris (the business's day, for numbers and totals). */
export const parisDay = (instant: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

/** The reference of an order as its lists show it: its short id. */
export const orderReferenceOf = (orderId: string) => orderId.slice(0, 8).toUpperCase();

/**
 * One line per service at its discounted price when they add up to the order's total; one line
 * for the whole order when an administrator changed the price (no negative line: decision 019).
 */
function linesOf(order: OrderRecord, rate: number): InvoiceLine[] {
  const total = cents(order.total_price);
  const services = order.selected_services;
  const line = (id: number, name: string, unit: number): InvoiceLine => ({
    id: String(id),
    name,
    quantity: 1,
    unit_price_ht_cents: unit,
    vat_rate: rate,
    line_total_ht_cents: unit,
  });
  if (services.length && services.reduce((sum, s) => sum + cents(s.discounted_price), 0) === total) {
    return services.map((s, i) => line(i + 1, s.name, cents(s.discounted_price)));
  }
  const names = services.map((s) => s.name).join(', ');
  return [line(1, names ? `Prestations\u202f: ${names}` : `Prestation de la commande ${orderReferenceOf(order.id)}`, Math.max(0, total))];
}

/** The VAT per rate: base, and VAT rounded to the cent on that base (not per line). */
export function vatBreakdownOf(lines: readonly InvoiceLine[]): VatBreakdown[] {
  const bases = new Map<number, number>();
  for (const l of lines) bases.set(l.vat_rate, (bases.get(l.vat_rate) ?? 0) + l.line_total_ht_cents);
  return [...bases].sort(([a], [b]) => b - a).map(([vat_rate, base_ht_cents]) => ({ vat_rate, base_ht_cents, vat_cents: vatCentsOf(base_ht_cents, vat_rate) }));
}

const percent = (rate: number) => `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(rate)} %`;

/** The payment terms as printed: the seller's wording, else built from the days. */
function paymentTermsOf(seller: SellerRecord): string {
  if (seller.payment_terms) return seller.payment_terms;
  const when = seller.payment_term_days === 0 ? 'Paiement à réception de la facture' : `Paiement à ${seller.payment_term_days} jours à compter de la date de facture`;
  return `${when}. Pas d'escompte pour paiement anticipé.`;
}

const vehicleSubject = (order: OrderRecord) =>
  [order.vehicle_brand, order.vehicle_model, order.engine].map((t) => t.trim()).filter(Boolean).join(' ') +
  (order.registration ? ` (${order.registration})` : '');

export interface InvoiceFacts {
  order: OrderRecord;
  seller: SellerRecord;
  buyer: InvoiceBuyer;
  number: string;
  issueDate: string;
  /** Whether the order is paid (nothing is due then). */
  paid: boolean;
}

/** The invoice of an order. */
export function invoiceDocumentOf({ order, seller, buyer, number, issueDate, paid }: InvoiceFacts): InvoiceDocument {
  const lines = linesOf(order, seller.default_vat_rate);
  const vat_breakdown = vatBreakdownOf(lines);
  const total_ht_cents = vat_breakdown.reduce((sum, v) => sum + v.base_ht_cents, 0);
  const total_vat_cents = vat_breakdown.reduce((sum, v) => sum + v.vat_cents, 0);
  const total_ttc_cents = total_ht_cents + total_vat_cents;
  const subject = vehicleSubject(order);
  return {
    kind: 'invoice',
    number,
    issue_date: issueDate,
    delivery_date: issueDate,
    due_date: day(issueDate, seller.payment_term_days),
    currency: 'EUR',
    order_reference: orderReferenceOf(order.id),
    ...(subject ? { subject } : {}),
    seller: invoiceSellerOf(seller),
    buyer,
    lines,
    vat_breakdown,
    total_ht_cents,
    total_vat_cents,
    total_ttc_cents,
    amount_due_cents: paid ? 0 : total_ttc_cents,
    ...mentionsOf(seller),
  };
}

/** The legal mentions of the seller's settings. */
function mentionsOf(seller: SellerRecord) {
  return {
    payment_terms: paymentTermsOf(seller),
    late_penalty: `En cas de retard de paiement, pénalités au taux annuel de ${percent(seller.late_penalty_rate ?? 0)}`,
    recovery_fee: seller.recovery_fee || DEFAULT_RECOVERY_FEE,
    vat_on_debits: seller.vat_on_debits,
    ...(seller.footer ? { footer: seller.footer } : {}),
  };
}

/**
 * The credit note cancelling an invoice: its lines and amounts (positive, as type 381 carries
 * them), the seller as it is now, the invoice it refers to, the reason; nothing is due on it.
 */
export function creditNoteDocumentOf(invoice: InvoiceDocument, seller: SellerRecord, number: string, issueDate: string, reason: string): InvoiceDocument {
  const { note: _note, footer: _footer, ...kept } = invoice;
  return {
    ...kept,
    kind: 'credit_note',
    number,
    issue_date: issueDate,
    due_date: issueDate,
    preceding_invoice: { number: invoice.number, issue_date: invoice.issue_date },
    seller: invoiceSellerOf(seller),
    amount_due_cents: 0,
    ...mentionsOf(seller),
    note: reason,
  };
}

/** How a credit pack was paid, as its invoice says it (issue 40). */
export const PAID_BY = { card: 'Payé par carte', sepa_debit: 'Payé par prélèvement SEPA' } as const;

/** A credit pack as sold (decision 041): what its invoice bills. */
export interface PackSale {
  packName: string;
  /** The pack's price HT and the VAT rate of what Stripe collected. */
  priceCents: number;
  vatRate: number;
  /** The credits it buys (its price's and the bonus). */
  creditsCents: number;
  method: keyof typeof PAID_BY;
  /** The day Stripe said it was paid (Paris), YYYY-MM-DD. */
  paidDay: string;
  /** The purchase's reference (BT-13): 'CREDITS-…'. */
  reference: string;
}

const creditsText = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',').replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')}`;

/**
 * The invoice of a credit pack, issued when its payment is confirmed: one line (the pack at its
 * price HT), the seller's VAT on it, nothing due, and how and when it was paid. The credits are a
 * single-purpose voucher: VAT is due on this sale, not again when they pay an order (decision 041).
 */
export function packInvoiceDocumentOf(sale: PackSale, seller: SellerRecord, buyer: InvoiceBuyer, number: string, issueDate: string): InvoiceDocument {
  const lines: InvoiceLine[] = [
    {
      id: '1',
      name: `Pack de crédits «\u202f${sale.packName}\u202f» (${creditsText(sale.creditsCents)} crédits)`,
      quantity: 1,
      unit_price_ht_cents: sale.priceCents,
      vat_rate: sale.vatRate,
      line_total_ht_cents: sale.priceCents,
    },
  ];
  const vat_breakdown = vatBreakdownOf(lines);
  const total_vat_cents = vat_breakdown.reduce((sum, v) => sum + v.vat_cents, 0);
  const [year, month, date] = sale.paidDay.split('-');
  return {
    kind: 'invoice',
    number,
    issue_date: issueDate,
    delivery_date: sale.paidDay,
    due_date: issueDate,
    currency: 'EUR',
    order_reference: sale.reference,
    subject: "Crédits prépayés utilisables pour nos prestations (bon à usage unique\u202f: TVA exigible à l'achat)",
    seller: invoiceSellerOf(seller),
    buyer,
    lines,
    vat_breakdown,
    total_ht_cents: sale.priceCents,
    total_vat_cents,
    total_ttc_cents: sale.priceCents + total_vat_cents,
    amount_due_cents: 0,
    ...mentionsOf(seller),
    payment_terms: `${PAID_BY[sale.method]} le ${date}/${month}/${year}.`,
  };
}
