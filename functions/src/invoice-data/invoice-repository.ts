import type { InvoiceKind } from '@app/shared/invoices/schemas';
import { compactText } from '@app/shared/text/normalize';
import { conflict } from '../lib/errors';
import { indexKeys } from '../lib/db/keys';
import { keyConditions } from '../lib/db/key-conditions';
import type { Filter } from '../lib/db/filters';
import { RETRY } from '../lib/db/optimistic';
import { readPage, type Partition } from '../lib/db/pages';
import { queryAll } from '../lib/db/query';
import { table } from '../lib/db/table';
import { transact, type TransactionItem } from '../lib/db/transaction';
import { invoiceDayEntity, invoiceDaySchema, invoiceEntity, sequenceEntity, signOf, type InvoiceRecord } from './invoice-record';

export const ALREADY_CREDITED = 'Cette facture a déjà été annulée par un avoir';

export const getInvoice = (id: string) => invoiceEntity.get(id);

/** The last number given in a series and year (0 before the first), read consistently. */
export const lastNumber = async (series: string, year: string): Promise<number> => (await sequenceEntity.get(series, year))?.last ?? 0;

/**
 * The writes that issue a document, for one transaction with whatever it changes besides: the
 * series moves from `seen` to the document's sequence number (RETRY when another issue took it
 * first), the document is created (RETRY when its number exists), the day's totals move.
 */
export function issueItems(invoice: InvoiceRecord, series: { name: string; year: string; seen: number }): TransactionItem<typeof RETRY>[] {
  const next = { series: series.name, year: series.year, last: series.seen + 1 };
  const sequence =
    series.seen === 0
      ? sequenceEntity.createItem(next, (): typeof RETRY => RETRY)
      : sequenceEntity.updateItem(
          sequenceEntity.key(series.name, series.year),
          { set: { last: next.last }, condition: { expression: '#last = :seen', names: { '#last': 'last' }, values: { ':seen': series.seen } } },
          (): typeof RETRY => RETRY,
        );
  const sign = signOf(invoice.kind);
  const { document: doc } = invoice;
  const day = invoiceDayEntity.updateItem(
    invoiceDayEntity.key(invoice.issue_date),
    {
      set: { type: invoiceDayEntity.type, day: invoice.issue_date },
      add: { count: 1, ht_cents: sign * doc.total_ht_cents, vat_cents: sign * doc.total_vat_cents, ttc_cents: sign * doc.total_ttc_cents },
      upsert: true,
    },
  );
  return [sequence, invoiceEntity.createItem(invoice, (): typeof RETRY => RETRY), day];
}

/** Marks an invoice cancelled by a credit note: once only (409 otherwise). */
export const creditedItem = (invoice: InvoiceRecord, creditNoteNumber: string) =>
  invoiceEntity.updateItem(
    invoiceEntity.key(invoice.id),
    { set: { credited_by: creditNoteNumber }, condition: { expression: 'attribute_not_exists(credited_by)' } },
    () => conflict(ALREADY_CREDITED),
  );

/** One page of a client's documents, newest first. */
export async function clientInvoicesPage(clientId: string, query: { limit: number; cursor?: string }) {
  const page = await readPage([{ index: 'gsi3', pk: indexKeys.clientInvoices(clientId, '', '').gsi3pk }], query);
  return { invoices: invoiceEntity.parseAll(page.items), nextCursor: page.nextCursor };
}

export interface InvoiceSearch {
  /** The start of the client's name (compacted by the caller). */
  name?: string;
  from?: string;
  to?: string;
  kind?: InvoiceKind;
  limit: number;
  cursor?: string;
}

const kinds = (kind?: InvoiceKind): InvoiceKind[] => (kind ? [kind] : ['invoice', 'credit_note']);
/** The sort keys of a period ('YYYY-MM-DD#number'): the last day included. */
const period = (from?: string, to?: string) => ({ from: from ?? '0000', to: `${to ?? '9999'}#~` });

/**
 * One page of the documents, newest first: by kind and period (gsi1, one partition per kind), or
 * by the start of the client's name (gsi2, a prefix of its sort key; period and kind filtered).
 */
export async function adminInvoicesPage(search: InvoiceSearch) {
  const { name, from, to, kind } = search;
  let partitions: Partition[];
  let filter: Filter | undefined;
  if (name) {
    partitions = [{ index: 'gsi2', pk: indexKeys.invoicesByClientName('', '', '').gsi2pk, sk: { prefix: name } }];
    const clauses = [
      ...(from ? ['issue_date >= :from'] : []),
      ...(to ? ['issue_date <= :to'] : []),
      ...(kind ? ['gsi1pk = :kindpk'] : []),
    ];
    const values: Record<string, string> = {
      ...(from ? { ':from': from } : {}),
      ...(to ? { ':to': to } : {}),
      ...(kind ? { ':kindpk': indexKeys.invoicesByKind(kind, '', '').gsi1pk } : {}),
    };
    filter = clauses.length ? { expression: clauses.join(' AND '), values } : undefined;
  } else {
    partitions = kinds(kind).map((k) => ({ index: 'gsi1', pk: indexKeys.invoicesByKind(k, '', '').gsi1pk, sk: period(from, to) }));
  }
  const page = await readPage(partitions, { limit: search.limit, cursor: search.cursor, filter });
  return { invoices: invoiceEntity.parseAll(page.items), nextCursor: page.nextCursor };
}

/** The compact form of a client name the search compares. */
export const compactName = (text: string) => compactText(text);

/** Every document issued in a period (at most 366 days: the export), oldest first. */
export async function invoicesOfPeriod(from: string, to: string): Promise<InvoiceRecord[]> {
  const { from: skFrom, to: skTo } = period(from, to);
  const all = await Promise.all(
    kinds().map(async (kind) =>
      invoiceEntity.parseAll(await queryAll(keyConditions.between(indexKeys.invoicesByKind(kind, '', '').gsi1pk, skFrom, skTo, 'gsi1'))),
    ),
  );
  return all.flat().sort((a, b) => (a.issue_date + a.number < b.issue_date + b.number ? -1 : 1));
}

/** The day counters of these days (absent days count nothing). */
export async function dayTotals(days: readonly string[]) {
  const items = await table.batchGet(days.map((day) => invoiceDayEntity.key(day)));
  return invoiceDayEntity.parseAll(items).map((record) => invoiceDaySchema.parse(record));
}

/**
 * Writes a document's transaction: WRITTEN, RETRY when its number or the order moved, or the
 * refusal thrown. A transaction conflict is not retried here (503, read as a lost race by the
 * caller's retry, which reads the series again): resending the same number would lose again.
 */
export const writeDocument = <R>(items: readonly TransactionItem<R>[]) => transact(items, { attempts: 1 });
