import type { InvoiceDocument } from '@app/shared/invoices/document';

/**
 * A realistic invoice and its credit note (valid SIREN/SIRET Luhn keys, VAT keys and IBAN), for
 * the renderer's tests and for anyone who needs a document to render.
 */
export function sampleInvoice(): InvoiceDocument {
  return {
    kind: 'invoice',
    number: 'FA-2026-000123',
    issue_date: '2026-11-25',
    delivery_date: '2026-11-24',
    due_date: '2026-12-25',
    currency: 'EUR',
    order_reference: 'CMD-2026-0457',
    subject: 'Peugeot 308 1.6 HDi 112 ch (2012) — Stage 1, fichier EDC17C10',
    seller: {
      name: 'Atelier Reprog Performance',
      legal_form: 'SAS',
      share_capital: '10 000\u00a0€',
      siren: '812345676',
      siret: '81234567600017',
      registration: 'RCS Lyon 812 345 676',
      vat_number: 'FR19812345676',
      address: {
        line1: '12 rue des Artisans',
        line2: 'ZI du Moulin',
        postcode: '69007',
        city: 'Lyon',
        country_code: 'FR',
      },
      iban: 'FR7630006000011234567890189',
      bic: 'AGRIFRPP',
      email: 'factures@reprog-performance.fr',
      phone: '04 78 00 00 00',
    },
    buyer: {
      name: 'Garage Dupont & Fils',
      siren: '901234567',
      vat_number: 'FR15901234567',
      address: { line1: '3 avenue de la Gare', postcode: '38000', city: 'Grenoble', country_code: 'FR' },
      email: 'compta@garage-dupont.fr',
    },
    lines: [
      {
        id: '1',
        name: 'Reprogrammation Stage 1 (moteur)',
        quantity: 1,
        unit_price_ht_cents: 24900,
        vat_rate: 20,
        line_total_ht_cents: 24900,
      },
      {
        id: '2',
        name: 'Désactivation FAP (fichier)',
        quantity: 1,
        unit_price_ht_cents: 8000,
        vat_rate: 20,
        line_total_ht_cents: 8000,
      },
      {
        id: '3',
        name: "Contrôle du fichier d'origine",
        quantity: 2,
        unit_price_ht_cents: 1250,
        vat_rate: 20,
        line_total_ht_cents: 2500,
      },
    ],
    vat_breakdown: [{ vat_rate: 20, base_ht_cents: 35400, vat_cents: 7080 }],
    total_ht_cents: 35400,
    total_vat_cents: 7080,
    total_ttc_cents: 42480,
    amount_due_cents: 42480,
    payment_terms: 'Paiement à 30 jours par virement, à réception de facture.',
    late_penalty: "Pénalités de retard\u202f: 3 fois le taux d'intérêt légal, exigibles dès le lendemain de l'échéance.",
    recovery_fee: 'Indemnité forfaitaire pour frais de recouvrement de 40\u00a0€ (art. L441-10 du Code de commerce).',
    vat_on_debits: true,
    footer: 'Merci de votre confiance.',
  };
}

/** The credit note that cancels `sampleInvoice()` in full. */
export function sampleCreditNote(): InvoiceDocument {
  const invoice = sampleInvoice();
  return {
    ...invoice,
    kind: 'credit_note',
    number: 'AV-2026-000004',
    issue_date: '2026-11-28',
    due_date: '2026-11-28',
    preceding_invoice: { number: invoice.number, issue_date: invoice.issue_date },
    // Nothing is due on a credit note (invoice-data/build-document.ts); it keeps the invoice's
    // stored payment terms and penalties, which its PDF and CII leave out (issue 36).
    amount_due_cents: 0,
    note: 'Commande annulée à la demande du client.',
  };
}

/** Two rates on one invoice (20 % and 5.5 %), 200 € of it already paid. */
export function sampleTwoRateInvoice(): InvoiceDocument {
  const doc = sampleInvoice();
  return {
    ...doc,
    lines: [
      {
        id: '1',
        name: 'Reprogrammation Stage 1',
        quantity: 1,
        unit_price_ht_cents: 24900,
        vat_rate: 20,
        line_total_ht_cents: 24900,
      },
      {
        id: '2',
        name: 'Option au taux réduit',
        quantity: 3,
        unit_price_ht_cents: 333,
        vat_rate: 5.5,
        line_total_ht_cents: 999,
      },
    ],
    vat_breakdown: [
      { vat_rate: 20, base_ht_cents: 24900, vat_cents: 4980 },
      { vat_rate: 5.5, base_ht_cents: 999, vat_cents: 55 },
    ],
    total_ht_cents: 25899,
    total_vat_cents: 5035,
    total_ttc_cents: 30934,
    amount_due_cents: 10934,
  };
}

/** The invoice at 0 % (VAT exempt, the default reason), without the VAT-on-debits option. */
export function sampleExemptInvoice(): InvoiceDocument {
  const doc = sampleInvoice();
  return {
    ...doc,
    lines: doc.lines.map((line) => ({ ...line, vat_rate: 0 })),
    vat_breakdown: [{ vat_rate: 0, base_ht_cents: 35400, vat_cents: 0 }],
    total_vat_cents: 0,
    total_ttc_cents: 35400,
    amount_due_cents: 35400,
    vat_on_debits: false,
  };
}
