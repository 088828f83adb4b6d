import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderPaymentBadge } from './order-badges';

const order = { payment_status: 'paye' as const, invoice_id: undefined, credit_note_number: undefined };

describe('the payment badge (issue 40)', () => {
  it('says « Payé (crédits) » for an order its prepaid credits paid', () => {
    render(<OrderPaymentBadge order={{ ...order, paid_in_credits: 12.5, credits_refunded: false }} />);
    expect(screen.getByText('Payé (crédits)')).toBeInTheDocument();
  });

  it('says « Payé » for an order paid otherwise, and « Non dû » once its credits were refunded', () => {
    const { rerender } = render(<OrderPaymentBadge order={order} />);
    expect(screen.getByText('Payé')).toBeInTheDocument();
    rerender(<OrderPaymentBadge order={{ ...order, payment_status: 'non_du', paid_in_credits: 12.5, credits_refunded: true }} />);
    expect(screen.getByText('Non dû')).toBeInTheDocument();
  });
});
