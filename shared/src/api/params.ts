import * as z from 'zod/mini';
import { sessionMessages } from '../auth/sessions';
import { NOTIFICATION_NOT_FOUND } from '../notifications/schemas';
import { CHAT_ATTACHMENT_NOT_FOUND } from '../order-chat/schemas';
import { creditMessages } from '../credits/schemas';
import { VERSION_PATTERN } from '../orders/versions';
import { partnerMessages } from '../partners/schemas';
import { privacyMessages } from '../privacy/schemas';
import { USER_NOT_FOUND } from '../users/admin-schemas';

/**
 * The path parameters of the contract: what each id really is (how the functions make it), so
 * that the router refuses an id that cannot exist before any database call (a 404 with the
 * route's own not-found message: nothing by that id can exist) and the OpenAPI document says it.
 * Each schema's every issue is its not-found message (lib/http/route-handler.ts answers it).
 */

export const ORDER_NOT_FOUND = 'Commande non trouvée';
export const CATEGORY_NOT_FOUND = 'Catégorie introuvable';
export const SERVICE_NOT_FOUND = 'Service introuvable';
export const CLIENT_NOT_FOUND = 'Client introuvable';
export const DISCOUNT_NOT_FOUND = 'Remise introuvable';
export const INVOICE_NOT_FOUND = 'Facture introuvable';
export const VERSION_NOT_FOUND = 'Version introuvable';

/** A UUID as `crypto.randomUUID()` writes it (any version: `format: uuid`, 36 characters). */
const uuidParam = (notFound: string) => z.guid({ error: notFound }).check(z.maxLength(36, notFound));

/** An id of another shape: its pattern, and its length bound (the document states both). */
const patternParam = (pattern: RegExp, maxLength: number, notFound: string) =>
  z.string({ error: notFound }).check(z.maxLength(maxLength, notFound), z.regex(pattern, notFound));

/** Ids that sort by time: base-36 milliseconds on 9 characters, a dash, then a random part. */
const TIMED = '[0-9a-z]{9}-';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** A notification: `<time>-<uuid>`, or `<time>-order-<order id>` for a new order's. */
export const NOTIFICATION_ID_PATTERN = new RegExp(`^${TIMED}(order-)?${UUID}$`);
/** An order chat message (its attachment is named by it): `<time>-<uuid>`. */
export const CHAT_MESSAGE_ID_PATTERN = new RegExp(`^${TIMED}${UUID}$`);
/** A personal-data export: `<time>-<8 hex>`. */
export const EXPORT_ID_PATTERN = /^[0-9a-z]{9}-[0-9a-f]{8}$/;
/** An invoice's id is its number: `FA-2026-000001` (invoice) or `AV-…` (credit note). */
export const INVOICE_NUMBER_PATTERN = /^(FA|AV)-\d{4}-\d{6,9}$/;

export const pathParams = {
  /** An account (users, administrators). */
  userId: uuidParam(USER_NOT_FOUND),
  /** A client's account, on the routes that answer « Client introuvable ». */
  clientId: uuidParam(CLIENT_NOT_FOUND),
  orderId: uuidParam(ORDER_NOT_FOUND),
  categoryId: uuidParam(CATEGORY_NOT_FOUND),
  serviceId: uuidParam(SERVICE_NOT_FOUND),
  /** Either part of a client's discount's key (client, category): the route answers « Remise introuvable ». */
  discountKeyPart: uuidParam(DISCOUNT_NOT_FOUND),
  partnerId: uuidParam(partnerMessages.notFound),
  packId: uuidParam(creditMessages.packNotFound),
  /** A session is its refresh-token family. */
  sessionId: uuidParam(sessionMessages.notFound),
  notificationId: patternParam(NOTIFICATION_ID_PATTERN, 58, NOTIFICATION_NOT_FOUND),
  chatMessageId: patternParam(CHAT_MESSAGE_ID_PATTERN, 46, CHAT_ATTACHMENT_NOT_FOUND),
  exportId: patternParam(EXPORT_ID_PATTERN, 18, privacyMessages.exportNotFound),
  invoiceNumber: patternParam(INVOICE_NUMBER_PATTERN, 17, INVOICE_NOT_FOUND),
  /** A file version: original, v1…v9999, sav. */
  version: patternParam(VERSION_PATTERN, 8, VERSION_NOT_FOUND),
} as const satisfies Record<string, z.ZodMiniType<string, string>>;

export type PathParamSchema = (typeof pathParams)[keyof typeof pathParams];
