import * as z from 'zod';
import { loginResponseSchema, tokenPairSchema } from '@app/shared/auth/schemas';
import { categorySchema, categoriesSchema, clientDiscountSchema, savedDiscountSchema, serviceSchema } from '@app/shared/catalog/schemas';
import { detailSchema } from '@app/shared/http/responses';
import {
  adminStatsSchema,
  balanceSchema,
  downloadLinkSchema,
  orderCountsSchema,
  orderSchema,
  uploadTicketSchema,
} from '@app/shared/orders/schemas';
import { createdPartnerSchema, logoLinkSchema, partnerSchema } from '@app/shared/partners/schemas';
import { lockedAccountSchema, securityLogSchema, securityStatsSchema } from '@app/shared/security/schemas';
import { settingsSchema } from '@app/shared/settings/schemas';
import { unlockResponseSchema } from '@app/shared/users/responses';
import { changesSchema, notificationReadSchema, notificationSchema, notificationsDeletedSchema } from '@app/shared/notifications/schemas';
import { adminUserSchema, deletedUserSchema, savedLogoSchema } from '@app/shared/users/admin-schemas';
import { publicUserSchema } from '@app/shared/users/schemas';
import { meSchema, preferencesSavedSchema } from '@app/shared/users/preferences';
import { messageCountSchema, supportMessageSchema, unreadThreadSchema } from '@app/shared/messaging/support-chat';
import { orderChatMessageSchema, unreadCountSchema } from '@app/shared/order-chat/schemas';
import { routes, type RouteKey } from '@app/functions/routes';

/**
 * The response contract of the API, executable: for every route, the body of each success
 * status, parsed with the very schemas the web uses, made strict at every depth so that a
 * field added, dropped or renamed on either side fails a test. Every 4xx is exactly
 * `{detail}` with a French message; a 5xx is always a failure.
 */
type Success = z.ZodType | 'redirect' | 'not-modified' | 'no-content';

/** The schema with every object strict (no unknown key), at every depth. */
export function deepStrict(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(Object.entries(schema.shape).map(([key, value]) => [key, deepStrict(value as z.ZodType)]));
    return z.strictObject(shape);
  }
  if (schema instanceof z.ZodArray) return z.array(deepStrict(schema.element as z.ZodType));
  if (schema instanceof z.ZodRecord) return z.record(schema.keyType as z.ZodString, deepStrict(schema.valueType as z.ZodType));
  if (schema instanceof z.ZodNullable) return deepStrict(schema.unwrap() as z.ZodType).nullable();
  if (schema instanceof z.ZodOptional) return deepStrict(schema.unwrap() as z.ZodType).optional();
  return schema;
}

const ok = (schema: z.ZodType) => ({ 200: schema });
const created = (schema: z.ZodType) => ({ 201: schema });
const list = (schema: z.ZodType) => ok(z.array(schema));

export const contract = {
  'POST /api/auth/register': created(publicUserSchema),
  'POST /api/auth/login': ok(loginResponseSchema),
  'POST /api/auth/refresh': ok(tokenPairSchema),
  'GET /api/auth/me': ok(meSchema),

  'GET /api/admin/users': list(adminUserSchema),
  'POST /api/admin/users': created(adminUserSchema),
  'PUT /api/admin/users/{id}': ok(adminUserSchema),
  'DELETE /api/admin/users/{id}': ok(deletedUserSchema),
  'GET /api/admin/administrators': list(adminUserSchema),
  'POST /api/admin/administrators': created(adminUserSchema),
  'PUT /api/admin/administrators/{id}': ok(adminUserSchema),
  'DELETE /api/admin/administrators/{id}': ok(deletedUserSchema),
  'GET /api/admin/clients/{id}/logo': { 200: logoLinkSchema, 302: 'redirect', 204: 'no-content' },
  'POST /api/admin/clients/{id}/logo': ok(savedLogoSchema),
  'GET /api/client/logo': { 200: logoLinkSchema, 302: 'redirect', 204: 'no-content' },
  'POST /api/client/logo': ok(savedLogoSchema),
  'PUT /api/client/preferences': ok(preferencesSavedSchema),
  'PUT /api/admin/users/{id}/status': ok(publicUserSchema),
  'POST /api/admin/users/{id}/unlock': ok(unlockResponseSchema),
  'GET /api/admin/security/locked-accounts': list(lockedAccountSchema),
  'GET /api/admin/security/stats': ok(securityStatsSchema),
  'GET /api/admin/security/logs': list(securityLogSchema),

  'GET /api/settings': ok(settingsSchema),
  'GET /api/admin/settings': ok(settingsSchema),
  'PUT /api/admin/settings': ok(settingsSchema),
  'GET /api/partners': list(partnerSchema),
  'GET /api/partners/{id}/logo': { 200: logoLinkSchema, 302: 'redirect' },
  'POST /api/admin/partners': created(createdPartnerSchema),
  'PUT /api/admin/partners/{id}': ok(partnerSchema),
  'DELETE /api/admin/partners/{id}': ok(detailSchema),
  'POST /api/admin/partners/{id}/logo': ok(partnerSchema),

  'GET /api/categories': ok(categoriesSchema),
  'GET /api/admin/categories': ok(categoriesSchema),
  'POST /api/admin/categories': created(categorySchema),
  'PUT /api/admin/categories/{id}': ok(categorySchema),
  'DELETE /api/admin/categories/{id}': ok(detailSchema),
  'POST /api/admin/categories/{id}/services': created(serviceSchema),
  'PUT /api/admin/categories/{id}/services/{serviceId}': ok(serviceSchema),
  'DELETE /api/admin/categories/{id}/services/{serviceId}': ok(detailSchema),
  'GET /api/client/discounts': list(clientDiscountSchema),
  'GET /api/admin/clients/{id}/discounts': list(clientDiscountSchema),
  'POST /api/admin/clients/{id}/discounts': ok(savedDiscountSchema),
  'DELETE /api/admin/clients/{id}/discounts/{categoryId}': ok(detailSchema),

  'POST /api/uploads': ok(uploadTicketSchema),
  'GET /api/orders': { 200: z.array(orderSchema), 304: 'not-modified' },
  'POST /api/orders': created(orderSchema),
  'GET /api/orders/{id}': { 200: orderSchema, 304: 'not-modified' },
  'GET /api/orders/{id}/download/{version}': { 200: downloadLinkSchema, 302: 'redirect' },
  'POST /api/orders/{id}/sav-request': ok(orderSchema),
  'GET /api/client/balance': ok(balanceSchema),
  'GET /api/notifications': list(notificationSchema),
  'PUT /api/notifications/{id}/read': ok(notificationReadSchema),
  'DELETE /api/notifications/all': ok(notificationsDeletedSchema),
  'GET /api/changes': { 200: changesSchema, 304: 'not-modified' },
  'GET /api/client/chat': list(supportMessageSchema),
  'POST /api/client/chat': created(supportMessageSchema),
  'GET /api/admin/messages': list(supportMessageSchema),
  'POST /api/admin/messages': created(supportMessageSchema),
  'GET /api/admin/messages/unread': list(unreadThreadSchema),
  'GET /api/messages/count': ok(messageCountSchema),
  'GET /api/orders/{id}/chat': { 200: z.array(orderChatMessageSchema), 304: 'not-modified' },
  'GET /api/orders/{id}/chat/unread-count': ok(unreadCountSchema),
  'POST /api/orders/{id}/chat': created(orderChatMessageSchema),
  'GET /api/orders/{id}/chat/{filename}': { 200: downloadLinkSchema, 302: 'redirect' },
  'GET /api/order-counts': ok(orderCountsSchema),
  'PUT /api/admin/orders/{id}/status': ok(orderSchema),
  'PATCH /api/admin/orders/{id}/price': ok(orderSchema),
  'PUT /api/admin/orders/{id}/payment': ok(orderSchema),
  'POST /api/admin/orders/{id}/deliver': ok(orderSchema),
  'DELETE /api/admin/orders/{id}': ok(detailSchema),
  'GET /api/admin/stats': ok(adminStatsSchema),
} satisfies Record<RouteKey, Partial<Record<number, Success>>>;

const refusal = deepStrict(detailSchema);
const strictCache = new WeakMap<z.ZodType, z.ZodType>();
/** deepStrict once per schema, not once per response. */
const strict = (schema: z.ZodType) => strictCache.get(schema) ?? strictCache.set(schema, deepStrict(schema)).get(schema) ?? schema;

const templates = routes.map((route) => ({
  key: `${route.method} ${route.path}` as RouteKey,
  method: route.method as string,
  pattern: new RegExp(`^${route.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));

/** The route key a request reaches, or undefined (the gateway's own 404/405). */
export function routeOf(method: string, path: string): RouteKey | undefined {
  const pathname = path.split('?')[0] ?? path;
  return templates.find((t) => t.method === method.toUpperCase() && t.pattern.test(pathname))?.key;
}

export class ContractError extends Error {
  override name = 'ContractError';
}

/** Throws a ContractError when a response breaks the contract of its route. */
export function checkContract(
  method: string,
  path: string,
  response: { status: number; body: unknown; headers: Headers },
): void {
  const where = `${method} ${path} → ${response.status}`;
  if (response.status >= 500) throw new ContractError(`${where}: server error ${JSON.stringify(response.body)}`);
  const key = routeOf(method, path);
  let schema: Success | undefined;
  if (response.status >= 400) schema = refusal;
  else if (key) schema = (contract[key] as Partial<Record<number, Success>>)[response.status];
  else throw new ContractError(`${where}: a success on a path no route declares`);
  if (!schema) throw new ContractError(`${where}: status not declared for ${key}`);
  if (schema === 'redirect') {
    if (!response.headers.get('location')) throw new ContractError(`${where}: redirect without a Location`);
    return;
  }
  if (schema === 'no-content') {
    if (response.body !== undefined && response.body !== '') throw new ContractError(`${where}: a 204 with a body`);
    return;
  }
  if (schema === 'not-modified') {
    if (response.body !== undefined && response.body !== '') throw new ContractError(`${where}: a 304 with a body`);
    if (!response.headers.get('etag')) throw new ContractError(`${where}: a 304 without its ETag`);
    return;
  }
  const parsed = strict(schema).safeParse(response.body);
  if (!parsed.success) throw new ContractError(`${where}: body breaks the contract\n${z.prettifyError(parsed.error)}`);
}
