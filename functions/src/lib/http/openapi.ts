import * as z from 'zod/mini';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import { pathParamNames, pathParamSchemas, routes, type Answer, type RouteDef } from '@app/shared/api/contract';
import { detailSchema } from '@app/shared/http/responses';
import { categorySchema, clientDiscountSchema, serviceSchema } from '@app/shared/catalog/schemas';
import { supportMessageSchema } from '@app/shared/messaging/support-chat';
import { notificationSchema } from '@app/shared/notifications/schemas';
import { orderChatMessageSchema } from '@app/shared/order-chat/schemas';
import { orderSchema } from '@app/shared/orders/schemas';
import { partnerSchema } from '@app/shared/partners/schemas';
import { settingsSchema } from '@app/shared/settings/schemas';
import { adminUserSchema } from '@app/shared/users/admin-schemas';
import { publicUserSchema } from '@app/shared/users/schemas';

/**
 * The OpenAPI 3.1 document of the API, built from the shared contract (zod-openapi reads the
 * schemas through zod's own toJSONSchema; nothing is patched or copied). See decision 013.
 */

const refusalText: Record<number, string> = {
  400: 'Données invalides (message en français dans `detail`)',
  401: 'Authentification requise, ou identifiants/jeton refusés',
  403: "Accès refusé (rôle, compte en attente ou désactivé, ou appel hors de l'origine)",
  404: 'Ressource introuvable',
  409: 'Conflit\u202f: la donnée a changé, ou existe déjà',
  410: "N'existe plus (un export expiré)",
  413: 'Contenu trop volumineux',
  415: 'Type de contenu non pris en charge',
  422: "Impossible pour l'instant\u202f: des informations requises manquent (listées dans `detail`)",
  423: 'Compte verrouillé',
  429: 'Trop de tentatives',
};

const writes = new Set(['accounts', 'catalog', 'orders']);

/** The refusals a route can answer: from its shape, plus those it names. */
export function refusalsOf(route: RouteDef): number[] {
  const statuses = new Set<number>(route.refusals ?? []);
  const input = route.query || route.body || route.file || route.rawBody;
  if (input) statuses.add(400);
  if (route.access !== 'public') [401, 403].forEach((s) => statuses.add(s));
  if (pathParamNames(route.path).length > 0) statuses.add(404);
  if (route.method !== 'GET' && writes.has(route.domain)) statuses.add(409);
  if (route.body || route.file || route.rawBody) [413, 415].forEach((s) => statuses.add(s));
  return [...statuses].sort();
}

// zod/mini's `register` keeps the metadata on the schema itself (classic's `.meta()` on a copy): each is built here.
const described = <S extends z.ZodMiniType>(schema: S, meta: z.core.GlobalMeta): S => {
  z.globalRegistry.add(schema, meta);
  return schema;
};

const headerSchemas = {
  'X-Next-Cursor': described(z.optional(z.string()), {
    description: 'Le curseur de la page suivante (absent sur la dernière page)',
  }),
  ETag: described(z.string(), { description: 'La version de la réponse, à renvoyer dans If-None-Match' }),
};

function answerOf(route: RouteDef, status: number, answer: Answer) {
  if (answer === 'redirect') {
    return { description: 'Redirection vers un lien présigné', headers: z.object({ Location: z.string() }) };
  }
  if (answer === 'not-modified')
    return { description: "Inchangé depuis l'ETag envoyé", headers: z.object({ ETag: headerSchemas.ETag }) };
  if (answer === 'no-content') return { description: 'Rien à montrer' };
  const content = { 'application/json': { schema: answer } };
  if (status !== 200 || !route.headers?.length) return { description: 'Succès', content };
  return {
    description: 'Succès',
    headers: z.object(Object.fromEntries(route.headers.map((h) => [h, headerSchemas[h]]))),
    content,
  };
}

function requestBodyOf(route: RouteDef) {
  if (route.rawBody) {
    return {
      content: {
        'application/json': { schema: route.rawBody },
        'text/plain': { schema: z.string() },
      },
    };
  }
  if (!route.body && !route.file) return undefined;
  const fields = route.body instanceof z.ZodMiniObject ? route.body : z.object({});
  const multipart = route.file
    ? z.extend(fields, { file: z.optional(described(z.string(), { format: 'binary' })) })
    : undefined;
  return {
    required: true,
    content: {
      ...(route.body ? { 'application/json': { schema: route.body } } : {}),
      ...(multipart ? { 'multipart/form-data': { schema: multipart } } : {}),
    },
  };
}

function operationOf(route: RouteDef): ZodOpenApiOperationObject {
  const params = pathParamSchemas(route);
  const responses: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(route.responses)) {
    if (answer) responses[status] = answerOf(route, Number(status), answer);
  }
  const body = requestBodyOf(route);
  for (const status of refusalsOf(route)) {
    responses[String(status)] = {
      description: refusalText[status],
      content: { 'application/json': { schema: detailSchema } },
    };
  }
  return {
    operationId: `${route.method.toLowerCase()}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string = '') => c.toUpperCase())}`,
    summary: route.summary,
    tags: [route.domain],
    security: route.access === 'public' ? [] : [{ bearer: [] }],
    'x-access': route.access,
    requestParams: {
      ...(params.length ? { path: z.object(Object.fromEntries(params)) } : {}),
      ...(route.query instanceof z.ZodMiniObject ? { query: route.query } : {}),
    },
    ...(body ? { requestBody: body } : {}),
    responses,
  } as ZodOpenApiOperationObject;
}

/**
 * The document as `GET /api/openapi.json` answers it (the JSON.stringify form of `json()`).
 * Built ahead by `npm run openapi` (functions/scripts/openapi.ts) into the content Lambda's
 * content/openapi-document.gen.ts, so no Lambda carries zod-openapi or the whole contract.
 */
export const openApiJson = (): string => JSON.stringify(openApiDocument());

/** The document, once per process. */
let built: ReturnType<typeof createDocument> | undefined;
export function openApiDocument() {
  if (built) return built;
  const paths: ZodOpenApiPathsObject = {};
  for (const route of routes as readonly RouteDef[]) {
    paths[route.path] = { ...paths[route.path], [route.method.toLowerCase()]: operationOf(route) };
  }
  built = createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Portail de services de fichiers\u202f: API',
      version: '1',
      description:
        'L\'API du portail. Chaque refus est `{"detail": "<message en français>"}`. Les règles et parcours sont décrits dans docs/api.md.',
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      // The answers that recur, named once (the schemas are passed as they are, not changed).
      schemas: {
        Detail: detailSchema,
        Order: orderSchema,
        PublicUser: publicUserSchema,
        AdminUser: adminUserSchema,
        Category: categorySchema,
        Service: serviceSchema,
        ClientDiscount: clientDiscountSchema,
        Partner: partnerSchema,
        Notification: notificationSchema,
        SupportMessage: supportMessageSchema,
        OrderChatMessage: orderChatMessageSchema,
        Settings: settingsSchema,
      },
    },
    security: [{ bearer: [] }],
    paths,
  });
  return built;
}
