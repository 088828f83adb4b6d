import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFRef,
  PDFStream,
} from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { brokenRules, xsdErrors } from './en16931-check';
import { renderInvoice, INVOICE_PDF_CONTENT_TYPE } from './render-invoice';
import { sampleCreditNote, sampleExemptInvoice, sampleInvoice } from './sample-documents';
import { readTrueType } from './true-type';
import { codePointOf, winAnsiCodePoints } from './win-ansi';

/** A stream's bytes, inflated when it is Flate-encoded. */
function bytesOf(stream: PDFStream): Uint8Array {
  const raw = (stream as PDFRawStream).contents;
  return stream.dict.get(PDFName.of('Filter')) === PDFName.of('FlateDecode') ? inflateSync(raw) : raw;
}
/** A stored asset's bytes, read from its file here, not through the renderer's loader. */
const storedAsset = (file: string) => readFileSync(new URL(`./assets/${file}`, import.meta.url));
const storedFonts = [storedAsset('dejavu-sans-condensed.bin'), storedAsset('dejavu-sans-condensed-bold.bin')];
const fontProgram = (deflated: Uint8Array) => readTrueType(inflateSync(deflated));
const textOf = (stream: PDFStream) => Buffer.from(bytesOf(stream)).toString('utf8');

/** The factur-x.xml attachment, read from the PDF as a reader would: catalog /AF → file spec → /EF /F. */
async function extract(pdfBytes: Uint8Array) {
  const pdf = await PDFDocument.load(pdfBytes, { throwOnInvalidObject: true, updateMetadata: false });
  const associated = pdf.catalog.lookup(PDFName.of('AF'), PDFArray);
  const specs = associated.asArray().map((ref) => pdf.context.lookup(ref, PDFDict));
  const spec = specs.find((candidate) => candidate.lookup(PDFName.of('F'))?.toString() === '(factur-x.xml)');
  if (!spec) throw new Error('no factur-x.xml in /AF');
  const file = spec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F'), PDFStream);
  return { pdf, spec, file, xml: textOf(file) };
}

/** What is wrong with the cross-reference table: each entry must point at its object, startxref at the table. */
function xrefProblems(pdfBytes: Uint8Array): string[] {
  const text = Buffer.from(pdfBytes).toString('latin1');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  const table = /^xref\n0 (\d+)\n((?:\d{10} \d{5} [fn] \n)+)trailer\n/.exec(text.slice(startxref));
  if (!table) return ['startxref does not point at a cross-reference table'];
  const entries = table[2]!.split('\n').slice(1, -1);
  const problems = entries
    .map((entry, index) => ({ number: index + 1, offset: Number(entry.slice(0, 10)) }))
    .filter(({ number, offset }) => !text.startsWith(`${number} 0 obj\n`, offset))
    .map(({ number }) => `object ${number} is not at its offset`);
  if (entries.length + 1 !== Number(table[1])) problems.push('the table does not list every object');
  return problems;
}

/** A page's text, decoded from the WinAnsi strings of its Tj operators. */
function pageText(pdf: PDFDocument, index = 0): string {
  const contents = pdf.getPage(index).node.Contents();
  if (!(contents instanceof PDFStream)) throw new Error('one content stream expected');
  return [...textOf(contents).matchAll(/<([0-9a-f]*)> Tj/g)]
    .map(([, hex]) =>
      String.fromCodePoint(...(hex!.match(/../g) ?? []).map((byte) => codePointOf(parseInt(byte, 16)) ?? 0x3f)),
    )
    .join('\n');
}

describe('renderInvoice: the Factur-X PDF/A-3', () => {
  it('is a PDF that holds the CII XML as factur-x.xml; the XML read back from it is valid EN 16931 CII', async () => {
    const rendered = await renderInvoice(sampleInvoice());
    expect(INVOICE_PDF_CONTENT_TYPE).toBe('application/pdf');
    expect(Buffer.from(rendered.pdf.subarray(0, 8)).toString('latin1')).toBe('%PDF-1.7');
    const { spec, file, xml } = await extract(rendered.pdf);
    expect(xml).toBe(rendered.xml);
    expect(spec.get(PDFName.of('AFRelationship'))).toBe(PDFName.of('Alternative'));
    expect(file.dict.get(PDFName.of('Subtype'))).toBe(PDFName.of('text/xml'));
    expect(file.dict.lookup(PDFName.of('Params'), PDFDict).get(PDFName.of('ModDate'))?.toString()).toBe(
      '(D:20261125000000Z)',
    );
    expect(await xsdErrors({ extracted: xml })).toEqual({ extracted: [] });
    expect(brokenRules(xml)).toEqual([]);
  });

  it('is a well-formed file: header, cross-reference offsets, catalog, pages, information dictionary and /ID', async () => {
    const rendered = await renderInvoice(sampleInvoice());
    expect(xrefProblems(rendered.pdf)).toEqual([]);
    expect([...rendered.pdf.subarray(10, 14)].every((byte) => byte > 127)).toBe(true);
    const { pdf, spec } = await extract(rendered.pdf);
    expect(pdf.catalog.keys().map(String).sort()).toEqual(
      ['/AF', '/Lang', '/Metadata', '/Names', '/OutputIntents', '/Pages', '/Type'].sort(),
    );
    expect(pdf.catalog.get(PDFName.of('Lang'))?.toString()).toBe('(fr-FR)');
    const names = pdf.catalog
      .lookup(PDFName.of('Names'), PDFDict)
      .lookup(PDFName.of('EmbeddedFiles'), PDFDict)
      .lookup(PDFName.of('Names'), PDFArray);
    expect(names.get(0).toString()).toBe('(factur-x.xml)');
    expect(names.lookup(1)).toBe(spec);
    expect(spec.get(PDFName.of('UF'))?.toString()).toBe('(factur-x.xml)');
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    expect(pdf.getAuthor()).toBe('Atelier Reprog Performance');
    expect(pdf.getCreationDate()?.toISOString()).toBe('2026-11-25T00:00:00.000Z');
    const md5 = createHash('md5').update(rendered.xml).digest('hex').toUpperCase();
    const id = pdf.context.trailerInfo.ID as PDFArray;
    expect([0, 1].map((index) => (id.get(index) as PDFHexString).asString())).toEqual([md5, md5]);
  });

  it('declares PDF/A-3B and the Factur-X EN 16931 profile in its XMP, with an sRGB output intent and a trailer ID', async () => {
    const { pdf } = await extract((await renderInvoice(sampleInvoice())).pdf);
    const metadata = pdf.catalog.lookup(PDFName.of('Metadata'), PDFStream);
    expect(metadata.dict.get(PDFName.of('Filter'))).toBeUndefined();
    const xmp = textOf(metadata);
    for (const fragment of [
      '<pdfaid:part>3</pdfaid:part>',
      '<pdfaid:conformance>B</pdfaid:conformance>',
      '<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>',
      '<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>',
      '<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>',
      '<xmp:CreateDate>2026-11-25T00:00:00Z</xmp:CreateDate>',
    ]) {
      expect(xmp).toContain(fragment);
    }
    expect(pdf.getTitle()).toBe('Facture FA-2026-000123');
    expect(pdf.getSubject()).toBe(
      'Facture n° FA-2026-000123 du 25/11/2026, émise par Atelier Reprog Performance pour Garage Dupont & Fils',
    );
    expect(xmp).toContain('émise par Atelier Reprog Performance pour Garage Dupont &amp; Fils');
    const intent = pdf.catalog.lookup(PDFName.of('OutputIntents'), PDFArray).lookup(0, PDFDict);
    expect(intent.get(PDFName.of('S'))).toBe(PDFName.of('GTS_PDFA1'));
    const profile = intent.lookup(PDFName.of('DestOutputProfile'), PDFStream);
    expect(Buffer.from(bytesOf(profile).subarray(36, 40)).toString('latin1')).toBe('acsp');
    expect(Buffer.compare((profile as PDFRawStream).contents, storedAsset('srgb-icc.bin'))).toBe(0);
    expect(pdf.context.trailerInfo.ID).toBeInstanceOf(PDFArray);
  });

  it('embeds its fonts (TrueType programs, no standard 14 font) with the widths of the font programs', async () => {
    const { pdf } = await extract((await renderInvoice(sampleInvoice())).pdf);
    const fonts = pdf.getPage(0).node.Resources()!.lookup(PDFName.of('Font'), PDFDict);
    const programs = storedFonts.map(fontProgram);
    expect(fonts.keys()).toHaveLength(2);
    for (const [index, key] of fonts.keys().entries()) {
      const font = fonts.lookup(key, PDFDict);
      expect(font.get(PDFName.of('Subtype'))).toBe(PDFName.of('TrueType'));
      const descriptor = font.lookup(PDFName.of('FontDescriptor'), PDFDict);
      expect(descriptor.get(PDFName.of('FontFile2'))).toBeInstanceOf(PDFRef);
      const program = descriptor.lookup(PDFName.of('FontFile2'), PDFStream);
      // Embedded as stored (deflated once, assets/README.md), not compressed again at each rendering.
      const deflated = storedFonts[index]!;
      expect(Buffer.compare((program as PDFRawStream).contents, deflated)).toBe(0);
      const stored = inflateSync(deflated);
      expect(Buffer.compare(bytesOf(program), stored)).toBe(0);
      expect(program.dict.get(PDFName.of('Length1'))?.toString()).toBe(String(stored.length));
      const widths = font.lookup(PDFName.of('Widths'), PDFArray);
      // 'A' (65) and '€' (WinAnsi 0x80) as the font program gives them.
      expect(widths.lookup(65 - 32)?.toString()).toBe(String(programs[index]!.advanceOf(0x41)));
      expect(widths.lookup(0x80 - 32)?.toString()).toBe(String(programs[index]!.advanceOf(0x20ac)));
    }
  });

  it('the embedded fonts have a glyph for every WinAnsi character, so no text can show .notdef', () => {
    for (const deflated of storedFonts) {
      const font = fontProgram(deflated);
      const missing = winAnsiCodePoints().filter((codePoint) => font.advanceOf(codePoint) === undefined);
      expect(missing).toEqual([]);
    }
  });

  it('prints every legal mention of an invoice in French', async () => {
    const { pdf } = await extract((await renderInvoice(sampleInvoice())).pdf);
    const text = pageText(pdf);
    for (const mention of [
      'Facture n° FA-2026-000123',
      'Atelier Reprog Performance',
      'SAS au capital de 10 000 €',
      '812345676',
      '81234567600017',
      'RCS Lyon 812 345 676',
      'FR19812345676',
      'Garage Dupont & Fils',
      'SIREN 901234567',
      'N° TVA FR15901234567',
      "Date d'émission",
      'Date de la prestation',
      "Date d'échéance",
      '25/12/2026',
      'Reprogrammation Stage 1 (moteur)',
      '249,00 €',
      '20 %',
      'Total HT',
      '354,00 €',
      'Total TVA',
      '70,80 €',
      'Total TTC',
      'Net à payer',
      '424,80 €',
      'Paiement à 30 jours par virement, à réception de facture.',
      "Pénalités de retard : 3 fois le taux d'intérêt légal, exigibles dès le lendemain de l'échéance.",
      'Indemnité forfaitaire pour frais de recouvrement de 40 € (art. L441-10 du Code de commerce).',
      "Option pour le paiement de la taxe d'après les débits.",
      "Pas d'escompte pour paiement anticipé.",
      'IBAN FR76 3000 6000 0112 3456 7890 189 — BIC AGRIFRPP',
      'Merci de votre confiance.',
    ]) {
      expect(text.replaceAll('\u00a0', ' ')).toContain(mention);
    }
  });

  it('says once that there is no discount, even when the payment terms already say it', async () => {
    const terms = "Paiement à 30 jours à compter de la date de facture. Pas d'escompte pour paiement anticipé.";
    const text = pageText((await extract((await renderInvoice({ ...sampleInvoice(), payment_terms: terms })).pdf)).pdf);
    expect(text.split('escompte')).toHaveLength(2);
  });

  it('a credit note says which invoice it cancels, and why', async () => {
    const { pdf } = await extract((await renderInvoice(sampleCreditNote())).pdf);
    const text = pageText(pdf).replaceAll('\u00a0', ' ');
    expect(text).toContain('Avoir n° AV-2026-000004');
    expect(text).toContain('(annule la facture n° FA-2026-000123 du 25/11/2026)');
    expect(text).toContain("Motif de l'avoir : Commande annulée à la demande du client.");
    expect(text).not.toContain('Net à payer');
    expect(pdf.getTitle()).toBe('Avoir AV-2026-000004');
  });

  it('a credit note prints no payment terms, due date, discount nor late-payment penalties (issue 36)', async () => {
    const note = sampleCreditNote();
    // Stored as an invoice's copy, it still holds the invoice's payment wording: the PDF ignores it.
    expect(note.payment_terms).toContain('Paiement à 30 jours');
    const text = pageText((await extract((await renderInvoice(note)).pdf)).pdf).replaceAll('\u00a0', ' ');
    for (const absent of ['Paiement à', 'jours', 'Pénalités', 'pénalités', 'recouvrement', 'escompte', 'échéance', 'Date de remboursement', 'Conditions de règlement', 'Règlement par virement', 'Net à payer']) {
      expect(text, absent).not.toContain(absent);
    }
    // Its dates are those of the document and the service; what is left of the mentions has its own heading.
    const lines = text.split('\n');
    const header = ["Date d'émission", '28/11/2026', 'Date de la prestation', '24/11/2026', 'Commande', 'CMD-2026-0457'];
    expect(lines.filter((line) => header.includes(line))).toEqual(header);
    expect(lines.slice(lines.indexOf('Mentions') + 1)).toContain("Option pour le paiement de la taxe d'après les débits.");
    expect(text).toContain("Montant de l'avoir TTC");
    // The invoice it cancels keeps them all.
    const invoice = pageText((await extract((await renderInvoice(sampleInvoice())).pdf)).pdf).replaceAll('\u00a0', ' ');
    for (const present of ['Conditions de règlement', 'Paiement à 30 jours', 'Pénalités de retard', 'recouvrement', "Date d'échéance"]) expect(invoice).toContain(present);
  });

  it('a 0 % invoice prints its exemption; no VAT-on-debits option when not chosen', async () => {
    const text = pageText((await extract((await renderInvoice(sampleExemptInvoice())).pdf)).pdf);
    expect(text).toContain('TVA non applicable, art. 293 B du CGI');
    expect(text).not.toContain('débits');
  });

  it('a long document continues on following pages, the table header repeated and the totals whole on the last', async () => {
    const doc = sampleInvoice();
    const lines = Array.from({ length: 28 }, (_, index) => ({
      id: String(index + 1),
      name: `Option ${index + 1}${index % 5 === 0 ? ' : un libellé de prestation assez long pour passer à la ligne dans sa colonne' : ''}`,
      quantity: 1,
      unit_price_ht_cents: 1000,
      vat_rate: 20,
      line_total_ht_cents: 1000,
    }));
    const long = {
      ...doc,
      lines,
      vat_breakdown: [{ vat_rate: 20, base_ht_cents: 28000, vat_cents: 5600 }],
      total_ht_cents: 28000,
      total_vat_cents: 5600,
      total_ttc_cents: 33600,
      amount_due_cents: 33600,
    };
    const { pdf, xml } = await extract((await renderInvoice(long)).pdf);
    expect(pdf.getPageCount()).toBe(2);
    const [first, second] = [pageText(pdf, 0), pageText(pdf, 1)];
    expect(first).toContain('Page 1/2');
    expect(second).toContain('Page 2/2');
    expect(second).toContain('Facture n° FA-2026-000123 (suite)');
    expect(second).toContain('Désignation');
    for (const line of lines) expect(`${first}\n${second}`).toMatch(new RegExp(`^Option ${line.id}\\b`, 'm'));
    expect(first).not.toContain('Net à payer');
    expect(second).toContain('Net à payer');
    expect(brokenRules(xml)).toEqual([]);
  });

  it('is deterministic: the same document gives the same bytes, another document other bytes', async () => {
    const [first, second, other] = await Promise.all([
      renderInvoice(sampleInvoice()),
      renderInvoice(sampleInvoice()),
      renderInvoice(sampleCreditNote()),
    ]);
    expect(Buffer.compare(first.pdf, second.pdf)).toBe(0);
    expect(Buffer.compare(first.pdf, other.pdf)).not.toBe(0);
  });
});
