import * as z from 'zod/mini';
import { deliveryStatsSchema } from '../library/schemas';
import { describedInput, preprocess } from '../schema/mini';
import { AMOUNT_MAX, amountInputDescription, amountSchema } from '../pricing/amount-schema';
import { orderStatuses, paymentStatuses, type OrderStatus } from './statuses';
export type { OrderStatus, PaymentStatus } from './statuses';
import { MAX_ORDER_FILE_BYTES } from './versions';
import { changeSummarySchema, fileAnalysisSchema, readMethods } from '../files/file-analysis';

export const orderStatusSchema = z.enum(orderStatuses, { error: 'Statut inconnu' });
export const paymentStatusSchema = z.enum(paymentStatuses, { error: 'Statut de paiement inconnu' });

export const fuelTypes = ['essence', 'diesel', 'hybride'] as const;
export const gearboxTypes = ['manuelle', 'automatique', 'robotisee'] as const;
export const fileOrigins = ['oui', 'non'] as const;
export type FuelType = (typeof fuelTypes)[number];
export type GearboxType = (typeof gearboxTypes)[number];
export type FileOrigin = (typeof fileOrigins)[number];

// ---------------------------------------------------------------- output

/**
 * One stored file of an order (the storage key is never part of the API). Files stored since
 * issue 18 carry their SHA-256 and analysis; a delivered version also its changes against the
 * original read.
 */
export const orderFileSchema = z.object({
  filename: z.string(),
  size: z.number(),
  uploaded_at: z.string(),
  sha256: z.optional(z.string()),
  analysis: z.optional(fileAnalysisSchema),
  changes: z.optional(changeSummarySchema),
});
export type OrderFile = z.infer<typeof orderFileSchema>;

/** A selected service as priced by the server when the order was created. */
export const selectedServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  category_id: z.string(),
  category_name: z.string(),
  /** The catalogue price text, e.g. '50€'. */
  price: z.string(),
  original_price: z.number(),
  discounted_price: z.number(),
});
export type SelectedService = z.infer<typeof selectedServiceSchema>;

/** An order as the API returns it (spec §3). `files` is keyed original, v1, v2..., sav. */
export const orderSchema = z.object({
  id: z.string(),
  client_id: z.string(),
  client_name: z.string(),
  client_company: z.string(),
  vehicle_brand: z.string(),
  vehicle_model: z.string(),
  vehicle_year: z.string(),
  registration: z.string(),
  engine: z.string(),
  kilometers: z.string(),
  ecu_type: z.string(),
  fuel_type: z.nullable(z.enum(fuelTypes)),
  gearbox_type: z.nullable(z.enum(gearboxTypes)),
  file_origin: z.nullable(z.enum(fileOrigins)),
  selected_services: z.array(selectedServiceSchema),
  total_price: z.number(),
  paid: z.boolean(),
  notes: z.string(),
  useful_links: z.string(),
  original_filename: z.string(),
  /** How the garage read the file (OBD, banc, boot); null when not said. */
  read_method: z._default(z.nullable(z.enum(readMethods)), null),
  files: z.record(z.string(), orderFileSchema),
  status: orderStatusSchema,
  payment_status: paymentStatusSchema,
  created_at: z.string(),
  updated_at: z.string(),
  sav_requested_at: z.nullable(z.string()),
  sav_problem_description: z.nullable(z.string()),
  /** The order's invoice, once issued (issue 21). */
  invoice_id: z.optional(z.string()),
  invoice_number: z.optional(z.string()),
  /**
   * The amounts the server computes (decision 034), in euros: the invoice's once invoiced, else
   * total_price (HT) taxed at the order's VAT rate (percent). amount_due is what the order owes
   * now, TTC: total_ttc while its payment status says money is owed, else 0; its client's
   * balance is the sum of these.
   */
  vat_rate: z.number(),
  total_ht: z.number(),
  total_vat: z.number(),
  total_ttc: z.number(),
  amount_due: z.number(),
  /** The invoice a credit note cancelled, and that credit note's number ('AV-2026-000004'). */
  credited_invoice_number: z.optional(z.string()),
  credit_note_number: z.optional(z.string()),
  /**
   * Prepaid credits (decision 040): the credits (euros HT) its creation debited, and whether its
   * cancellation gave them back. Paid with credits and not refunded, it shows « Payé (crédits) »,
   * owes nothing and is never invoiced (the pack bought was).
   */
  paid_in_credits: z.optional(z.number()),
  credits_refunded: z.optional(z.boolean()),
});
export type Order = z.infer<typeof orderSchema>;

/** GET /api/client/balance: what the client owes, TTC (its orders' amount_due and its carried-over balance). */
export const balanceSchema = z.object({ balance_due: z.number() });
export type Balance = z.infer<typeof balanceSchema>;

/**
 * Dashboard counters: pending_clients = client accounts waiting for approval; new_orders =
 * orders en_attente; completed = orders termine; unpaid = termine orders not paye created in
 * the last 7 days.
 */
export const adminStatsSchema = z.object({
  pending_clients: z.number(),
  new_orders: z.number(),
  completed: z.number(),
  unpaid: z.number(),
  /** This month's first deliveries, automatic and by hand (issue 41); the server always sends it. */
  deliveries: z.optional(deliveryStatsSchema),
  /** Prepaid credits (issue 40, decision 040), euros HT: sold and used this month (Paris), every client's balance summed. */
  credits: z.object({ sold_this_month: z.number(), used_this_month: z.number(), outstanding: z.number() }),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** GET /api/order-counts: the caller's orders (a client's own, all for an administrator) per status, from counters. */
export const orderCountsSchema = z.object({
  all: z.number(),
  ...(Object.fromEntries(orderStatuses.map((s) => [s, z.number()])) as Record<OrderStatus, z.ZodMiniNumber>),
});
export type OrderCounts = z.infer<typeof orderCountsSchema>;

/** The longest search text GET /api/orders accepts (`?q=`). */
export const ORDER_SEARCH_MAX = 100;
export const ORDER_SEARCH_TOO_LONG = 'Recherche trop longue';

// ---------------------------------------------------------------- inputs

/** Missing or null becomes '' so that the field's own message is used (not the generic one). */
const orEmpty = (value: unknown): unknown => value ?? '';

const required = (message: string, max: number, tooLong: string) =>
  preprocess(
    orEmpty,
    z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong)),
  );

/** Text or number (a JSON client may send a number), kept as trimmed text. */
const requiredTextOrNumber = (message: string, max: number, tooLong: string) =>
  preprocess(
    (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : orEmpty(v)),
    z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong)),
  );

/** A vehicle's year: 4 digits, from 1950 to next year (a car of next model year is sold now). */
export const VEHICLE_YEAR_MIN = 1950;
export const vehicleYearMax = (now = new Date()) => now.getUTCFullYear() + 1;
const vehicleYear = requiredTextOrNumber("L'année est requise", 20, "L'année ne doit pas dépasser 20 caractères").check(
  z.superRefine((year, ctx) => {
    const max = vehicleYearMax();
    const value = /^[1-9]\d{3}$/.test(year) ? Number(year) : Number.NaN;
    if (!(value >= VEHICLE_YEAR_MIN && value <= max)) {
      ctx.addIssue({
        code: 'custom',
        message: `L'année doit être une année à 4 chiffres, de ${VEHICLE_YEAR_MIN} à ${max}`,
      });
    }
  }),
);

/** Kilometres: a whole number up to 2 000 000, kept as digits (spaces between thousands dropped). */
export const KILOMETERS_MAX = 2_000_000;
const KILOMETERS_INVALID = 'Le kilométrage doit être un nombre entier de kilomètres, de 0 à 2 000 000';
const kilometers = z
  .pipe(
    requiredTextOrNumber('Le kilométrage est requis', 20, 'Le kilométrage ne doit pas dépasser 20 caractères'),
    z.transform((value) => (/^\d{1,3}([ \u00a0\u202f]\d{3})+$/.test(value) ? value.replace(/\D/g, '') : value)),
  )
  .check(
    z.superRefine((value, ctx) => {
      if (!/^\d{1,7}$/.test(value) || Number(value) > KILOMETERS_MAX)
        ctx.addIssue({ code: 'custom', message: KILOMETERS_INVALID });
    }),
  );

const optionalText = (max: number, tooLong: string) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max, tooLong))),
    z.transform((v) => v ?? ''),
  );

/** An optional choice: empty or absent becomes null; anything else must be one of the values. */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  preprocess(
    (v) => (v === '' || v === null || v === undefined ? null : v),
    z.nullable(z.enum(values, { error: message })),
  );

export const SELECTED_SERVICES_INVALID = 'Services sélectionnés invalides';
/** At most this many services in one order. */
export const SELECTED_SERVICES_MAX = 100;
/** The multipart form of selected_services: the array as JSON text, at most this long. */
export const SELECTED_SERVICES_TEXT_MAX = 100_000;

const selectionText = (max: number) => z.string().check(z.maxLength(max, SELECTED_SERVICES_INVALID));
/** An id as sent: text, or a whole number (ids of the tool the business used before). */
const selectionId = z.union([
  selectionText(64),
  z.number().check(z.int(SELECTED_SERVICES_INVALID), z.gte(0, SELECTED_SERVICES_INVALID), z.lte(Number.MAX_SAFE_INTEGER, SELECTED_SERVICES_INVALID)),
]);

/**
 * One entry of selected_services: a service's name, or an object naming it (the price sent is
 * ignored: the server prices the order, but it stays within the amount bounds).
 */
export const selectedServiceInputSchema = z.union([
  selectionText(300),
  z.object({
    id: z.nullish(selectionId),
    name: z.nullish(selectionText(300)),
    service: z.nullish(selectionText(300)),
    price: z.nullish(z.union([selectionText(50), z.number().check(z.gte(-AMOUNT_MAX, SELECTED_SERVICES_INVALID), z.lte(AMOUNT_MAX, SELECTED_SERVICES_INVALID))])),
    category_id: z.nullish(selectionId),
  }),
]);
export type SelectedServiceInput = z.infer<typeof selectedServiceInputSchema>;

/**
 * The fields of POST /api/orders (multipart, spec §7; or JSON with upload_key instead of the
 * file). total_price is accepted and ignored: the server prices the order.
 */
export const createOrderSchema = z.object({
  vehicle_brand: required('La marque est requise', 100, 'La marque ne doit pas dépasser 100 caractères'),
  vehicle_model: required('Le modèle est requis', 100, 'Le modèle ne doit pas dépasser 100 caractères'),
  vehicle_year: vehicleYear,
  registration: required(
    "L'immatriculation ou le VIN est requis",
    50,
    "L'immatriculation ou le VIN ne doit pas dépasser 50 caractères",
  ),
  engine: required('Le moteur est requis', 200, 'Le moteur ne doit pas dépasser 200 caractères'),
  kilometers,
  ecu_type: optionalText(100, 'Le type de calculateur ne doit pas dépasser 100 caractères'),
  fuel_type: optionalChoice(fuelTypes, 'Type de carburant inconnu'),
  gearbox_type: optionalChoice(gearboxTypes, 'Type de boîte de vitesses inconnu'),
  file_origin: optionalChoice(fileOrigins, 'Origine du fichier inconnue'),
  selected_services: z.nullish(
    z.union(
      [
        selectionText(SELECTED_SERVICES_TEXT_MAX),
        z.array(selectedServiceInputSchema).check(z.maxLength(SELECTED_SERVICES_MAX, SELECTED_SERVICES_INVALID)),
      ],
      { error: SELECTED_SERVICES_INVALID },
    ),
  ),
  total_price: z.optional(
    describedInput(z.unknown(), {
      ...amountInputDescription(true),
      description: 'Ignoré\u202f: le serveur calcule le prix de la commande',
    }),
  ),
  notes: optionalText(5000, 'Les notes ne doivent pas dépasser 5000 caractères'),
  useful_links: optionalText(2000, 'Les liens utiles ne doivent pas dépasser 2000 caractères'),
  /** Instead of a multipart file: the key of a presigned upload (purpose 'order'). */
  upload_key: z.nullish(z.string().check(z.trim(), z.maxLength(1024))),
  original_filename: z.nullish(z.string().check(z.trim(), z.maxLength(255, 'Le nom du fichier est trop long'))),
  read_method: optionalChoice(readMethods, 'Méthode de lecture inconnue'),
});
export type CreateOrderInput = z.infer<typeof createOrderSchema>;

export const SAV_DESCRIPTION_MAX = 500;
export const SAV_DESCRIPTION_REQUIRED = 'Veuillez décrire le problème rencontré';
export const SAV_DESCRIPTION_TOO_LONG = 'La description ne doit pas dépasser 500 caractères';

export const savRequestSchema = z.object({
  problem_description: preprocess(
    orEmpty,
    z
      .string({ error: SAV_DESCRIPTION_REQUIRED })
      .check(
        z.trim(),
        z.minLength(1, SAV_DESCRIPTION_REQUIRED),
        z.maxLength(SAV_DESCRIPTION_MAX, SAV_DESCRIPTION_TOO_LONG),
      ),
  ),
});
export type SavRequestInput = z.infer<typeof savRequestSchema>;

export const STATUS_OVERRIDE_REASON_MAX = 500;
export const overrideMessages = {
  reasonRequired: 'Indiquez le motif pour terminer la commande sans version livrée.',
  reasonTooLong: `Le motif ne peut pas dépasser ${STATUS_OVERRIDE_REASON_MAX} caractères.`,
};

/**
 * PUT /api/admin/orders/{id}/status. « Terminé » needs a delivered version (v1, v2…) unless the
 * administrator forces it (`force: true`) with a reason, which the audit entry keeps (decision 033).
 */
export const updateOrderStatusSchema = z
  .object({
    status: preprocess(orEmpty, orderStatusSchema),
    force: z.optional(z.boolean()),
    reason: z.optional(z.string().check(z.maxLength(STATUS_OVERRIDE_REASON_MAX, overrideMessages.reasonTooLong))),
  })
  .check(
    z.superRefine((input, ctx) => {
      if (input.force && !input.reason?.trim()) ctx.addIssue({ code: 'custom', path: ['reason'], message: overrideMessages.reasonRequired });
    }),
  );
export type UpdateOrderStatus = z.infer<typeof updateOrderStatusSchema>;

/**
 * The answer of a status change: the order, and when it became « Terminé » without the invoice it
 * should have had (the seller's identity or the client's address incomplete), why, in French.
 */
export const statusChangeSchema = z.extend(orderSchema, { invoice_problem: z.optional(z.string()) });
export type StatusChange = z.infer<typeof statusChangeSchema>;

export const PRICE_INVALID = 'Le prix doit être un nombre positif';

/** The messages of an order's price (the shared amount bounds, said of a price). */
export const priceMessages = {
  invalid: PRICE_INVALID,
  negative: PRICE_INVALID,
  tooLarge: 'Le prix ne peut pas dépasser 999 999,99\u00a0€',
  decimals: 'Le prix accepte au plus deux décimales',
};

/**
 * PATCH /api/admin/orders/{id}/price: '120', '120.5', '120,50', '1 234,56', '50,00 €'
 * (parseAmount) or a JSON number, within the shared amount bounds (amountSchema).
 */
export const updatePriceSchema = z.object({ total_price: amountSchema(priceMessages) });

export const updatePaymentSchema = z.object({ payment_status: preprocess(orEmpty, paymentStatusSchema) });

export const deliverySchema = z.object({
  version: z._default(
    z.optional(z.enum(['nouvelle', 'sav'], { error: 'Type de version inconnu (nouvelle ou sav)' })),
    'nouvelle',
  ),
  /** Instead of a multipart file: the key of a presigned upload (purpose 'delivery'). */
  upload_key: z.nullish(z.string().check(z.trim(), z.maxLength(1024))),
  filename: z.nullish(z.string().check(z.trim(), z.maxLength(255, 'Le nom du fichier est trop long'))),
});
export type DeliveryInput = z.infer<typeof deliverySchema>;

/** order: a new order's file; delivery: a version an administrator delivers; chat: an order chat attachment. */
export const uploadPurposes = ['order', 'delivery', 'chat'] as const;

export const uploadRequestSchema = z.object({
  filename: preprocess(
    orEmpty,
    z
      .string({ error: 'Le nom du fichier est requis' })
      .check(
        z.trim(),
        z.minLength(1, 'Le nom du fichier est requis'),
        z.maxLength(255, 'Le nom du fichier est trop long'),
      ),
  ),
  size: z.coerce
    .number({ error: 'La taille du fichier est requise' })
    .check(
      z.int('La taille du fichier doit être un nombre entier'),
      z.gte(1, 'Le fichier est vide'),
      z.lte(MAX_ORDER_FILE_BYTES, 'Le fichier dépasse la taille maximale de 32 Mo'),
    ),
  purpose: preprocess(
    orEmpty,
    z.enum(uploadPurposes, { error: "L'usage du fichier doit être order, delivery ou chat" }),
  ),
});
export type UploadRequest = z.infer<typeof uploadRequestSchema>;

/** The answer of POST /api/uploads: PUT the bytes to `url` with `headers`, then send `key`. */
export const uploadTicketSchema = z.object({
  key: z.string(),
  url: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  expires_in: z.number(),
  max_bytes: z.number(),
});
export type UploadTicket = z.infer<typeof uploadTicketSchema>;

export const downloadLinkSchema = z.object({ url: z.string(), filename: z.string() });
export type DownloadLink = z.infer<typeof downloadLinkSchema>;
