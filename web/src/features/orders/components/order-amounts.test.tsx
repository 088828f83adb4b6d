import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anOrder } from '@/test/order-fixture';
import { OrderAmounts, orderTotalTtc } from './order-amounts';
import { OrderPaymentBadge } from './order-badges';

/** Testing Library reads the no-break spaces of French amounts as plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

describe("an order's amounts (issue 37)", () => {
  const order = anOrder({ total_price: 270.5, vat_rate: 5.5, total_ht: 270.5, total_vat: 14.88, total_ttc: 285.38, amount_due: 285.38 });

  it('say HT, the VAT at its rate and TTC, as the server computed them', () => {
    const { container } = render(<OrderAmounts order={order} />);
    expect(plain(container.textContent)).toBe('Total HT270,50 €TVA 5,5 %14,88 €Total TTC285,38 €');
    expect(plain(orderTotalTtc(order))).toBe('285,38 € TTC');
  });

  it("name the credit note that cancelled the order's invoice instead of « Non dû », until a new invoice", () => {
    const credited = anOrder({ payment_status: 'non_du', credit_note_number: 'AV-2026-000004', credited_invoice_number: 'FA-2026-000010' });
    const { rerender } = render(<OrderPaymentBadge order={credited} />);
    expect(screen.getByText('Annulée (avoir AV-2026-000004)')).toBeInTheDocument();
    rerender(<OrderPaymentBadge order={{ ...credited, payment_status: 'du', invoice_id: 'FA-2026-000011' }} />);
    expect(screen.getByText('Dû')).toBeInTheDocument();
    rerender(<OrderPaymentBadge order={anOrder({ payment_status: 'non_du' })} />);
    expect(screen.getByText('Non dû')).toBeInTheDocument();
  });
});
