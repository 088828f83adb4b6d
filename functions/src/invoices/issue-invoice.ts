import type { InvoiceSummary } from '@app/shared/invoices/schemas';
import { CONTENDED_BACKOFF, RETRY, retryOptimistic } from '../lib/db/optimistic';
import { conflict, notFound, unprocessable, type DomainError } from '../lib/errors';
import { creditNoteDocumentOf } from '../invoice-data/build-document';
import { toInvoiceSummary } from '../invoice-data/invoice-record';
import { ALREADY_CREDITED, creditedItem, getInvoice, writeDocument } from '../invoice-data/invoice-repository';
import { parisDay } from '../invoice-data/build-document';
import { completeSeller, documentWrites, invoiceParties, invoiceRefusalOf, nextNumber, orderCreditWrites, orderInvoiceWrites } from '../invoice-data/issue';
import { counterUpdates } from '../order-data/counters/counter-repository';
import { queued } from '../invoice-data/series-queue';
import { ORDER_NOT_FOUND } from '../order-data/order-access';
import { getOrder, orderItems } from '../order-data/order-repository';
import { laterThan } from '../order-data/order-version';
import type { InvoiceRecord } from '../invoice-data/invoice-record';
import type { AuditValues } from '@app/shared/audit/schemas';
import { auditWrites, type AuditContext } from '../audit/audit-item';
import { INVOICE_NOT_FOUND } from '@app/shared/api/params';

export { INVOICE_NOT_FOUND };

export const ORDER_INVOICED = 'Cette commande a déjà une facture';
export const CREDIT_OF_CREDIT = 'Un avoir ne peut pas être annulé par un autre avoir';
export const PACK_INVOICE_NOT_CREDITED = "Une facture d'achat de crédits ne peut pas être annulée par un avoir depuis le portail.";
const ISSUE_LOST = "Trop d'émissions simultanées\u202f: réessayez dans un instant.";

/** The audit entry of a document issued, in its own transaction: its number, what it credits, its total. */
const invoiceAudit = (context: AuditContext, action: 'invoice.issue' | 'invoice.credit', invoice: InvoiceRecord, more: AuditValues = {}) =>
  auditWrites(context, {
    action,
    orderId: invoice.order_id,
    clientId: invoice.client_id,
    subject: invoice.client_name,
    before: {},
    after: { number: invoice.number, ...(invoice.credits ? { credits: invoice.credits } : {}), total_ttc: invoice.document.total_ttc_cents / 100, ...more },
  });

/**
 * POST /api/admin/orders/{id}/invoice ('Émettre la facture'): the order's invoice, its number from
 * the year's series and the order's reference to it in one transaction; retried (jittered) while
 * other issues move the series first. 409 when the order has one, is not finished (termine) or has
 * no price; 422 when the seller's or buyer's identity is incomplete.
 */
export async function issueOrderInvoice(orderId: string, context: AuditContext): Promise<InvoiceSummary> {
  const parties = await invoiceParties(await uninvoicedOrder(orderId));
  if ('refusal' in parties) throw unprocessable(parties.refusal);
  // Under contention only the order and the series are read again (at once), not the parties.
  const invoice = await queued('invoice', () =>
    retryOptimistic(
      async () => {
        const issuedAt = new Date();
        const [order, series] = await Promise.all([
          uninvoicedOrder(orderId),
          nextNumber('invoice', parisDay(issuedAt)),
        ]);
        const prepared = orderInvoiceWrites(order, parties, issuedAt, series);
        const set = { ...prepared.set, updated_at: laterThan(order.updated_at) };
        // What the order owes becomes its invoice's: its client's balance moves in the same write.
        const written = await writeDocument([
          orderItems.change(order, set),
          ...counterUpdates(order, { ...order, ...set }),
          ...prepared.items,
          ...invoiceAudit(context, 'invoice.issue', prepared.invoice),
        ]);
        return written === RETRY ? RETRY : prepared.invoice;
      },
      () => conflict(ISSUE_LOST),
      CONTENDED_BACKOFF,
    ),
  );
  return toInvoiceSummary(invoice);
}

/** The order, which has no invoice yet and may have one: finished, with a price (404, 409 otherwise). */
async function uninvoicedOrder(orderId: string) {
  const order = await getOrder(orderId);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (order.invoice_id) throw conflict(ORDER_INVOICED);
  const refusal = invoiceRefusalOf(order);
  if (refusal) throw conflict(refusal);
  return order;
}

/**
 * POST /api/admin/invoices/{id}/credit-note: a credit note in its own series cancelling the
 * invoice whole, the invoice marked credited (once only) and its order settled (orderCreditWrites:
 * it owes nothing until invoiced again), in one transaction.
 */
export async function issueCreditNote(invoiceId: string, reason: string, context: AuditContext): Promise<InvoiceSummary> {
  const creditNote = await queued('credit_note', () =>
    retryOptimistic(
      async () => {
        const invoice = await getInvoice(invoiceId);
        if (!invoice) throw notFound(INVOICE_NOT_FOUND);
        if (invoice.kind === 'credit_note') throw conflict(CREDIT_OF_CREDIT);
        if (invoice.credited_by) throw conflict(ALREADY_CREDITED);
        // Its credits may be spent already: a refund of a pack goes through the ledger first (decision 041).
        if (invoice.pack_name) throw conflict(PACK_INVOICE_NOT_CREDITED);
        const seller = await completeSeller();
        if ('refusal' in seller) throw unprocessable(seller.refusal);
        const fields = {
          order_id: invoice.order_id,
          client_id: invoice.client_id,
          client_name: invoice.client_name,
          credits: invoice.number,
        };
        const issuedAt = new Date();
        const series = await nextNumber('credit_note', parisDay(issuedAt));
        const { invoice: note, items } = documentWrites('credit_note', issuedAt, series, fields, (number, issueDate) =>
          creditNoteDocumentOf(invoice.document, seller, number, issueDate, reason),
        );
        const audit = invoiceAudit(context, 'invoice.credit', note, { reason });
        // Its order owes nothing any more (the balance and « Impayées » follow), in the same write.
        const order = orderCreditWrites(invoice.order_id ? await getOrder(invoice.order_id) : undefined, invoice, note.number);
        const written = await writeDocument<typeof RETRY | DomainError>([...items, creditedItem(invoice, note.number), ...order, ...audit]);
        return written === RETRY ? RETRY : note;
      },
      () => conflict(ISSUE_LOST),
      CONTENDED_BACKOFF,
    ),
  );
  return toInvoiceSummary(creditNote);
}
