import type { AdminInvoicesQuery, InvoicePeriod, InvoiceSummary, InvoiceTotals } from '@app/shared/invoices/schemas';
import { daysBetween } from '../order-data/counters/counter-repository';
import { toInvoiceSummary, type InvoiceRecord } from '../invoice-data/invoice-record';
import { adminInvoicesPage, clientInvoicesPage, compactName, dayTotals, getInvoice } from '../invoice-data/invoice-repository';

interface Page {
  invoices: InvoiceSummary[];
  nextCursor?: string;
}

const summaries = ({ invoices, nextCursor }: { invoices: InvoiceRecord[]; nextCursor?: string }): Page => ({
  invoices: invoices.map(toInvoiceSummary),
  ...(nextCursor ? { nextCursor } : {}),
});

/** GET /api/invoices: the client's own documents, newest first. */
export const clientInvoices = async (clientId: string, query: { limit: number; cursor?: string }) =>
  summaries(await clientInvoicesPage(clientId, query));

/** 'FA-2026-123' or 'av 2026 000004' → 'FA-2026-000123', 'AV-2026-000004'. */
export function documentNumberOf(q: string): string | undefined {
  const match = /^(FA|AV)[\s-]*(\d{4})[\s-]*(\d{1,6})$/i.exec(q.trim());
  return match?.[1] && match[2] && match[3] ? `${match[1].toUpperCase()}-${match[2]}-${match[3].padStart(6, '0')}` : undefined;
}

const inQuery = (invoice: InvoiceRecord, query: AdminInvoicesQuery) =>
  (!query.kind || invoice.kind === query.kind) && (!query.from || invoice.issue_date >= query.from) && (!query.to || invoice.issue_date <= query.to);

/**
 * GET /api/admin/invoices: a document number (one GetItem), else the start of a client's name,
 * a period and a kind, newest first.
 */
export async function adminInvoices(query: AdminInvoicesQuery): Promise<Page> {
  const number = query.q ? documentNumberOf(query.q) : undefined;
  if (number) {
    const invoice = await getInvoice(number);
    return { invoices: invoice && inQuery(invoice, query) ? [toInvoiceSummary(invoice)] : [] };
  }
  const name = query.q ? compactName(query.q) : '';
  return summaries(await adminInvoicesPage({ ...query, name: name || undefined }));
}

/** GET /api/admin/invoices/totals: the day counters of the period, summed (credit notes negative). */
export async function periodTotals(period: InvoicePeriod): Promise<InvoiceTotals> {
  const days = daysBetween(new Date(`${period.from}T00:00:00Z`), new Date(`${period.to}T00:00:00Z`));
  const totals = (await dayTotals(days)).reduce(
    (sum, day) => ({ count: sum.count + day.count, ht: sum.ht + day.ht_cents, vat: sum.vat + day.vat_cents, ttc: sum.ttc + day.ttc_cents }),
    { count: 0, ht: 0, vat: 0, ttc: 0 },
  );
  return { count: totals.count, total_ht: totals.ht / 100, total_vat: totals.vat / 100, total_ttc: totals.ttc / 100 };
}
