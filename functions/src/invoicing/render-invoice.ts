import { PDFDocument, PDFName } from '@cantoo/pdf-lib';
import type { InvoiceDocument } from '@app/shared/invoices/document';
import { DEJAVU_SANS_CONDENSED } from './assets/dejavu-sans-condensed';
import { DEJAVU_SANS_CONDENSED_BOLD } from './assets/dejavu-sans-condensed-bold';
import { ciiXml } from './cii-xml';
import { A4, invoicePages } from './invoice-layout';
import { makeFacturX } from './pdf-a';
import { embedTrueTypeFont } from './pdf-fonts';

export const INVOICE_PDF_CONTENT_TYPE = 'application/pdf';

export interface RenderedInvoice {
  /** The Factur-X PDF/A-3B with the XML embedded as 'factur-x.xml'. */
  pdf: Uint8Array;
  /** The CII XML (EN 16931 profile) embedded in the PDF. */
  xml: string;
}

const fontBytes = (base64: string) => new Uint8Array(Buffer.from(base64, 'base64'));

/**
 * Renders an issued document as Factur-X (decision 020). Deterministic: the same document gives the
 * same bytes (every date comes from the document; nothing reads the clock).
 */
export async function renderInvoice(doc: InvoiceDocument): Promise<RenderedInvoice> {
  const xml = ciiXml(doc);
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const fonts = {
    regular: embedTrueTypeFont(pdf, 'F1', 'DJVCRG', fontBytes(DEJAVU_SANS_CONDENSED)),
    bold: embedTrueTypeFont(pdf, 'F2', 'DJVCBD', fontBytes(DEJAVU_SANS_CONDENSED_BOLD)),
  };
  for (const content of invoicePages(doc, fonts)) {
    const page = pdf.addPage(A4);
    for (const font of Object.values(fonts)) page.node.setFontDictionary(PDFName.of(font.key), font.ref);
    page.node.set(PDFName.of('Contents'), pdf.context.register(pdf.context.flateStream(content)));
  }
  await makeFacturX(pdf, doc, xml);
  return { pdf: await pdf.save({ useObjectStreams: false }), xml };
}
