import * as z from 'zod/mini';
import { discountTypes, type Discount } from '@app/shared/pricing/pricing';
import { defineEntity } from '../lib/db/entity';
import { keys } from '../lib/db/keys';

/**
 * A client's discounts sit in the client's partition: pk USER#{clientId}, sk DISCOUNT#{categoryId}.
 * One item per client and category; a client's list is one Query.
 */
export const discountEntity = defineEntity({
  type: 'discount',
  schema: z.object({
    client_id: z.string(),
    category_id: z.string(),
    discount_type: z.enum(discountTypes),
    discount_value: z.coerce.number(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
  key: (clientId: string, categoryId: string) => keys.discount(clientId, categoryId),
  keyOf: (discount) => keys.discount(discount.client_id, discount.category_id),
});
export type DiscountRecord = z.infer<typeof discountEntity.schema>;

export const toDiscount = (record: DiscountRecord): Discount => ({
  category_id: record.category_id,
  discount_type: record.discount_type,
  discount_value: record.discount_value,
});
