import * as z from 'zod/mini';
import { defineEntity } from '../lib/db/entity';
import { keys } from '../lib/db/keys';

/**
 * The catalogue lives in the single partition pk 'CATALOG' (docs/data-model.md):
 * - category: sk CATEGORY#{id};
 * - service:  sk CATEGORY#{categoryId}#SERVICE#{id}.
 * A service's sort key starts with its category's, so one Query reads the whole catalogue and
 * a begins_with Query reads one category with its services. No Scan.
 */
export const categoryEntity = defineEntity({
  type: 'category',
  schema: z.object({ id: z.string(), name: z.string(), created_at: z.string(), updated_at: z.optional(z.string()) }),
  key: (id: string) => keys.category(id),
  keyOf: (category) => keys.category(category.id),
});
export type CategoryRecord = z.infer<typeof categoryEntity.schema>;

export const serviceEntity = defineEntity({
  type: 'service',
  schema: z.object({
    id: z.string(),
    category_id: z.string(),
    name: z.string(),
    price: z.string(),
    /** Instant delivery (decision 042): off by default; services written before read as none. */
    auto_delivery: z._default(z.boolean(), false),
    human_review_required: z._default(z.boolean(), false),
    emission_related: z._default(z.boolean(), false),
    created_at: z.string(),
    updated_at: z.string(),
  }),
  key: (categoryId: string, id: string) => keys.service(categoryId, id),
  keyOf: (service) => keys.service(service.category_id, service.id),
});
export type ServiceRecord = z.infer<typeof serviceEntity.schema>;
