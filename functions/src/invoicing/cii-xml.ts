import type { InvoiceDocument, InvoiceLine, PostalAddress, VatBreakdown } from '@app/shared/invoices/document';
import {
  paymentMentions,
  exemptionReason,
  paidCents,
  vatCategory,
  xmlAmount,
  xmlDate,
  xmlPercent,
} from './cii-amounts';
import { capitalMention } from './french-format';
import { el, withAttributes, xmlDocument, type XmlElement } from './xml-element';

/**
 * The Cross Industry Invoice (UN/CEFACT D16B) of the Factur-X EN 16931 profile: every business
 * term the document carries, in the order the Factur-X 1.07 XSD requires. Amounts are written from
 * the stored cents, never recomputed: the issuing code is the authority on figures.
 */

const NAMESPACES = {
  'xmlns:rsm': 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  'xmlns:qdt': 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
  'xmlns:ram': 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  'xmlns:udt': 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
};
export const EN16931_GUIDELINE = 'urn:cen.eu:en16931:2017';
/** UNTDID 1001: commercial invoice, credit note. */
export const DOCUMENT_TYPE_CODES = { invoice: '380', credit_note: '381' } as const;
/** UNTDID 4461 58: SEPA credit transfer. */
const SEPA_CREDIT_TRANSFER = '58';
/** UNTDID 2475 (BT-8): VAT due on the invoice date (débits) or when paid (encaissements, services' default). */
const VAT_DUE_ON_INVOICE = '5';
const VAT_DUE_WHEN_PAID = '72';

const dateTime = (name: string, isoDate: string, type: 'udt' | 'qdt' = 'udt') =>
  el(name, withAttributes(el(`${type}:DateTimeString`, xmlDate(isoDate)), { format: '102' }));
const amount = (name: string, cents: number) => el(name, xmlAmount(cents));
const schemeId = (name: string, id: string, scheme: string) => withAttributes(el(name, id), { schemeID: scheme });

function note(content: string, subjectCode: string): XmlElement {
  return el('ram:IncludedNote', el('ram:Content', content), el('ram:SubjectCode', subjectCode));
}

/** BT-22 notes, with the codes the French Factur-X guide gives the legal mentions. */
function notes(doc: InvoiceDocument): XmlElement[] {
  const seller = doc.seller;
  const payment = paymentMentions(doc);
  return [
    doc.note ? note(doc.note, 'AAI') : undefined,
    note(`${seller.name}, ${capitalMention(seller.legal_form, seller.share_capital)}, ${seller.registration}`, 'REG'),
    payment ? note(payment.latePenalty, 'PMD') : undefined,
    payment ? note(payment.recoveryFee, 'PMT') : undefined,
    payment ? note(payment.discount ?? payment.terms, 'AAB') : undefined,
    doc.vat_on_debits ? note("Option pour le paiement de la taxe d'après les débits", 'TXD') : undefined,
  ].filter((element): element is XmlElement => element !== undefined);
}

function address(postal: PostalAddress): XmlElement {
  return el(
    'ram:PostalTradeAddress',
    el('ram:PostcodeCode', postal.postcode),
    el('ram:LineOne', postal.line1),
    postal.line2 ? el('ram:LineTwo', postal.line2) : undefined,
    el('ram:CityName', postal.city),
    el('ram:CountryID', postal.country_code),
  );
}

const email = (address?: string) =>
  address ? el('ram:URIUniversalCommunication', schemeId('ram:URIID', address, 'EM')) : undefined;
const vatRegistration = (vatNumber?: string) =>
  vatNumber ? el('ram:SpecifiedTaxRegistration', schemeId('ram:ID', vatNumber, 'VA')) : undefined;

function seller(doc: InvoiceDocument): XmlElement {
  const { seller } = doc;
  return el(
    'ram:SellerTradeParty',
    // BT-29 SIRET (ISO 6523 0009), BT-30 SIREN (0002), BT-33 legal form and capital.
    schemeId('ram:GlobalID', seller.siret, '0009'),
    el('ram:Name', seller.name),
    el('ram:Description', `${capitalMention(seller.legal_form, seller.share_capital)} – ${seller.registration}`),
    el('ram:SpecifiedLegalOrganization', schemeId('ram:ID', seller.siren, '0002')),
    address(seller.address),
    email(seller.email),
    vatRegistration(seller.vat_number),
  );
}

function buyer(doc: InvoiceDocument): XmlElement {
  const { buyer } = doc;
  return el(
    'ram:BuyerTradeParty',
    el('ram:Name', buyer.name),
    buyer.siren ? el('ram:SpecifiedLegalOrganization', schemeId('ram:ID', buyer.siren, '0002')) : undefined,
    address(buyer.address),
    email(buyer.email),
    vatRegistration(buyer.vat_number),
  );
}

function lineTax(rate: number): XmlElement {
  return el(
    'ram:ApplicableTradeTax',
    el('ram:TypeCode', 'VAT'),
    el('ram:CategoryCode', vatCategory(rate)),
    el('ram:RateApplicablePercent', xmlPercent(rate)),
  );
}

function line(item: InvoiceLine): XmlElement {
  return el(
    'ram:IncludedSupplyChainTradeLineItem',
    el('ram:AssociatedDocumentLineDocument', el('ram:LineID', item.id)),
    el('ram:SpecifiedTradeProduct', el('ram:Name', item.name)),
    el(
      'ram:SpecifiedLineTradeAgreement',
      el('ram:NetPriceProductTradePrice', amount('ram:ChargeAmount', item.unit_price_ht_cents)),
    ),
    // C62: "one", the unit of a service.
    el(
      'ram:SpecifiedLineTradeDelivery',
      withAttributes(el('ram:BilledQuantity', String(item.quantity)), { unitCode: 'C62' }),
    ),
    el(
      'ram:SpecifiedLineTradeSettlement',
      lineTax(item.vat_rate),
      el('ram:SpecifiedTradeSettlementLineMonetarySummation', amount('ram:LineTotalAmount', item.line_total_ht_cents)),
    ),
  );
}

function vatBreakdown(doc: InvoiceDocument, rate: VatBreakdown): XmlElement {
  const category = vatCategory(rate.vat_rate);
  return el(
    'ram:ApplicableTradeTax',
    amount('ram:CalculatedAmount', rate.vat_cents),
    el('ram:TypeCode', 'VAT'),
    category === 'E' ? el('ram:ExemptionReason', exemptionReason(doc)) : undefined,
    amount('ram:BasisAmount', rate.base_ht_cents),
    el('ram:CategoryCode', category),
    category === 'S'
      ? el('ram:DueDateTypeCode', doc.vat_on_debits ? VAT_DUE_ON_INVOICE : VAT_DUE_WHEN_PAID)
      : undefined,
    el('ram:RateApplicablePercent', xmlPercent(rate.vat_rate)),
  );
}

function paymentMeans(doc: InvoiceDocument): XmlElement | undefined {
  // A credit note is paid back by the seller: the seller's IBAN is no means of paying it.
  if (doc.kind === 'credit_note') return undefined;
  return el(
    'ram:SpecifiedTradeSettlementPaymentMeans',
    el('ram:TypeCode', SEPA_CREDIT_TRANSFER),
    el('ram:PayeePartyCreditorFinancialAccount', el('ram:IBANID', doc.seller.iban)),
    el('ram:PayeeSpecifiedCreditorFinancialInstitution', el('ram:BICID', doc.seller.bic)),
  );
}

function totals(doc: InvoiceDocument): XmlElement {
  const paid = paidCents(doc);
  return el(
    'ram:SpecifiedTradeSettlementHeaderMonetarySummation',
    amount('ram:LineTotalAmount', doc.total_ht_cents),
    amount('ram:TaxBasisTotalAmount', doc.total_ht_cents),
    withAttributes(amount('ram:TaxTotalAmount', doc.total_vat_cents), { currencyID: doc.currency }),
    amount('ram:GrandTotalAmount', doc.total_ttc_cents),
    paid !== 0 ? amount('ram:TotalPrepaidAmount', paid) : undefined,
    amount('ram:DuePayableAmount', doc.amount_due_cents),
  );
}

function settlement(doc: InvoiceDocument): XmlElement {
  return el(
    'ram:ApplicableHeaderTradeSettlement',
    el('ram:PaymentReference', doc.number),
    el('ram:InvoiceCurrencyCode', doc.currency),
    paymentMeans(doc),
    ...doc.vat_breakdown.map((rate) => vatBreakdown(doc, rate)),
    // BT-20 and BT-9: an invoice's; a credit note has nothing due (BR-CO-25 asks for them only when BT-115 > 0).
    paymentMentions(doc)
      ? el('ram:SpecifiedTradePaymentTerms', el('ram:Description', doc.payment_terms), dateTime('ram:DueDateDateTime', doc.due_date))
      : undefined,
    totals(doc),
    doc.preceding_invoice
      ? el(
          'ram:InvoiceReferencedDocument',
          el('ram:IssuerAssignedID', doc.preceding_invoice.number),
          dateTime('ram:FormattedIssueDateTime', doc.preceding_invoice.issue_date, 'qdt'),
        )
      : undefined,
  );
}

export function ciiXml(doc: InvoiceDocument): string {
  const root = el(
    'rsm:CrossIndustryInvoice',
    el(
      'rsm:ExchangedDocumentContext',
      el('ram:GuidelineSpecifiedDocumentContextParameter', el('ram:ID', EN16931_GUIDELINE)),
    ),
    el(
      'rsm:ExchangedDocument',
      el('ram:ID', doc.number),
      el('ram:TypeCode', DOCUMENT_TYPE_CODES[doc.kind]),
      dateTime('ram:IssueDateTime', doc.issue_date),
      ...notes(doc),
    ),
    el(
      'rsm:SupplyChainTradeTransaction',
      ...doc.lines.map(line),
      el(
        'ram:ApplicableHeaderTradeAgreement',
        seller(doc),
        buyer(doc),
        el('ram:BuyerOrderReferencedDocument', el('ram:IssuerAssignedID', doc.order_reference)),
      ),
      el(
        'ram:ApplicableHeaderTradeDelivery',
        el('ram:ActualDeliverySupplyChainEvent', dateTime('ram:OccurrenceDateTime', doc.delivery_date)),
      ),
      settlement(doc),
    ),
  );
  return xmlDocument(withAttributes(root, NAMESPACES));
}
