import type { InvoiceDocument, InvoiceLine } from '@app/shared/invoices/document';
import { exemptionReason, paidCents, paymentMentions } from './cii-amounts';
import { frenchEuros, frenchPercent } from './french-format';
import { wrap, type PageCanvas, type TextStyle } from './page-canvas';
import { ACCENT, LEFT, RIGHT, RULE, type Styles } from './invoice-styles';

/** The lines' table, the VAT breakdown with the totals, and the conditions of payment. */

const COLUMNS = { name: LEFT + 8, quantity: 352, unit: 428, rate: 474, total: RIGHT - 8 };
const ROW_LEADING = 11.5;

/** The table's header band; returns the y below it. */
export function drawTableHeader(canvas: PageCanvas, s: Styles, top: number): number {
  canvas.rect(LEFT, top - 20, RIGHT - LEFT, 20, ACCENT);
  const y = top - 13.5;
  canvas.text('Désignation', COLUMNS.name, y, s.white);
  canvas.text('Qté', COLUMNS.quantity, y, s.white, 'right');
  canvas.text('PU HT', COLUMNS.unit, y, s.white, 'right');
  canvas.text('TVA', COLUMNS.rate, y, s.white, 'right');
  canvas.text('Total HT', COLUMNS.total, y, s.white, 'right');
  return top - 20;
}

const nameLinesOf = (line: InvoiceLine, s: Styles) => wrap(line.name, COLUMNS.quantity - 40 - COLUMNS.name, s.body);

export function rowHeight(line: InvoiceLine, s: Styles): number {
  return 10 + nameLinesOf(line, s).length * ROW_LEADING;
}

/** One line of the table; returns the y below it. */
export function drawRow(canvas: PageCanvas, line: InvoiceLine, s: Styles, top: number): number {
  const baseline = top - 15;
  nameLinesOf(line, s).forEach((text, index) =>
    canvas.text(text, COLUMNS.name, baseline - index * ROW_LEADING, s.body),
  );
  canvas.text(String(line.quantity), COLUMNS.quantity, baseline, s.body, 'right');
  canvas.text(frenchEuros(line.unit_price_ht_cents), COLUMNS.unit, baseline, s.body, 'right');
  canvas.text(frenchPercent(line.vat_rate), COLUMNS.rate, baseline, s.body, 'right');
  canvas.text(frenchEuros(line.line_total_ht_cents), COLUMNS.total, baseline, s.body, 'right');
  const bottom = top - rowHeight(line, s);
  canvas.rule(LEFT, bottom, RIGHT, bottom, RULE);
  return bottom;
}

function drawVatBreakdown(canvas: PageCanvas, doc: InvoiceDocument, s: Styles, top: number): number {
  let y = top - 16;
  canvas.text('Taux de TVA', LEFT, y, s.label);
  canvas.text('Base HT', 200, y, s.label, 'right');
  canvas.text('Montant TVA', 280, y, s.label, 'right');
  canvas.rule(LEFT, y - 4, 280, y - 4, RULE);
  for (const rate of doc.vat_breakdown) {
    y -= 15;
    canvas.text(frenchPercent(rate.vat_rate), LEFT, y, s.body);
    canvas.text(frenchEuros(rate.base_ht_cents), 200, y, s.body, 'right');
    canvas.text(frenchEuros(rate.vat_cents), 280, y, s.body, 'right');
  }
  return y;
}

function drawTotals(canvas: PageCanvas, doc: InvoiceDocument, s: Styles, top: number): number {
  let y = top - 16;
  const paid = paidCents(doc);
  const rows: [string, number, TextStyle][] = [
    ['Total HT', doc.total_ht_cents, s.body],
    ['Total TVA', doc.total_vat_cents, s.body],
    ['Total TTC', doc.total_ttc_cents, s.strong],
  ];
  if (doc.kind === 'invoice' && paid > 0) rows.push(['Déjà réglé', -paid, s.body]);
  for (const [label, cents, style] of rows) {
    canvas.text(label, 430, y, style, 'right');
    canvas.text(frenchEuros(cents), RIGHT - 8, y, style, 'right');
    y -= 15;
  }
  const [label, cents] =
    doc.kind === 'credit_note'
      ? ["Montant de l'avoir TTC", doc.total_ttc_cents]
      : ['Net à payer', doc.amount_due_cents];
  canvas.rect(318, y - 9, RIGHT - 318, 22, ACCENT);
  canvas.text(label, 330, y - 1, { ...s.white, size: 10 });
  canvas.text(frenchEuros(cents), RIGHT - 8, y - 1, { ...s.white, size: 10 }, 'right');
  return y - 9;
}

function mentions(doc: InvoiceDocument): string[] {
  const iban = doc.seller.iban.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');
  const transfer = `Règlement par virement — IBAN ${iban} — BIC ${doc.seller.bic} — référence ${doc.number}`;
  const payment = paymentMentions(doc);
  return [
    payment?.terms,
    payment ? transfer : undefined,
    payment?.discount,
    payment?.latePenalty,
    payment?.recoveryFee,
    doc.vat_on_debits ? "Option pour le paiement de la taxe d'après les débits." : undefined,
    doc.vat_breakdown.some((rate) => rate.vat_rate === 0) ? exemptionReason(doc) : undefined,
  ].filter((line): line is string => Boolean(line));
}

function drawConditions(canvas: PageCanvas, doc: InvoiceDocument, s: Styles, top: number): number {
  let y = top;
  if (doc.note) {
    const label = doc.kind === 'credit_note' ? "Motif de l'avoir" : 'Note';
    y = canvas.paragraph(`${label}\u202f: ${doc.note}`, LEFT, y, RIGHT - LEFT, s.strong) - 6;
  }
  const lines = mentions(doc);
  // A credit note asks for no payment: its mentions (if any: VAT) under a heading of their own.
  if (!lines.length) return y;
  canvas.text(paymentMentions(doc) ? 'Conditions de règlement' : 'Mentions', LEFT, y, s.heading);
  canvas.rule(LEFT, y - 4, RIGHT, y - 4, RULE);
  y -= 16;
  for (const line of lines) y = canvas.paragraph(line, LEFT, y, RIGHT - LEFT, s.body, 11) - 2;
  return y;
}

/** What follows the lines: the subject, the VAT breakdown beside the totals, the conditions. */
export function drawClosing(canvas: PageCanvas, doc: InvoiceDocument, s: Styles, top: number): number {
  let y = top;
  if (doc.subject) y = canvas.paragraph(`Objet\u202f: ${doc.subject}`, COLUMNS.name, y - 14, RIGHT - LEFT - 16, s.small) + 4;
  const below = Math.min(drawVatBreakdown(canvas, doc, s, y - 6), drawTotals(canvas, doc, s, y - 6));
  return drawConditions(canvas, doc, s, below - 22);
}
