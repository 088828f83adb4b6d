import type { InvoiceDocument } from '@app/shared/invoices/document';
import { exemptionReason, paidCents } from './cii-amounts';
import { frenchDate, frenchEuros, frenchPercent } from './french-format';
import { PageCanvas, wrap, type Rgb, type TextStyle } from './page-canvas';
import type { PdfFont } from './pdf-fonts';

/** The one A4 page of an invoice or a credit note, in French, with every mention the law asks. */

export const A4: [number, number] = [595.28, 841.89];
const LEFT = 42;
const RIGHT = A4[0] - 42;
const ACCENT: Rgb = [0.13, 0.22, 0.37];
const GREY: Rgb = [0.4, 0.43, 0.48];
const LIGHT: Rgb = [0.95, 0.96, 0.975];
const RULE: Rgb = [0.8, 0.82, 0.86];
const WHITE: Rgb = [1, 1, 1];

export interface LayoutFonts {
  regular: PdfFont;
  bold: PdfFont;
}

interface Styles {
  body: TextStyle;
  small: TextStyle;
  label: TextStyle;
  strong: TextStyle;
  heading: TextStyle;
  white: TextStyle;
}

function stylesOf({ regular, bold }: LayoutFonts): Styles {
  return {
    body: { font: regular, size: 9 },
    small: { font: regular, size: 7.5, color: GREY },
    label: { font: bold, size: 7.5, color: GREY },
    strong: { font: bold, size: 9 },
    heading: { font: bold, size: 9, color: ACCENT },
    white: { font: bold, size: 8.5, color: WHITE },
  };
}

const ibanGroups = (iban: string) => iban.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');
const capital = (doc: InvoiceDocument) => `${doc.seller.legal_form} au capital de ${doc.seller.share_capital}`;
const addressLines = (address: InvoiceDocument['seller']['address']) =>
  [address.line1, address.line2, `${address.postcode} ${address.city}`, address.country_code === 'FR' ? undefined : address.country_code].filter(
    (line): line is string => Boolean(line),
  );

function drawSeller(canvas: PageCanvas, doc: InvoiceDocument, s: Styles): void {
  const { seller } = doc;
  canvas.text(seller.name, LEFT, 790, { ...s.strong, size: 15, color: ACCENT });
  let y = canvas.paragraph(capital(doc), LEFT, 775, 250, s.small);
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
}

function drawTitle(canvas: PageCanvas, doc: InvoiceDocument, s: Styles): void {
  const credit = doc.kind === 'credit_note';
  canvas.text(credit ? 'AVOIR' : 'FACTURE', RIGHT, 788, { ...s.strong, size: 22, color: ACCENT }, 'right');
  canvas.text(`${credit ? 'Avoir' : 'Facture'} n° ${doc.number}`, RIGHT, 770, { ...s.strong, size: 11 }, 'right');
  let y = 754;
  if (doc.preceding_invoice) {
    const cancels = `annule la facture n° ${doc.preceding_invoice.number} du ${frenchDate(doc.preceding_invoice.issue_date)}`;
    canvas.text(`(${cancels})`, RIGHT, y, s.body, 'right');
    y -= 16;
  }
  const rows: [string, string][] = [
    ['Date d’émission', frenchDate(doc.issue_date)],
    ['Date de la prestation', frenchDate(doc.delivery_date)],
    [credit ? 'Date de remboursement' : 'Date d’échéance', frenchDate(doc.due_date)],
    ['Commande', doc.order_reference],
  ];
  for (const [label, value] of rows) {
    canvas.text(label, RIGHT - 100, y, s.label, 'right');
    canvas.text(value, RIGHT, y, s.body, 'right');
    y -= 12;
  }
}

function drawBuyer(canvas: PageCanvas, doc: InvoiceDocument, s: Styles): void {
  const { buyer } = doc;
  const x = 318;
  const lines = [
    ...addressLines(buyer.address),
    buyer.siren ? `SIREN ${buyer.siren}` : undefined,
    buyer.vat_number ? `N° TVA ${buyer.vat_number}` : undefined,
  ].filter((line): line is string => Boolean(line));
  const top = 690;
  const height = 34 + lines.length * 11.5;
  canvas.rect(x, top - height, RIGHT - x, height, LIGHT);
  canvas.text(doc.kind === 'credit_note' ? 'AVOIR ÉMIS AU NOM DE' : 'FACTURÉ À', x + 12, top - 14, s.label);
  canvas.text(buyer.name, x + 12, top - 28, { ...s.strong, size: 10.5 });
  lines.forEach((line, index) => canvas.text(line, x + 12, top - 42 - index * 11.5, s.body));
}

const COLUMNS = { name: LEFT + 8, quantity: 352, unit: 428, rate: 474, total: RIGHT - 8 };

/** The lines' table; returns the y below it. */
function drawLines(canvas: PageCanvas, doc: InvoiceDocument, s: Styles, top: number): number {
  canvas.rect(LEFT, top - 20, RIGHT - LEFT, 20, ACCENT);
  const headerY = top - 13.5;
  canvas.text('Désignation', COLUMNS.name, headerY, s.white);
  canvas.text('Qté', COLUMNS.quantity, headerY, s.white, 'right');
  canvas.text('PU HT', COLUMNS.unit, headerY, s.white, 'right');
  canvas.text('TVA', COLUMNS.rate, headerY, s.white, 'right');
  canvas.text('Total HT', COLUMNS.total, headerY, s.white, 'right');
  let y = top - 20;
  for (const line of doc.lines) {
    const nameLines = wrap(line.name, COLUMNS.quantity - 40 - COLUMNS.name, s.body);
    const rowHeight = 10 + nameLines.length * 11.5;
    const baseline = y - 15;
    nameLines.forEach((text, index) => canvas.text(text, COLUMNS.name, baseline - index * 11.5, s.body));
    canvas.text(String(line.quantity), COLUMNS.quantity, baseline, s.body, 'right');
    canvas.text(frenchEuros(line.unit_price_ht_cents), COLUMNS.unit, baseline, s.body, 'right');
    canvas.text(frenchPercent(line.vat_rate), COLUMNS.rate, baseline, s.body, 'right');
    canvas.text(frenchEuros(line.line_total_ht_cents), COLUMNS.total, baseline, s.body, 'right');
    y -= rowHeight;
    canvas.rule(LEFT, y, RIGHT, y, RULE);
  }
  if (doc.subject) y = canvas.paragraph(`Objet : ${doc.subject}`, COLUMNS.name, y - 14, RIGHT - LEFT - 16, s.small) + 4;
  return y;
}

/** The VAT breakdown per rate (left) and the totals (right); returns the y below both. */
function drawTotals(canvas: PageCanvas, doc: InvoiceDocument, s: Styles, top: number): number {
  let left = top - 16;
  canvas.text('Taux de TVA', LEFT, left, s.label);
  canvas.text('Base HT', 200, left, s.label, 'right');
  canvas.text('Montant TVA', 280, left, s.label, 'right');
  canvas.rule(LEFT, left - 4, 280, left - 4, RULE);
  for (const rate of doc.vat_breakdown) {
    left -= 15;
    canvas.text(frenchPercent(rate.vat_rate), LEFT, left, s.body);
    canvas.text(frenchEuros(rate.base_ht_cents), 200, left, s.body, 'right');
    canvas.text(frenchEuros(rate.vat_cents), 280, left, s.body, 'right');
  }
  const labelX = 430;
  let right = top - 16;
  const paid = paidCents(doc);
  const rows: [string, number, TextStyle][] = [
    ['Total HT', doc.total_ht_cents, s.body],
    ['Total TVA', doc.total_vat_cents, s.body],
    ['Total TTC', doc.total_ttc_cents, s.strong],
  ];
  if (doc.kind === 'invoice' && paid > 0) rows.push(['Déjà réglé', -paid, s.body]);
  for (const [label, cents, style] of rows) {
    canvas.text(label, labelX, right, style, 'right');
    canvas.text(frenchEuros(cents), RIGHT - 8, right, style, 'right');
    right -= 15;
  }
  const [finalLabel, finalCents] = doc.kind === 'credit_note' ? ['Montant de l’avoir TTC', doc.total_ttc_cents] : ['Net à payer', doc.amount_due_cents];
  canvas.rect(318, right - 9, RIGHT - 318, 22, ACCENT);
  canvas.text(finalLabel, 330, right - 1, { ...s.white, size: 10 });
  canvas.text(frenchEuros(finalCents), RIGHT - 8, right - 1, { ...s.white, size: 10 }, 'right');
  return Math.min(left, right - 9) - 12;
}

function mentions(doc: InvoiceDocument): string[] {
  const transfer = `Règlement par virement — IBAN ${ibanGroups(doc.seller.iban)} — BIC ${doc.seller.bic} — référence ${doc.number}`;
  return [
    doc.payment_terms,
    doc.kind === 'invoice' ? transfer : undefined,
    'Pas d’escompte pour paiement anticipé.',
    doc.late_penalty,
    doc.recovery_fee,
    doc.vat_on_debits ? 'Option pour le paiement de la taxe d’après les débits.' : undefined,
    doc.vat_breakdown.some((rate) => rate.vat_rate === 0) ? exemptionReason(doc) : undefined,
  ].filter((line): line is string => Boolean(line));
}

function drawConditions(canvas: PageCanvas, doc: InvoiceDocument, s: Styles, top: number): void {
  let y = top;
  if (doc.note) {
    const label = doc.kind === 'credit_note' ? 'Motif de l’avoir' : 'Note';
    y = canvas.paragraph(`${label} : ${doc.note}`, LEFT, y, RIGHT - LEFT, s.strong) - 6;
  }
  canvas.text('Conditions de règlement', LEFT, y, s.heading);
  canvas.rule(LEFT, y - 4, RIGHT, y - 4, RULE);
  y -= 16;
  for (const line of mentions(doc)) y = canvas.paragraph(line, LEFT, y, RIGHT - LEFT, s.body, 11) - 2;
}

function drawFooter(canvas: PageCanvas, doc: InvoiceDocument, s: Styles): void {
  const { seller } = doc;
  const address = addressLines(seller.address).join(', ');
  const lines = [
    ...(doc.footer ? [doc.footer] : []),
    `${seller.name} — ${capital(doc)} — ${address}`,
    `SIREN ${seller.siren} — SIRET ${seller.siret} — ${seller.registration} — N° TVA intracommunautaire ${seller.vat_number}`,
    'Document Factur-X (profil EN 16931) : ses données structurées sont jointes au PDF (factur-x.xml).',
  ];
  canvas.rule(LEFT, 30 + lines.length * 10, RIGHT, 30 + lines.length * 10, RULE);
  lines.forEach((line, index) => canvas.text(line, A4[0] / 2, 22 + (lines.length - index) * 10, s.small, 'center'));
  canvas.text('Page 1/1', RIGHT, 18, s.small, 'right');
}

/** The page's content stream. */
export function invoicePage(doc: InvoiceDocument, fonts: LayoutFonts): string {
  const s = stylesOf(fonts);
  const canvas = new PageCanvas();
  drawSeller(canvas, doc, s);
  drawTitle(canvas, doc, s);
  drawBuyer(canvas, doc, s);
  const afterLines = drawLines(canvas, doc, s, 590);
  const afterTotals = drawTotals(canvas, doc, s, afterLines - 6);
  drawConditions(canvas, doc, s, afterTotals - 10);
  drawFooter(canvas, doc, s);
  return canvas.content();
}
