import { describe, expect, it } from 'vitest';
import {
  balanceDue,
  effectivePaymentStatus,
  paymentOnStatusChange,
  isUnpaid,
  orderStatusColors,
  orderStatusLabels,
  orderStatusOf,
  orderStatuses,
  paymentStatusLabels,
  paymentStatusOf,
} from './statuses';

describe('order statuses', () => {
  it('has the five statuses with their French labels and colours', () => {
    expect(orderStatuses).toEqual(['en_attente', 'en_cours', 'termine', 'sav', 'annule']);
    expect(orderStatusLabels).toEqual({
      en_attente: 'En attente',
      en_cours: 'En cours',
      termine: 'Terminé',
      sav: 'SAV',
      annule: 'Annulé',
    });
    expect(orderStatusColors).toEqual({
      en_attente: 'yellow',
      en_cours: 'blue',
      termine: 'green',
      sav: 'purple',
      annule: 'red',
    });
  });

  it('shows an unknown status as en_attente', () => {
    expect(orderStatusOf('termine')).toBe('termine');
    expect(orderStatusOf('livre')).toBe('en_attente');
    expect(orderStatusOf(undefined)).toBe('en_attente');
    expect(orderStatusOf(null)).toBe('en_attente');
    expect(orderStatusOf('TERMINE')).toBe('en_attente');
  });
});

describe('payment statuses', () => {
  it('has the six statuses with their French labels', () => {
    expect(paymentStatusLabels).toEqual({
      non_du: 'Non dû',
      du: 'Dû',
      paye: 'Payé',
      partiel: 'Partiel',
      litige: 'Litige',
      non_paye: 'Non payé',
    });
  });

  it('shows an unknown payment status as non_du', () => {
    expect(paymentStatusOf('paye')).toBe('paye');
    expect(paymentStatusOf('rembourse')).toBe('non_du');
    expect(paymentStatusOf(undefined)).toBe('non_du');
  });
});

describe('unpaid orders and balance due', () => {
  it('counts an order as unpaid exactly when its payment badge says money is owed', () => {
    expect(isUnpaid({ status: 'termine', payment_status: 'du' })).toBe(true);
    expect(isUnpaid({ status: 'termine', payment_status: 'partiel' })).toBe(true);
    expect(isUnpaid({ status: 'termine', payment_status: 'litige' })).toBe(true);
    expect(isUnpaid({ status: 'termine', payment_status: 'non_du' })).toBe(false);
    expect(isUnpaid({ status: 'termine', payment_status: undefined })).toBe(false);
    expect(isUnpaid({ status: 'termine', payment_status: 'paye' })).toBe(false);
    expect(isUnpaid({ status: 'sav', payment_status: 'du' })).toBe(true);
    expect(isUnpaid({ status: 'en_cours', payment_status: 'non_paye' })).toBe(true);
    expect(isUnpaid({ status: 'en_attente', payment_status: 'non_du' })).toBe(false);
    expect(isUnpaid({ status: 'sav', payment_status: 'paye' })).toBe(false);
  });

  it('sums total_price of unpaid orders with 2 decimals', () => {
    expect(
      balanceDue([
        { status: 'termine', payment_status: 'non_du', total_price: 5000 },
        { status: 'termine', payment_status: 'du', total_price: 0.3 },
        { status: 'termine', payment_status: 'paye', total_price: 1000 },
        { status: 'en_attente', payment_status: 'non_du', total_price: 50 },
        { status: 'sav', payment_status: 'du', total_price: 10 },
        { status: 'termine', payment_status: 'litige', total_price: 120.456 },
      ]),
    ).toBe(130.76);
    expect(balanceDue([])).toBe(0);
    expect(balanceDue([{ status: 'termine', payment_status: 'du', total_price: null }])).toBe(0);
  });
});

describe('the payment rule', () => {
  it('makes an order that becomes termine while non_du owed (du), and nothing else', () => {
    expect(paymentOnStatusChange('termine', 'non_du')).toBe('du');
    expect(paymentOnStatusChange('termine', 'paye')).toBe('paye');
    expect(paymentOnStatusChange('termine', 'litige')).toBe('litige');
    expect(paymentOnStatusChange('en_cours', 'non_du')).toBe('non_du');
    expect(paymentOnStatusChange('sav', 'non_du')).toBe('non_du');
  });

  it('shows an old termine + non_du record as du unless an administrator set non_du', () => {
    expect(effectivePaymentStatus('termine', 'non_du', false)).toBe('du');
    expect(effectivePaymentStatus('termine', 'non_du', true)).toBe('non_du');
    expect(effectivePaymentStatus('en_attente', 'non_du', false)).toBe('non_du');
    expect(effectivePaymentStatus('termine', 'paye', false)).toBe('paye');
  });
});
