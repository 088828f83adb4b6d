import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { PdfFile } from './pdf-file';
import { flateStream, name, PdfStream } from './pdf-values';

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/** A one-page document with a raw and a Flate stream. */
function sample() {
  const pdf = new PdfFile();
  const pages = pdf.reserve();
  const raw = pdf.add(new PdfStream({ Type: name('Metadata') }, new Uint8Array([0x00, 0x0a, 0x65, 0x6e, 0x64, 0xff])));
  const contents = pdf.add(flateStream('0 0 m 10 10 l S'));
  const page = pdf.add({ Type: name('Page'), Parent: pages, MediaBox: [0, 0, 595.28, 841.89], Contents: contents });
  pdf.set(pages, { Type: name('Pages'), Kids: [page], Count: 1 });
  const root = pdf.add({ Type: name('Catalog'), Pages: pages, Metadata: raw });
  return pdf.save({ Root: root });
}

describe('PdfFile: the file structure (PDF 32000-1, 7.5)', () => {
  it('starts with the header and a binary comment of four bytes above 127', () => {
    const bytes = sample();
    expect(latin1(bytes.subarray(0, 9))).toBe('%PDF-1.7\n');
    expect([...bytes.subarray(10, 14)].every((byte) => byte > 127)).toBe(true);
  });

  it('writes a stream whose /Length is the exact byte count between stream and endstream', () => {
    const text = latin1(sample());
    const match = /2 0 obj\n<<\n\/Type \/Metadata\n\/Length (\d+)\n>>\nstream\n([\s\S]*?)\nendstream\nendobj\n/.exec(
      text,
    );
    expect(match?.[1]).toBe('6');
    expect(Buffer.from(match![2]!, 'latin1')).toEqual(Buffer.from([0x00, 0x0a, 0x65, 0x6e, 0x64, 0xff]));
  });

  it('points each cross-reference entry and startxref at the right byte', () => {
    const text = latin1(sample());
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
    expect(text.startsWith('xref\n0 6\n0000000000 65535 f \n', startxref)).toBe(true);
    const entries = text.slice(startxref).split('\n').slice(3, 8);
    entries.forEach((entry, index) => {
      expect(entry).toMatch(/^\d{10} 00000 n $/);
      expect(text.startsWith(`${index + 1} 0 obj\n`, Number(entry.slice(0, 10)))).toBe(true);
    });
    expect(text).toContain('trailer\n<<\n/Size 6\n/Root 5 0 R\n>>\nstartxref\n');
  });

  it('is read back by another parser, Flate streams inflating to what was given', async () => {
    const pdf = await PDFDocument.load(sample(), { throwOnInvalidObject: true, updateMetadata: false });
    expect(pdf.getPageCount()).toBe(1);
    const contents = pdf.getPage(0).node.Contents() as PDFRawStream;
    expect(contents.dict.get(PDFName.of('Filter'))).toBe(PDFName.of('FlateDecode'));
    expect(latin1(inflateSync(contents.contents))).toBe('0 0 m 10 10 l S');
  });

  it('refuses to save an object reserved and never written', () => {
    const pdf = new PdfFile();
    pdf.reserve();
    const root = pdf.add({ Type: name('Catalog') });
    expect(() => pdf.save({ Root: root })).toThrow('PDF object 1 reserved but never written');
  });
});
