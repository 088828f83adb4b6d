import type { Category, ClientDiscount } from '@app/shared/catalog/schemas';

/** A catalogue as GET /api/categories answers it, for web tests. */
export const catalogue: Category[] = [
  {
    id: 'c1',
    name: 'Stage 1',
    services: [
      { id: 's1', name: 'Reprogrammation Stage 1', price: '200€' },
      { id: 's2', name: 'Pops & Bangs', price: '49,90 €' },
    ],
  },
  { id: 'c2', name: 'Dépollution', services: [{ id: 's3', name: 'EGR off', price: '50€' }] },
  { id: 'c3', name: 'Boîte', services: [{ id: 's4', name: 'DSG', price: '30€' }] },
];

/** The client's discounts on it (GET /api/client/discounts): 10 % off 'Stage 1', 40 € off 'Boîte'. */
export const clientDiscounts: ClientDiscount[] = [
  { category_id: 'c1', category_name: 'Stage 1', discount_type: 'percentage', discount_value: 10 },
  { category_id: 'c3', category_name: 'Boîte', discount_type: 'fixed', discount_value: 40 },
];
