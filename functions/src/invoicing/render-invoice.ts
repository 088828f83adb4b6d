import type { InvoiceDocument } from '@app/shared/invoices/document';
import { ciiXml } from './cii-xml';
import { A4, invoicePages } from './invoice-layout';
import { facturX } from './pdf-a';
import { pdfAsset } from './pdf-assets';
import { embedTrueTypeFont } from './pdf-fonts';
import { PdfFile } from './pdf-writer/pdf-file';
import { flateStream, name, type PdfDict } from './pdf-writer/pdf-values';

export const INVOICE_PDF_CONTENT_TYPE = 'application/pdf';

export interface RenderedInvoice {
  /** The Factur-X PDF/A-3B with the XML embedded as 'factur-x.xml'. */
  pdf: Uint8Array;
  /** The CII XML (EN 16931 profile) embedded in the PDF. */
  xml: string;
}

/**
 * Renders an issued document as Factur-X (decision 020), written by our own PDF writer
 * (pdf-writer/). Deterministic: the same document gives the same bytes (every date comes from the
 * document; nothing reads the clock).
 */
export async function renderInvoice(doc: InvoiceDocument): Promise<RenderedInvoice> {
  const xml = ciiXml(doc);
  const pdf = new PdfFile();
  const fonts = {
    regular: embedTrueTypeFont(pdf, 'F1', 'DJVCRG', pdfAsset('regularFont')),
    bold: embedTrueTypeFont(pdf, 'F2', 'DJVCBD', pdfAsset('boldFont')),
  };
  const resources: PdfDict = { Font: Object.fromEntries(Object.values(fonts).map((font) => [font.key, font.ref])) };
  const pages = pdf.reserve();
  const kids = invoicePages(doc, fonts).map((content) =>
    pdf.add({
      Type: name('Page'),
      Parent: pages,
      MediaBox: [0, 0, ...A4],
      Resources: resources,
      Contents: pdf.add(flateStream(content)),
    }),
  );
  pdf.set(pages, { Type: name('Pages'), Kids: kids, Count: kids.length });
  const { catalog, trailer } = facturX(pdf, doc, xml);
  const root = pdf.add({ Type: name('Catalog'), Pages: pages, ...catalog });
  return { pdf: pdf.save({ Root: root, ...trailer }), xml };
}
