import { DomainError } from '../lib/errors';
import { logger } from '../lib/logger';
import { markPendingInvoiceHandled, pendingInvoiceOrders } from '../invoice-data/pending-invoice-repository';
import type { AuditContext } from '../audit/audit-item';
import { issueOrderInvoice } from './issue-invoice';

/** At most this many waiting invoices issued by one save of the seller's identity (the rest by the next). */
const PENDING_BATCH = 100;

/**
 * The automatic invoices that waited for the seller's identity (issue 37), issued now that it is
 * complete, each as 'Émettre la facture' would (its number, its audit entry by this administrator).
 * An order that may no longer be invoiced (deleted, invoiced by hand, no longer finished, a buyer
 * without an address) is left to the administrator; a failure of the database keeps it waiting.
 */
export async function issuePendingInvoices(context: AuditContext): Promise<number> {
  let issued = 0;
  for (const orderId of await pendingInvoiceOrders(PENDING_BATCH)) {
    try {
      await issueOrderInvoice(orderId, context);
      issued++;
    } catch (error) {
      if (!(error instanceof DomainError)) {
        logger.error('waiting invoice not issued, kept for the next save', { orderId, error: error instanceof Error ? error.name : 'UnknownError' });
        continue;
      }
      logger.info('waiting invoice not issued', { orderId, reason: error.message });
    }
    await markPendingInvoiceHandled(orderId);
  }
  return issued;
}
