import type { PdfFile } from './pdf-file';
import { flateStream, name, pdfDate, textString, type PdfRef } from './pdf-values';

export interface EmbeddedFile {
  filename: string;
  mimeType: string;
  description: string;
  /** Creation and modification date (PDF/A-3 asks the modification date). */
  date: Date;
  /** How the file relates to the document (PDF 2.0 / PDF/A-3 /AFRelationship), e.g. 'Alternative'. */
  relationship: string;
}

/**
 * A file attached to the document (PDF 32000-1, 7.11.3–4): the embedded file stream and its file
 * specification, whose reference goes into the catalog's /AF array and /Names /EmbeddedFiles tree.
 */
export function embedFile(pdf: PdfFile, bytes: Uint8Array, file: EmbeddedFile): PdfRef {
  const date = pdfDate(file.date);
  const stream = pdf.add(
    flateStream(bytes, {
      Type: name('EmbeddedFile'),
      Subtype: name(file.mimeType),
      Params: { Size: bytes.length, CreationDate: date, ModDate: date },
    }),
  );
  return pdf.add({
    Type: name('Filespec'),
    F: textString(file.filename),
    UF: textString(file.filename),
    EF: { F: stream, UF: stream },
    Desc: textString(file.description),
    AFRelationship: name(file.relationship),
  });
}
