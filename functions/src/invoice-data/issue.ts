import type { InvoiceDocument } from '@app/shared/invoices/document';
import type { InvoiceKind } from '@app/shared/invoices/schemas';
import { creditWords } from '@app/shared/credits/billing-modes';
import { logger } from '../lib/logger';
import { paidWithCredits } from '../order-data/order-amounts';
import { effectivePayment, type OrderRecord } from '../order-data/order-record';
import { getUser } from '../users/user-repository';
import { counterUpdates } from '../order-data/counters/counter-repository';
import { orderItems } from '../order-data/order-repository';
import { laterThan } from '../order-data/order-version';
import type { RETRY } from '../lib/db/optimistic';
import type { TransactionItem } from '../lib/db/transaction';
import { buyerNameOf, invoiceBuyerOf } from './buyer';
import { invoiceDocumentOf, packInvoiceDocumentOf, parisDay, type PackSale } from './build-document';
import type { InvoiceRecord } from './invoice-record';
import { issueItems, lastNumber } from './invoice-repository';
import { missingSellerFields } from './seller-identity';
import { readSeller } from './seller-repository';
import { pendingInvoiceWrite } from './pending-invoice-repository';
import type { SellerRecord } from './seller-record';

/** The series of each kind: 'FA-2026-000123', 'AV-2026-000004'. */
const seriesOf: Record<InvoiceKind, string> = { invoice: 'FA', credit_note: 'AV' };

export const sellerIncomplete = (missing: readonly string[]) =>
  `Impossible d'émettre le document\u202f: renseignez dans les paramètres de facturation ${missing.join(', ')}.`;
export const BUYER_ADDRESS_MISSING =
  "Impossible d'émettre la facture\u202f: l'adresse de facturation du client est incomplète (adresse, code postal et ville sur sa fiche).";
export const CLIENT_GONE = "Impossible d'émettre la facture\u202f: le compte du client n'existe plus.";
export const ORDER_NOT_FINISHED = "Impossible d'émettre la facture\u202f: la commande n'est pas terminée.";
export const ORDER_WITHOUT_PRICE = "Impossible d'émettre la facture\u202f: la commande n'a pas de prix.";

/**
 * The invoicing rule of an order (issue 36), in one place for 'Émettre la facture' and the
 * invoice issued on termine: only a finished order (termine) with a price above 0 is invoiced,
 * never one paid with credits.
 * The refusal in French, or undefined when the order may be invoiced.
 */
export function invoiceRefusalOf(order: Pick<OrderRecord, 'status' | 'total_price' | 'credits_cents' | 'credits_refunded_at'>): string | undefined {
  // Paid with prepaid credits: the pack bought was invoiced, its use is not (decision 040).
  if (paidWithCredits(order)) return creditWords.paidWithCreditsInvoice;
  if (order.status !== 'termine') return ORDER_NOT_FINISHED;
  if (!(order.total_price > 0)) return ORDER_WITHOUT_PRICE;
  return undefined;
}

/** The seller's identity when every mandatory field is set, else the refusal naming the missing ones. */
export async function completeSeller(): Promise<SellerRecord | IssueRefusal> {
  const seller = await readSeller();
  const missing = missingSellerFields(seller);
  return missing.length ? { refusal: sellerIncomplete(missing), sellerIncomplete: true } : seller;
}

/** The next number of a kind's series in the year of `issueDate`, and the sequence it moves. */
export async function nextNumber(kind: InvoiceKind, issueDate: string) {
  const name = seriesOf[kind];
  const year = issueDate.slice(0, 4);
  const seen = await lastNumber(name, year);
  return { number: `${name}-${year}-${String(seen + 1).padStart(6, '0')}`, series: { name, year, seen } };
}

export type Series = Awaited<ReturnType<typeof nextNumber>>;

/** The record and writes of a document with its number (its id is its number). */
export function documentWrites(
  kind: InvoiceKind,
  issuedAt: Date,
  { number, series }: Series,
  fields: Pick<InvoiceRecord, 'order_id' | 'pack_name' | 'client_id' | 'client_name' | 'credits'>,
  documentOf: (number: string, issueDate: string) => InvoiceDocument,
) {
  const issueDate = parisDay(issuedAt);
  const invoice: InvoiceRecord = {
    id: number,
    kind,
    number,
    issue_date: issueDate,
    issued_at: issuedAt.toISOString(),
    ...fields,
    document: documentOf(number, issueDate),
  };
  return { invoice, items: issueItems(invoice, series) };
}

/** Why a document cannot be issued; `sellerIncomplete` when the seller's identity is what lacks. */
export interface IssueRefusal {
  refusal: string;
  sellerIncomplete?: true;
}

export interface Parties {
  seller: SellerRecord;
  buyer: NonNullable<ReturnType<typeof invoiceBuyerOf>>;
  clientName: string;
}

/** Who an order's (or a credit pack's) invoice is from and to, or the French refusal when either is incomplete. */
export async function invoiceParties(order: Pick<OrderRecord, 'client_id'>): Promise<Parties | IssueRefusal> {
  const [seller, client] = await Promise.all([completeSeller(), getUser(order.client_id)]);
  if ('refusal' in seller) return seller;
  if (!client) return { refusal: CLIENT_GONE };
  const buyer = invoiceBuyerOf(client);
  if (!buyer) return { refusal: BUYER_ADDRESS_MISSING };
  return { seller, buyer, clientName: buyerNameOf(client) };
}

/**
 * The invoice of an order as it is now (issue 21), with the next number of the series: what the
 * order item gets (`set`) and the writes of the same transaction. The caller writes the order
 * conditionally and retries on RETRY (another issue took the number, or the order changed).
 */
export function orderInvoiceWrites(order: OrderRecord, { seller, buyer, clientName }: Parties, issuedAt: Date, series: Series) {
  const payment = effectivePayment(order);
  const { invoice, items } = documentWrites('invoice', issuedAt, series, { order_id: order.id, client_id: order.client_id, client_name: clientName }, (number, issueDate) =>
    invoiceDocumentOf({ order, seller, buyer, number, issueDate, paid: payment === 'paye' }),
  );
  const doc = invoice.document;
  const set: Partial<OrderRecord> = {
    invoice_id: invoice.id,
    invoice_number: invoice.number,
    // What the order costs and owes from now on is its invoice's (order-amounts.ts, decision 034).
    vat_rate: seller.default_vat_rate,
    invoice_amounts: { vat_rate: seller.default_vat_rate, ht_cents: doc.total_ht_cents, vat_cents: doc.total_vat_cents, ttc_cents: doc.total_ttc_cents },
    // Invoiced again after a credit note cancelled its invoice (which left it 'Non dû'): it owes the new one.
    ...(order.credit_note_number && payment === 'non_du' ? { payment_status: 'du' as const } : {}),
  };
  return { invoice, items, set };
}

/**
 * The invoice a change of status issues with it (in the same transaction): when the order becomes
 * or stays `termine` and has none, if it has a price (invoiceRefusalOf). An incomplete seller or buyer leaves the order without one
 * (the status change succeeds; 'Émettre la facture' issues it later): logged, not refused, and
 * told to `onProblem` (the status answer's `invoice_problem`, issue 37).
 */
export async function invoiceOnCompletion(before: OrderRecord, after: OrderRecord, now: string, onProblem?: (reason: string) => void) {
  // An order whose invoice a credit note cancelled is invoiced again only by 'Émettre la facture'.
  if (after.status !== 'termine' || before.invoice_id || before.credit_note_number) return undefined;
  const refusal = invoiceRefusalOf(after);
  if (refusal) {
    logger.info('order completed without an invoice', { orderId: after.id, reason: refusal });
    return undefined;
  }
  const parties = await invoiceParties(after);
  if ('refusal' in parties) {
    logger.info('order completed without an invoice', { orderId: after.id, reason: parties.refusal });
    onProblem?.(parties.refusal);
    // Issued once the seller's identity is completed (pending-invoice-repository.ts); a buyer's address is the administrator's to fix.
    return parties.sellerIncomplete ? { set: {}, items: [pendingInvoiceWrite(after.id, now)] } : undefined;
  }
  const issuedAt = new Date(now);
  return orderInvoiceWrites(after, parties, issuedAt, await nextNumber('invoice', parisDay(issuedAt)));
}

/** What an order no longer holds once its invoice is cancelled: the invoice and its amounts. */
const INVOICE_ATTRIBUTES = ['invoice_id', 'invoice_number', 'invoice_amounts'] as const satisfies readonly (keyof OrderRecord)[];

/**
 * What a credit note does to the order of the invoice it cancels, in the credit note's own
 * transaction (decision 034): the order no longer holds that invoice and owes nothing ('Non dû',
 * set as an administrator's choice, so the balance, « Impayées » and the unpaid days follow in the
 * same write), and it names the invoice cancelled and the credit note; 'Émettre la facture' may
 * invoice it again, and then it owes the new invoice. Nothing when the order is gone or holds
 * another invoice. The order write is conditional on the order as read (RETRY otherwise).
 */
export function orderCreditWrites(
  order: OrderRecord | undefined,
  invoice: Pick<InvoiceRecord, 'id' | 'number'>,
  creditNoteNumber: string,
): TransactionItem<typeof RETRY>[] {
  if (!order || order.invoice_id !== invoice.id) return [];
  const now = laterThan(order.updated_at);
  const set: Partial<OrderRecord> = {
    payment_status: 'non_du',
    payment_updated_at: now,
    credited_invoice_number: invoice.number,
    credit_note_number: creditNoteNumber,
    updated_at: now,
  };
  const after: OrderRecord = { ...order, ...set };
  for (const name of INVOICE_ATTRIBUTES) delete after[name];
  return [orderItems.change(order, set, INVOICE_ATTRIBUTES), ...counterUpdates(order, after)];
}

/**
 * The invoice of a credit pack whose payment Stripe confirmed (issue 40, decision 041), with the
 * next number of the invoices' series: its writes go in the purchase's own transaction.
 */
export function packInvoiceWrites(clientId: string, sale: PackSale, { seller, buyer, clientName }: Parties, issuedAt: Date, series: Series) {
  return documentWrites('invoice', issuedAt, series, { pack_name: sale.packName, client_id: clientId, client_name: clientName }, (number, issueDate) =>
    packInvoiceDocumentOf(sale, seller, buyer, number, issueDate),
  );
}
