import { PdfRef, PdfStream, type PdfValue } from './pdf-values';
import { formatDict, formatValue } from './serialize';

/** What the trailer points at (7.5.5): the catalog, the information dictionary, the file identifier. */
export interface Trailer {
  Root: PdfRef;
  Info?: PdfRef;
  ID?: PdfValue;
}

/**
 * A PDF file written in one pass (PDF 32000-1, 7.5): header, the indirect objects in the order of
 * their numbers, the cross-reference table of their byte offsets, the trailer. No object streams,
 * no incremental update, no encryption: what a PDF/A-3 invoice needs, and no more.
 */
export class PdfFile {
  private readonly objects: (PdfValue | PdfStream | undefined)[] = [];

  /** A number for an object written later with `set` (for objects that refer to each other). */
  reserve(): PdfRef {
    this.objects.push(undefined);
    return new PdfRef(this.objects.length);
  }

  set(ref: PdfRef, value: PdfValue | PdfStream): void {
    this.objects[ref.number - 1] = value;
  }

  add(value: PdfValue | PdfStream): PdfRef {
    const ref = this.reserve();
    this.set(ref, value);
    return ref;
  }

  save(trailer: Trailer): Uint8Array {
    // The comment of four bytes above 127 marks the file as binary (PDF/A-3, ISO 19005-3 6.1.2).
    const header = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');
    const parts: Buffer[] = [header];
    let offset = header.length;
    const offsets = this.objects.map((value, index) => {
      if (value === undefined) throw new Error(`PDF object ${index + 1} reserved but never written`);
      const written = objectBytes(index + 1, value);
      const at = offset;
      parts.push(...written);
      offset += written.reduce((sum, part) => sum + part.length, 0);
      return at;
    });
    const xref = [`xref\n0 ${offsets.length + 1}\n`, '0000000000 65535 f \n'];
    for (const at of offsets) xref.push(`${String(at).padStart(10, '0')} 00000 n \n`);
    const dict = formatDict({ Size: offsets.length + 1, ...trailer });
    parts.push(Buffer.from(`${xref.join('')}trailer\n${dict}\nstartxref\n${offset}\n%%EOF\n`, 'latin1'));
    return new Uint8Array(Buffer.concat(parts));
  }
}

/** One indirect object; a stream's /Length is the byte count of its encoded data. */
function objectBytes(number: number, value: PdfValue | PdfStream): Buffer[] {
  if (!(value instanceof PdfStream)) return [Buffer.from(`${number} 0 obj\n${formatValue(value)}\nendobj\n`, 'latin1')];
  const dict = formatDict({ ...value.dict, Length: value.bytes.length });
  return [
    Buffer.from(`${number} 0 obj\n${dict}\nstream\n`, 'latin1'),
    Buffer.from(value.bytes),
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
  ];
}
