import type { InvoiceDocument } from '@app/shared/invoices/document';

export const INVOICE_PDF_CONTENT_TYPE = 'application/pdf';

export interface RenderedInvoice {
  /** The Factur-X PDF/A-3 with the XML embedded as 'factur-x.xml'. */
  pdf: Uint8Array;
  /** The CII XML (EN 16931 profile) embedded in the PDF. */
  xml: string;
}

/** Renders an issued document as Factur-X. Deterministic: the same document gives the same bytes. */
export async function renderInvoice(doc: InvoiceDocument): Promise<RenderedInvoice> {
  throw new Error(`renderInvoice: not implemented yet (${doc.number})`);
}
