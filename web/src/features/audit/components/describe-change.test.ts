import { describe, expect, it } from 'vitest';
import { describeChange } from './describe-change';

describe('describeChange: the new kinds of entries in French', () => {
  it("writes an invoice's total in euros and what it credits", () => {
    const lines = describeChange({
      action: 'invoice.credit',
      before: {},
      after: { number: 'AV-2026-000001', credits: 'FA-2026-000004', total_ttc: 120 },
    });
    expect(lines).toEqual(['Numéro\u202f: AV-2026-000001', 'Facture annulée\u202f: FA-2026-000004', 'Total TTC\u202f: 120,00\u00a0€']);
  });

  it("names the seller's fields by the invoicing settings' words, and a yes/no in French", () => {
    expect(
      describeChange({
        action: 'settings.invoicing',
        before: { name: '', vat_on_debits: false },
        after: { name: 'Reprog Atelier', vat_on_debits: true },
      }),
    ).toEqual(['Raison sociale\u202f: — → Reprog Atelier', 'TVA sur les débits\u202f: non → oui']);
    expect(
      describeChange({ action: 'catalog.service.edit', before: { name: 'Stage 1' }, after: { name: 'Stage 2' } }),
    ).toEqual(['Nom\u202f: Stage 1 → Stage 2']);
  });
});
