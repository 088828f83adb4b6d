import { createHash } from 'node:crypto';
import type { InvoiceDocument } from '@app/shared/invoices/document';
import { frenchDate } from './french-format';
import { pdfAsset } from './pdf-assets';
import { embedFile } from './pdf-writer/embedded-file';
import type { PdfFile, Trailer } from './pdf-writer/pdf-file';
import { name, pdfDate, PdfHexString, PdfStream, PdfString, textString, type PdfDict } from './pdf-writer/pdf-values';

/**
 * What turns a plain PDF into a Factur-X PDF/A-3B (decision 020): the XML attached as
 * 'factur-x.xml' (AFRelationship Alternative, listed in the catalog's /AF), XMP metadata that names
 * the PDF/A part and the Factur-X profile (with its extension schema), an sRGB output intent, an
 * information dictionary that agrees with the XMP, and a trailer /ID. Every date and identifier
 * comes from the document, so the bytes do not change from one rendering to the next.
 */

export const FACTUR_X_FILENAME = 'factur-x.xml';
const FX_NAMESPACE = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';
const CREATOR_TOOL = 'Tuning File Manager';
const PRODUCER = 'Tuning File Manager';

const escapeXml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char);

interface Described {
  title: string;
  author: string;
  subject: string;
  date: Date;
}

function describe(doc: InvoiceDocument): Described {
  const kind = doc.kind === 'credit_note' ? 'Avoir' : 'Facture';
  return {
    title: `${kind} ${doc.number}`,
    author: doc.seller.name,
    subject: `${kind} n° ${doc.number} du ${frenchDate(doc.issue_date)}, ${doc.kind === 'credit_note' ? 'émis' : 'émise'} par ${doc.seller.name} pour ${doc.buyer.name}`,
    date: new Date(`${doc.issue_date}T00:00:00Z`),
  };
}

const fxProperty = (name: string, description: string) => `
            <rdf:li rdf:parseType="Resource">
              <pdfaProperty:name>${name}</pdfaProperty:name>
              <pdfaProperty:valueType>Text</pdfaProperty:valueType>
              <pdfaProperty:category>external</pdfaProperty:category>
              <pdfaProperty:description>${description}</pdfaProperty:description>
            </rdf:li>`;

function xmp(described: Described): string {
  const date = described.date.toISOString().replace('.000Z', 'Z');
  return `<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
  <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
    <rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/">
      <pdfaid:part>3</pdfaid:part>
      <pdfaid:conformance>B</pdfaid:conformance>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
      <dc:format>application/pdf</dc:format>
      <dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(described.title)}</rdf:li></rdf:Alt></dc:title>
      <dc:creator><rdf:Seq><rdf:li>${escapeXml(described.author)}</rdf:li></rdf:Seq></dc:creator>
      <dc:description><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(described.subject)}</rdf:li></rdf:Alt></dc:description>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
      <xmp:CreatorTool>${CREATOR_TOOL}</xmp:CreatorTool>
      <xmp:CreateDate>${date}</xmp:CreateDate>
      <xmp:ModifyDate>${date}</xmp:ModifyDate>
      <xmp:MetadataDate>${date}</xmp:MetadataDate>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
      <pdf:Producer>${PRODUCER}</pdf:Producer>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:fx="${FX_NAMESPACE}">
      <fx:DocumentType>INVOICE</fx:DocumentType>
      <fx:DocumentFileName>${FACTUR_X_FILENAME}</fx:DocumentFileName>
      <fx:Version>1.0</fx:Version>
      <fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
      <pdfaExtension:schemas>
        <rdf:Bag>
          <rdf:li rdf:parseType="Resource">
            <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
            <pdfaSchema:namespaceURI>${FX_NAMESPACE}</pdfaSchema:namespaceURI>
            <pdfaSchema:prefix>fx</pdfaSchema:prefix>
            <pdfaSchema:property>
              <rdf:Seq>${[
                fxProperty('DocumentFileName', 'The name of the embedded XML document'),
                fxProperty('DocumentType', 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER'),
                fxProperty('Version', 'The actual version of the standard applying to the embedded XML document'),
                fxProperty('ConformanceLevel', 'The conformance level of the embedded XML document'),
              ].join('')}
              </rdf:Seq>
            </pdfaSchema:property>
          </rdf:li>
        </rdf:Bag>
      </pdfaExtension:schemas>
    </rdf:Description>
  </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

function outputIntent(pdf: PdfFile): PdfDict {
  // Stored deflated (assets/README.md), embedded as it is.
  const profile = pdf.add(new PdfStream({ N: 3, Filter: name('FlateDecode') }, pdfAsset('srgbProfile')));
  return {
    Type: name('OutputIntent'),
    S: name('GTS_PDFA1'),
    OutputConditionIdentifier: new PdfString('sRGB IEC61966-2.1'),
    Info: new PdfString('sRGB IEC61966-2.1'),
    DestOutputProfile: profile,
  };
}

/** The information dictionary, equal to the XMP (PDF/A). */
function info(pdf: PdfFile, described: Described) {
  return pdf.add({
    Title: textString(described.title),
    Author: textString(described.author),
    Subject: textString(described.subject),
    Creator: textString(CREATOR_TOOL),
    Producer: textString(PRODUCER),
    CreationDate: pdfDate(described.date),
    ModDate: pdfDate(described.date),
  });
}

export interface FacturX {
  /** The entries the catalog adds to /Type and /Pages. */
  catalog: PdfDict;
  trailer: Omit<Trailer, 'Root'>;
}

/** Attaches the XML and writes what makes the document PDF/A-3B: the catalog's entries and the trailer's. */
export function facturX(pdf: PdfFile, doc: InvoiceDocument, xml: string): FacturX {
  const described = describe(doc);
  const attachment = embedFile(pdf, new TextEncoder().encode(xml), {
    filename: FACTUR_X_FILENAME,
    mimeType: 'text/xml',
    description: 'Factur-X (EN 16931)',
    date: described.date,
    relationship: 'Alternative',
  });
  // XMP stays unfiltered, readable by tools that do not inflate streams.
  const metadata = pdf.add(
    new PdfStream({ Type: name('Metadata'), Subtype: name('XML') }, new TextEncoder().encode(xmp(described))),
  );
  const id = new PdfHexString(createHash('md5').update(xml).digest());
  return {
    catalog: {
      OutputIntents: [outputIntent(pdf)],
      Lang: textString('fr-FR'),
      Metadata: metadata,
      Names: { EmbeddedFiles: { Names: [textString(FACTUR_X_FILENAME), attachment] } },
      AF: [attachment],
    },
    trailer: { Info: info(pdf, described), ID: [id, id] },
  };
}
