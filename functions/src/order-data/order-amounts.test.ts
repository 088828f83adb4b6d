import { describe, expect, it } from 'vitest';
import { orderRecordSchema, toOrder, type OrderRecord } from './order-record';

const record = (over: Record<string, unknown> = {}): OrderRecord =>
  orderRecordSchema.parse({
    id: 'o1', client_id: 'c1', vehicle_brand: 'Peugeot', vehicle_model: '308', vehicle_year: '2019', registration: 'AB-123-CD',
    engine: '1.6 HDi', kilometers: '1', original_filename: 'f.bin', status: 'termine', payment_status: 'du',
    created_at: '2026-11-01T00:00:00Z', updated_at: '2026-11-01T00:00:00Z', total_price: 270.5, ...over,
  });

const figures = (o: OrderRecord) => {
  const { vat_rate, total_ht, total_vat, total_ttc, amount_due, payment_status } = toOrder(o);
  return { vat_rate, total_ht, total_vat, total_ttc, amount_due, payment_status };
};

describe("an order's amounts (decision 034)", () => {
  it('are its price HT taxed at its rate until invoiced, owed TTC once finished', () => {
    expect(figures(record({ vat_rate: 20 }))).toEqual({ vat_rate: 20, total_ht: 270.5, total_vat: 54.1, total_ttc: 324.6, amount_due: 324.6, payment_status: 'du' });
    expect(figures(record({ vat_rate: 10, status: 'en_cours', payment_status: 'non_du' }))).toMatchObject({ total_ttc: 297.55, amount_due: 0 });
  });

  it('take the default rate on an order priced before orders kept theirs', () => {
    expect(figures(record())).toMatchObject({ vat_rate: 20, total_ttc: 324.6 });
  });

  it("are its invoice's once invoiced, whatever its price became", () => {
    const invoiced = record({
      vat_rate: 20, total_price: 999, invoice_id: 'FA-2026-000001', invoice_number: 'FA-2026-000001',
      invoice_amounts: { vat_rate: 20, ht_cents: 27050, vat_cents: 5410, ttc_cents: 32460 },
    });
    expect(figures(invoiced)).toMatchObject({ total_ht: 270.5, total_vat: 54.1, total_ttc: 324.6, amount_due: 324.6 });
    expect(figures({ ...invoiced, payment_status: 'paye', payment_updated_at: '2026-11-02T00:00:00Z' })).toMatchObject({ total_ttc: 324.6, amount_due: 0 });
    expect(figures({ ...invoiced, payment_status: 'partiel', payment_updated_at: '2026-11-02T00:00:00Z' })).toMatchObject({ amount_due: 324.6 });
  });

  it('owe nothing once a credit note cancelled the invoice', () => {
    const credited = record({ vat_rate: 20, payment_status: 'non_du', payment_updated_at: '2026-11-02T00:00:00Z', credited_invoice_number: 'FA-2026-000001', credit_note_number: 'AV-2026-000001' });
    expect(figures(credited)).toEqual({ vat_rate: 20, total_ht: 270.5, total_vat: 54.1, total_ttc: 324.6, amount_due: 0, payment_status: 'non_du' });
    expect(toOrder(credited)).toMatchObject({ credit_note_number: 'AV-2026-000001', credited_invoice_number: 'FA-2026-000001' });
    expect(toOrder(credited)).not.toHaveProperty('invoice_amounts');
  });
});
