import type { InvoiceDocument, PostalAddress } from '@app/shared/invoices/document';
import { capitalMention, frenchDate } from './french-format';
import { wrap, type PageCanvas } from './page-canvas';
import { A4, ACCENT, LEFT, LIGHT, RIGHT, RULE, type Styles } from './invoice-styles';

/** The parts of the page around the lines: the parties, the title block, the footer. */

const capital = (doc: InvoiceDocument) => capitalMention(doc.seller.legal_form, doc.seller.share_capital);
const addressLines = (address: PostalAddress) =>
  [
    address.line1,
    address.line2,
    `${address.postcode} ${address.city}`,
    address.country_code === 'FR' ? undefined : address.country_code,
  ].filter((line): line is string => Boolean(line));
const documentName = (doc: InvoiceDocument) => `${doc.kind === 'credit_note' ? 'Avoir' : 'Facture'} n° ${doc.number}`;

/** The seller's block, top left; returns the y below it. */
export function drawSeller(canvas: PageCanvas, doc: InvoiceDocument, s: Styles): number {
  const { seller } = doc;
  const nameStyle = { ...s.strong, size: 15, color: ACCENT };
  let y = canvas.paragraph(seller.name, LEFT, 790, 265, nameStyle, 17) + 2;
  y = canvas.paragraph(capital(doc), LEFT, y, 265, s.small);
  for (const line of addressLines(seller.address)) {
    canvas.text(line, LEFT, y - 3, s.body);
    y -= 12;
  }
  const contact = [seller.phone ? `Tél. ${seller.phone}` : undefined, seller.email].filter(Boolean).join(' · ');
  if (contact) canvas.text(contact, LEFT, y - 3, s.body);
  y -= 18;
  for (const [label, value] of [
    ['SIREN', seller.siren],
    ['SIRET', seller.siret],
    ['RCS / RM', seller.registration],
    ['N° TVA', seller.vat_number],
  ] as const) {
    canvas.text(label, LEFT, y, s.label);
    canvas.text(value, LEFT + 52, y, s.body);
    y -= 11;
  }
  return y;
}

export function drawTitle(canvas: PageCanvas, doc: InvoiceDocument, s: Styles): void {
  const credit = doc.kind === 'credit_note';
  canvas.text(credit ? 'AVOIR' : 'FACTURE', RIGHT, 788, { ...s.strong, size: 22, color: ACCENT }, 'right');
  canvas.text(documentName(doc), RIGHT, 770, { ...s.strong, size: 11 }, 'right');
  let y = 754;
  if (doc.preceding_invoice) {
    const cancels = `annule la facture n° ${doc.preceding_invoice.number} du ${frenchDate(doc.preceding_invoice.issue_date)}`;
    canvas.text(`(${cancels})`, RIGHT, y, s.body, 'right');
    y -= 16;
  }
  // A credit note has no due date: nothing is to be paid on it (issue 36).
  const rows: [string, string][] = [
    ["Date d'émission", frenchDate(doc.issue_date)],
    ['Date de la prestation', frenchDate(doc.delivery_date)],
    ...(credit ? [] : [["Date d'échéance", frenchDate(doc.due_date)] as [string, string]]),
    ['Commande', doc.order_reference],
  ];
  for (const [label, value] of rows) {
    canvas.text(label, RIGHT - 100, y, s.label, 'right');
    canvas.text(value, RIGHT, y, s.body, 'right');
    y -= 12;
  }
}

/** The buyer's box, right; returns the y below it. */
export function drawBuyer(canvas: PageCanvas, doc: InvoiceDocument, s: Styles): number {
  const { buyer } = doc;
  const x = 318;
  const width = RIGHT - x - 24;
  const nameStyle = { ...s.strong, size: 10.5 };
  const names = wrap(buyer.name, width, nameStyle);
  const lines = [
    ...addressLines(buyer.address),
    buyer.siren ? `SIREN ${buyer.siren}` : undefined,
    buyer.vat_number ? `N° TVA ${buyer.vat_number}` : undefined,
  ].filter((line): line is string => Boolean(line));
  const top = 690;
  const height = 22 + names.length * 13 + lines.length * 11.5;
  canvas.rect(x, top - height, RIGHT - x, height, LIGHT);
  canvas.text(doc.kind === 'credit_note' ? 'AVOIR ÉMIS AU NOM DE' : 'FACTURÉ À', x + 12, top - 14, s.label);
  names.forEach((name, index) => canvas.text(name, x + 12, top - 28 - index * 13, nameStyle));
  const first = top - 28 - names.length * 13 - 1;
  lines.forEach((line, index) => canvas.text(line, x + 12, first - index * 11.5, s.body));
  return top - height;
}

/** The top of a following page; returns the y where its content starts. */
export function drawContinuation(canvas: PageCanvas, doc: InvoiceDocument, s: Styles): number {
  canvas.text(doc.seller.name, LEFT, 795, { ...s.strong, size: 11, color: ACCENT });
  canvas.text(`${documentName(doc)} (suite)`, RIGHT, 795, { ...s.strong, size: 11 }, 'right');
  canvas.rule(LEFT, 785, RIGHT, 785, RULE);
  return 770;
}

/** The footer's lines, each mention wrapped to the page's width. */
function footerLines(doc: InvoiceDocument, s: Styles): string[] {
  const { seller } = doc;
  return [
    ...(doc.footer ? [doc.footer] : []),
    `${seller.name} — ${capital(doc)} — ${addressLines(seller.address).join(', ')}`,
    `SIREN ${seller.siren} — SIRET ${seller.siret} — ${seller.registration} — N° TVA intracommunautaire ${seller.vat_number}`,
    'Document Factur-X (profil EN 16931)\u202f: ses données structurées sont jointes au PDF (factur-x.xml).',
  ].flatMap((mention) => wrap(mention, RIGHT - LEFT, s.small));
}

/** The lowest y the page's content may reach above the footer. */
export function contentBottom(doc: InvoiceDocument, s: Styles): number {
  return 30 + footerLines(doc, s).length * 10 + 14;
}

export function drawFooter(canvas: PageCanvas, doc: InvoiceDocument, s: Styles, page: number, pages: number): void {
  const lines = footerLines(doc, s);
  canvas.rule(LEFT, 30 + lines.length * 10, RIGHT, 30 + lines.length * 10, RULE);
  lines.forEach((line, index) => canvas.text(line, A4[0] / 2, 22 + (lines.length - index) * 10, s.small, 'center'));
  canvas.text(`Page ${page}/${pages}`, RIGHT, 18, s.small, 'right');
}
