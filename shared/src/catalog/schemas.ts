import * as z from 'zod/mini';
import { describedInput, refuse } from '../schema/mini';
import { AMOUNT_MAX, amountInputDescription, amountSchema, readAmount } from '../pricing/amount-schema';
import { discountTypes, parsePrice } from '../pricing/pricing';
import { sentText } from '../schema/sent-text';

/**
 * Catalogue (categories and their services) and per-client discounts (spec §3, §5, §7).
 * Shared by the API and the web forms: no server import here.
 */

export const CATEGORY_NAME_MAX = 100;
export const SERVICE_NAME_MAX = 200;
export const SERVICE_PRICE_MAX = 50;

export const catalogMessages = {
  categoryNameRequired: 'Le nom de la catégorie est requis',
  categoryNameTooLong: `Le nom de la catégorie ne doit pas dépasser ${CATEGORY_NAME_MAX} caractères`,
  serviceNameRequired: 'Le nom du service est requis',
  serviceNameTooLong: `Le nom du service ne doit pas dépasser ${SERVICE_NAME_MAX} caractères`,
  servicePriceRequired: 'Le prix du service est requis',
  servicePriceTooLong: `Le prix du service ne doit pas dépasser ${SERVICE_PRICE_MAX} caractères`,
  servicePriceInvalid: 'Le prix doit contenir un montant valide (ex. 50\u00a0€)',
  servicePriceTooLarge: 'Le prix ne peut pas dépasser 999 999,99\u00a0€',
  servicePriceDecimals: 'Le prix accepte au plus deux décimales',
  fillAllFields: 'Veuillez remplir tous les champs',
  discountTypeInvalid: 'Le type de remise doit être «\u202fpercentage\u202f» (pourcentage) ou «\u202ffixed\u202f» (montant fixe)',
  discountValueInvalid: 'La valeur de la remise doit être un nombre',
  discountValueNegative: 'La valeur de la remise ne peut pas être négative',
  discountPercentageMax: 'Un pourcentage de remise ne peut pas dépasser 100',
  discountFixedMax: 'Une remise fixe ne peut pas dépasser 999 999,99\u00a0€',
  discountValueDecimals: 'La valeur de la remise accepte au plus deux décimales',
} as const;

/**
 * A text field required after trim. A missing field gets the same message as a blank one
 * (rather than the generic "field is required"), as the forms show it.
 */
function requiredText(required: string, max: number, tooLong: string) {
  return z.pipe(
    z.optional(sentText(max, tooLong, required)),
    z.transform((value, ctx) => {
      const text = (value ?? '').trim();
      if (!text) {
        return refuse(ctx, required);
      }
      if (text.length > max) {
        return refuse(ctx, tooLong);
      }
      return text;
    }),
  );
}

// ---------------------------------------------------------------- catalogue

export const serviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The price as typed by the administrator, e.g. '50€' or '50,00 €' (read with parsePrice). */
  price: z.string(),
  /**
   * An order of only such services may be delivered automatically from a known file (decision
   * 042; off by default, and absent reads as off). The server always sends the three flags.
   */
  auto_delivery: z.optional(z.boolean()),
  /** A person must always look at an order with this service: never delivered automatically. */
  human_review_required: z.optional(z.boolean()),
  /** The service touches emission controls: a person always looks (on by default for such a service). */
  emission_related: z.optional(z.boolean()),
});
export type Service = z.infer<typeof serviceSchema>;

export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  services: z.array(serviceSchema),
});
export type Category = z.infer<typeof categorySchema>;

export const categoriesSchema = z.array(categorySchema);

/** POST /api/admin/categories (multipart `name`, JSON accepted). */
export const categoryInputSchema = z.object({
  name: requiredText(catalogMessages.categoryNameRequired, CATEGORY_NAME_MAX, catalogMessages.categoryNameTooLong),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;

/** Why the amount in a service's price text is refused (shared amount bounds), or undefined. */
export function priceTextProblem(text: string): string | undefined {
  return readAmount(parsePrice(text), {
    invalid: catalogMessages.servicePriceInvalid,
    negative: catalogMessages.servicePriceInvalid,
    tooLarge: catalogMessages.servicePriceTooLarge,
    decimals: catalogMessages.servicePriceDecimals,
  }).problem;
}

/** A yes/no of a form: a JSON boolean, or the text a multipart form sends ('true', 'false', 'on'). */
const flagInput = z.optional(
  z.union([z.boolean(), z.pipe(z.enum(['true', 'false', 'on', 'off', '1', '0']), z.transform((v) => v === 'true' || v === 'on' || v === '1'))], {
    error: 'Une case à cocher vaut «\u202ftrue\u202f» ou «\u202ffalse\u202f»',
  }),
);

/** The instant-delivery flags of a service (decision 042), each optional (a PUT keeps those not sent). */
export interface ServiceFlags {
  auto_delivery: boolean;
  human_review_required: boolean;
  emission_related: boolean;
}

export const serviceFlagMessages = {
  autoWithReview: 'Un service soumis à une vérification humaine ne peut pas être livré automatiquement',
  autoWithEmissions: 'Un service lié aux émissions exige une vérification humaine\u202f: la livraison automatique est refusée',
} as const;

/**
 * The flags of a service after an input: those sent, else those it had (a new service: none);
 * an emission-related service requires a person unless told otherwise. The problem, if any: automatic
 * delivery with a person required, or on an emission-related service.
 */
export function resolveServiceFlags(
  input: Partial<Record<keyof ServiceFlags, boolean | undefined>>,
  had: ServiceFlags = { auto_delivery: false, human_review_required: false, emission_related: false },
): { flags: ServiceFlags; problem?: string } {
  const emission_related = input.emission_related ?? had.emission_related;
  const becameEmission = emission_related && !had.emission_related;
  const human_review_required = input.human_review_required ?? (becameEmission ? true : had.human_review_required);
  const auto_delivery = input.auto_delivery ?? (becameEmission ? false : had.auto_delivery);
  const flags = { auto_delivery, human_review_required, emission_related };
  if (auto_delivery && emission_related) return { flags, problem: serviceFlagMessages.autoWithEmissions };
  if (auto_delivery && human_review_required) return { flags, problem: serviceFlagMessages.autoWithReview };
  return { flags };
}

/** POST and PUT of a service (multipart `name`, `price`; JSON accepted, a JSON number price too). */
export const serviceInputSchema = z.object({
  auto_delivery: flagInput,
  human_review_required: flagInput,
  emission_related: flagInput,
  name: requiredText(catalogMessages.serviceNameRequired, SERVICE_NAME_MAX, catalogMessages.serviceNameTooLong),
  price: z
    .pipe(
      z.optional(
        z.union(
          [
            z.pipe(
              z
                .number()
                .check(
                  z.gte(0, catalogMessages.servicePriceInvalid),
                  z.lte(AMOUNT_MAX, catalogMessages.servicePriceTooLarge),
                ),
              z.transform(String),
            ),
            sentText(SERVICE_PRICE_MAX, catalogMessages.servicePriceTooLong),
          ],
          { error: catalogMessages.servicePriceRequired },
        ),
      ),
      requiredText(catalogMessages.servicePriceRequired, SERVICE_PRICE_MAX, catalogMessages.servicePriceTooLong),
    )
    .check(
      z.superRefine((text, ctx) => {
        const problem = priceTextProblem(text);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    ),
});
export type ServiceInput = z.infer<typeof serviceInputSchema>;

// ---------------------------------------------------------------- discounts

export const discountTypeSchema = z.enum(discountTypes);

/** French labels of the discount types. */
export const discountTypeLabels: Record<(typeof discountTypes)[number], string> = {
  percentage: 'Pourcentage',
  fixed: 'Montant fixe',
};

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && !value.trim());

/**
 * POST /api/admin/clients/{id}/discounts (create or replace). `discount_value` may be a
 * number (JSON) or a numeric text (multipart, '12.5' or '12,5'), within the shared amount
 * bounds (amountSchema: ≥ 0, at most 999 999,99, two decimals); a percentage at most 100.
 */
export const discountInputSchema = z
  .object({
    category_id: z.pipe(
      z
        .optional(sentText(36, 'La catégorie doit être un identifiant', 'La catégorie doit être un identifiant'))
        .check(z.refine((v) => !isBlank(v), catalogMessages.fillAllFields)),
      z.transform((v) => (v ?? '').trim()),
    ),
    discount_type: z.pipe(
      z
        .optional(z.string({ error: catalogMessages.discountTypeInvalid }).check(z.maxLength(50, catalogMessages.discountTypeInvalid)))
        .check(z.refine((v) => !isBlank(v), { message: catalogMessages.fillAllFields, abort: true })),
      z.enum(discountTypes, { error: catalogMessages.discountTypeInvalid }),
    ),
    discount_value: describedInput(
      z.pipe(
        z.unknown().check(z.refine((v) => !isBlank(v), { message: catalogMessages.fillAllFields, abort: true })),
        amountSchema({
          invalid: catalogMessages.discountValueInvalid,
          negative: catalogMessages.discountValueNegative,
          tooLarge: catalogMessages.discountFixedMax,
          decimals: catalogMessages.discountValueDecimals,
        }),
      ),
      amountInputDescription(),
    ),
  })
  .check(
    z.superRefine((input, ctx) => {
      if (input.discount_type === 'percentage' && input.discount_value > 100) {
        ctx.addIssue({ code: 'custom', path: ['discount_value'], message: catalogMessages.discountPercentageMax });
      }
    }),
  );
export type DiscountInput = z.infer<typeof discountInputSchema>;

/** A client's discount as the API returns it. */
export const clientDiscountSchema = z.object({
  category_id: z.string(),
  category_name: z.string(),
  discount_type: discountTypeSchema,
  discount_value: z.number(),
});
export type ClientDiscount = z.infer<typeof clientDiscountSchema>;

/** POST answer: the discount and whether it was created (else replaced). */
export const savedDiscountSchema = z.extend(clientDiscountSchema, { created: z.boolean() });
export type SavedDiscount = z.infer<typeof savedDiscountSchema>;
