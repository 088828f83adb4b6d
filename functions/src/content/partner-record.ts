import * as z from 'zod/mini';
import type { Partner } from '@app/shared/partners/schemas';
import { defineEntity } from '../lib/db/entity';
import { keys } from '../lib/db/keys';

/**
 * Partners live in the single partition pk PARTNERS, sk PARTNER#{id}: the list is one Query.
 * The logo is an S3 object (functions/src/logos); the item keeps its key and file name.
 */
export const partnerEntity = defineEntity({
  type: 'partner',
  schema: z.object({
    id: z.string(),
    name: z.string(),
    logo_key: z._default(z.nullable(z.string()), null),
    logo_filename: z._default(z.nullable(z.string()), null),
    created_at: z.string(),
    updated_at: z.string(),
  }),
  key: (id: string) => keys.partner(id),
  keyOf: (partner) => keys.partner(partner.id),
});
export type PartnerRecord = z.infer<typeof partnerEntity.schema>;

export const toPartner = (record: PartnerRecord): Partner => ({
  id: record.id,
  name: record.name,
  logo_filename: record.logo_key ? record.logo_filename : null,
  has_logo: record.logo_key !== null,
  created_at: record.created_at,
});
