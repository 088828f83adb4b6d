import { describe, expect, it } from 'vitest';
import { ciiXml } from './cii-xml';
import { brokenRules, xsdErrors } from './en16931-check';
import { sampleCreditNote, sampleExemptInvoice, sampleInvoice, sampleTwoRateInvoice } from './sample-documents';

describe('the CII XML of the EN 16931 profile', () => {
  const documents = {
    invoice: sampleInvoice(),
    creditNote: sampleCreditNote(),
    twoRates: sampleTwoRateInvoice(),
    exempt: sampleExemptInvoice(),
  };

  it('an invoice, a credit note, two rates part paid and a 0 % invoice are valid against the Factur-X 1.07.3 EN 16931 XSD and meet the calculation rules', async () => {
    const xmls = Object.fromEntries(Object.entries(documents).map(([name, doc]) => [name, ciiXml(doc)]));
    const misplaced = xmls.invoice!.replace(
      /(<ram:TypeCode>380<\/ram:TypeCode>)\s*(<ram:IssueDateTime>[\s\S]*?<\/ram:IssueDateTime>)/,
      '$2$1',
    );
    expect(misplaced).not.toBe(xmls.invoice);
    const errors = await xsdErrors({ ...xmls, misplaced });
    expect(errors).toEqual({
      invoice: [],
      creditNote: [],
      twoRates: [],
      exempt: [],
      misplaced: [expect.stringMatching(/TypeCode|IssueDateTime/)],
    });
    for (const xml of Object.values(xmls)) expect(brokenRules(xml)).toEqual([]);
  });

  it('the rules check finds a wrong total', () => {
    const wrongTotal = ciiXml(sampleInvoice()).replace(
      '<ram:GrandTotalAmount>424.80<',
      '<ram:GrandTotalAmount>424.81<',
    );
    expect(brokenRules(wrongTotal)).toEqual(['BR-CO-15', 'BR-CO-16']);
    const wrongLines = ciiXml({ ...sampleTwoRateInvoice(), total_ht_cents: 25900 });
    expect(brokenRules(wrongLines)).toEqual(expect.arrayContaining(['BR-CO-10', 'BR-CO-15']));
    const wrongRate = ciiXml({
      ...sampleTwoRateInvoice(),
      vat_breakdown: [
        { vat_rate: 20, base_ht_cents: 24900, vat_cents: 4980 },
        { vat_rate: 5.5, base_ht_cents: 999, vat_cents: 56 },
      ],
    });
    expect(brokenRules(wrongRate)).toEqual(expect.arrayContaining(['BR-S-09 (5.5 %)', 'BR-CO-14']));
  });

  it('names the document, its parties and its references by the EN 16931 business terms', () => {
    const xml = ciiXml(sampleInvoice());
    for (const fragment of [
      '<ram:ID>urn:cen.eu:en16931:2017</ram:ID>',
      '<ram:ID>FA-2026-000123</ram:ID>',
      '<ram:TypeCode>380</ram:TypeCode>',
      '<udt:DateTimeString format="102">20261125</udt:DateTimeString>',
      '<ram:GlobalID schemeID="0009">81234567600017</ram:GlobalID>',
      '<ram:ID schemeID="0002">812345676</ram:ID>',
      '<ram:ID schemeID="0002">901234567</ram:ID>',
      '<ram:ID schemeID="VA">FR19812345676</ram:ID>',
      '<ram:ID schemeID="VA">FR15901234567</ram:ID>',
      '<ram:Name>Garage Dupont &amp; Fils</ram:Name>',
    ]) {
      expect(xml).toContain(fragment);
    }
    expect(xml).toMatch(/<ram:BuyerOrderReferencedDocument>\s*<ram:IssuerAssignedID>CMD-2026-0457</);
    expect(xml).toMatch(
      /<ram:TypeCode>58<\/ram:TypeCode>\s*<ram:PayeePartyCreditorFinancialAccount>\s*<ram:IBANID>FR7630006000011234567890189</,
    );
    expect(xml).toContain('<ram:BICID>AGRIFRPP</ram:BICID>');
    expect(xml).toMatch(/<ram:DueDateDateTime>\s*<udt:DateTimeString format="102">20261225</);
    expect(xml).toMatch(/<ram:ActualDeliverySupplyChainEvent>[\s\S]*20261124/);
    expect(xml).toMatch(
      /<ram:CategoryCode>S<\/ram:CategoryCode>\s*<ram:DueDateTypeCode>5<\/ram:DueDateTypeCode>\s*<ram:RateApplicablePercent>20</,
    );
    expect(xml).toContain(
      '<ram:Content>Indemnité forfaitaire pour frais de recouvrement de 40\u00a0€ (art. L441-10 du Code de commerce).</ram:Content>',
    );
    expect(xml).not.toContain('InvoiceReferencedDocument');
  });

  it('a credit note is type 381, refers to its invoice (BT-25, BT-26) and carries no payment means', () => {
    const xml = ciiXml(sampleCreditNote());
    expect(xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(xml).toMatch(
      /<ram:InvoiceReferencedDocument>\s*<ram:IssuerAssignedID>FA-2026-000123<\/ram:IssuerAssignedID>\s*<ram:FormattedIssueDateTime>\s*<qdt:DateTimeString format="102">20261125</,
    );
    expect(xml).not.toContain('SpecifiedTradeSettlementPaymentMeans');
    expect(xml).toContain('<ram:Content>Commande annulée à la demande du client.</ram:Content>');
  });

  it('a credit note has no payment terms nor due date (BT-20, BT-9) and no penalty or discount notes; nothing is due (issue 36)', () => {
    const xml = ciiXml(sampleCreditNote());
    expect(xml).not.toContain('SpecifiedTradePaymentTerms');
    expect(xml).not.toContain('DueDateDateTime');
    for (const code of ['PMD', 'PMT', 'AAB']) expect(xml).not.toContain(`<ram:SubjectCode>${code}</ram:SubjectCode>`);
    expect(xml).toContain('<ram:DuePayableAmount>0.00</ram:DuePayableAmount>');
    // The invoice keeps them.
    const invoice = ciiXml(sampleInvoice());
    expect(invoice).toContain('<ram:SpecifiedTradePaymentTerms>');
    for (const code of ['PMD', 'PMT', 'AAB']) expect(invoice).toContain(`<ram:SubjectCode>${code}</ram:SubjectCode>`);
  });

  it('a 0 % rate is exempt (E) with its reason, the default one unless the document names another', () => {
    expect(ciiXml(sampleExemptInvoice())).toMatch(
      /<ram:ExemptionReason>TVA non applicable, art\. 293 B du CGI<\/ram:ExemptionReason>[\s\S]*<ram:CategoryCode>E</,
    );
    const named = ciiXml({ ...sampleExemptInvoice(), vat_exemption_reason: 'Exonération, art. 262 ter I du CGI' });
    expect(named).toContain('<ram:ExemptionReason>Exonération, art. 262 ter I du CGI</ram:ExemptionReason>');
  });

  it('VAT is due when paid (72) unless the seller opted for debits (5); part paid shows the prepaid amount', () => {
    const xml = ciiXml({ ...sampleTwoRateInvoice(), vat_on_debits: false });
    expect(xml).toContain('<ram:DueDateTypeCode>72</ram:DueDateTypeCode>');
    expect(xml).not.toContain('<ram:DueDateTypeCode>5</ram:DueDateTypeCode>');
    expect(xml).toContain('<ram:TotalPrepaidAmount>200.00</ram:TotalPrepaidAmount>');
    expect(xml).toContain('<ram:DuePayableAmount>109.34</ram:DuePayableAmount>');
  });
});
