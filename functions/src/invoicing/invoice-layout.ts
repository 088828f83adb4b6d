import type { InvoiceDocument } from '@app/shared/invoices/document';
import { drawClosing, drawRow, drawTableHeader, rowHeight } from './invoice-body';
import { contentBottom, drawBuyer, drawContinuation, drawFooter, drawSeller, drawTitle } from './invoice-header';
import { stylesOf, type LayoutFonts, type Styles } from './invoice-styles';
import { PageCanvas } from './page-canvas';

export { A4 } from './invoice-styles';

/**
 * The A4 pages of an invoice or a credit note, in French, with every mention the law asks. An
 * order's few lines fit on one page; longer documents continue on following pages (the table's
 * header repeated), and the totals never start where they would not fit.
 */
class PageFlow {
  readonly pages: PageCanvas[];
  constructor(
    first: PageCanvas,
    public y: number,
    private readonly bottom: number,
    private readonly startPage: (canvas: PageCanvas) => number,
  ) {
    this.pages = [first];
  }

  get canvas(): PageCanvas {
    return this.pages[this.pages.length - 1] as PageCanvas;
  }

  /** True when a new page had to start for `height` more points. */
  makeRoom(height: number): boolean {
    if (this.y - height >= this.bottom) return false;
    const canvas = new PageCanvas();
    this.pages.push(canvas);
    this.y = this.startPage(canvas);
    return true;
  }
}

function drawLines(flow: PageFlow, doc: InvoiceDocument, s: Styles): void {
  flow.y = drawTableHeader(flow.canvas, s, flow.y);
  for (const line of doc.lines) {
    if (flow.makeRoom(rowHeight(line, s))) flow.y = drawTableHeader(flow.canvas, s, flow.y);
    flow.y = drawRow(flow.canvas, line, s, flow.y);
  }
}

/** The content stream of each page. */
export function invoicePages(doc: InvoiceDocument, fonts: LayoutFonts): string[] {
  const s = stylesOf(fonts);
  const first = new PageCanvas();
  const below = Math.min(drawSeller(first, doc, s), drawBuyer(first, doc, s));
  drawTitle(first, doc, s);
  const flow = new PageFlow(first, Math.min(590, below - 14), contentBottom(doc, s), (canvas) =>
    drawContinuation(canvas, doc, s),
  );
  drawLines(flow, doc, s);
  // Measured on a scratch canvas first, so the closing block is never cut by a page break.
  flow.makeRoom(flow.y - drawClosing(new PageCanvas(), doc, s, flow.y));
  drawClosing(flow.canvas, doc, s, flow.y);
  flow.pages.forEach((canvas, index) => drawFooter(canvas, doc, s, index + 1, flow.pages.length));
  return flow.pages.map((canvas) => canvas.content());
}
