import { describe, expect, it } from 'vitest';
import { orderStatuses } from '@app/shared/orders/statuses';
import { invoiceRefusalOf, ORDER_NOT_FINISHED, ORDER_WITHOUT_PRICE } from './issue';

describe('the invoicing rule of an order (issue 36)', () => {
  it('invoices only a finished order (termine) with a price above 0', () => {
    expect(invoiceRefusalOf({ status: 'termine', total_price: 150 })).toBeUndefined();
    expect(invoiceRefusalOf({ status: 'termine', total_price: 0.01 })).toBeUndefined();
    for (const status of orderStatuses.filter((s) => s !== 'termine')) {
      expect(invoiceRefusalOf({ status, total_price: 150 }), status).toBe(ORDER_NOT_FINISHED);
    }
    for (const price of [0, -10, Number.NaN]) expect(invoiceRefusalOf({ status: 'termine', total_price: price }), String(price)).toBe(ORDER_WITHOUT_PRICE);
  });

  it('says why in French, with a narrow no-break space before the colon', () => {
    expect(ORDER_NOT_FINISHED).toBe("Impossible d'émettre la facture\u202f: la commande n'est pas terminée.");
    expect(ORDER_WITHOUT_PRICE).toBe("Impossible d'émettre la facture\u202f: la commande n'a pas de prix.");
  });
});
