import * as z from 'zod/mini';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import { domains, pathParamNames, pathParamSchemas, routes, type Answer, type Domain, type RouteDef } from '@app/shared/api/contract';
import { REFRESH_TOKEN_MAX } from '@app/shared/auth/schemas';
import { detailSchema } from '@app/shared/http/responses';
import { categorySchema, clientDiscountSchema } from '@app/shared/catalog/schemas';
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
  503: 'Service momentanément indisponible (ou paiement en ligne non configuré)\u202f: réessayer plus tard',
};

/** Who may call, in French (the operation's description; `x-access` says it for machines). */
const accessText: Record<RouteDef['access'], string> = {
  public: 'Public\u202f: sans jeton.',
  session: 'Tout compte connecté et non désactivé (un compte en attente peut lire le sien).',
  user: 'Tout compte approuvé, client ou administrateur.',
  client: 'Un client approuvé.',
  admin: 'Un administrateur.',
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
  // The chain reads any body sent (functions/src/lib/http/body.ts), one the route does not take
  // too: malformed (400), too large (413) or of another type (415). A GET carries none.
  if (route.body || route.file || route.rawBody || route.method !== 'GET') [400, 413, 415].forEach((s) => statuses.add(s));
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
  'Retry-After': described(z.int().check(z.minimum(1), z.maximum(86_400)), {
    description: 'Le nombre de secondes à attendre avant de réessayer',
  }),
};

/** The French description of each tag (one per domain, the Lambda that answers). */
const tagText: Record<Domain, string> = {
  auth: 'Inscription, connexion, jetons, double authentification et sessions',
  accounts: 'Comptes\u202f: clients, administrateurs, préférences, logos, sécurité',
  catalog: 'Catalogue\u202f: catégories, services et remises des clients',
  orders: 'Commandes\u202f: création, suivi, fichiers, SAV et traitement',
  content: 'Contenus\u202f: partenaires, paramètres, documents publics et ce document',
  messaging: 'Messagerie\u202f: discussions des commandes, support et notifications',
  invoices: 'Factures, avoirs et identité du vendeur',
  credits: 'Crédits prépayés\u202f: solde, mouvements, packs et paiement en ligne (Stripe)',
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

/** Whether the schema takes this value (a refinement that throws counts as a refusal). */
function accepts(schema: z.core.$ZodType, value: unknown): boolean {
  try {
    return z.safeParse(schema, value).success;
  } catch {
    return false;
  }
}

/**
 * The body as the API accepts it (functions/src/lib/http/body.ts): JSON, or the same fields as
 * multipart/form-data (with the `file` part where the route takes one) or url-encoded. An empty
 * body is read as `{}`: the body is required only when its schema refuses `{}`.
 */
function requestBodyOf(route: RouteDef) {
  if (route.rawBody) {
    return {
      required: true,
      content: {
        'application/json': { schema: route.rawBody },
        'text/plain': {
          schema: described(z.string().check(z.maxLength(REFRESH_TOKEN_MAX)), { description: 'Le jeton de rafraîchissement seul' }),
        },
      },
    };
  }
  if (!route.body && !route.file) return undefined;
  const fields = route.body instanceof z.ZodMiniObject ? route.body : z.object({});
  const multipart = route.file
    ? z.extend(fields, { file: z.optional(described(z.string(), { format: 'binary' })) })
    : fields;
  const required = route.body ? !accepts(route.body, {}) : true;
  return {
    required,
    content: {
      ...(route.body ? { 'application/json': { schema: route.body } } : {}),
      'multipart/form-data': { schema: multipart },
      ...(route.body ? { 'application/x-www-form-urlencoded': { schema: route.body } } : {}),
    },
  };
}

/** Every 429 tells how long to wait (`Retry-After`, in seconds). */
const refusalOf = (status: number) => ({
  description: refusalText[status],
  ...(status === 429 ? { headers: z.object({ 'Retry-After': headerSchemas['Retry-After'] }) } : {}),
  content: { 'application/json': { schema: detailSchema } },
});

type Rendered = Record<string, unknown> & { required?: string[]; type?: unknown; format?: string };
const INT32 = 2 ** 31;

/**
 * What zod's JSON Schema cannot say by itself:
 * - a request's object requires only the keys whose schema refuses `undefined` (a preprocessed
 *   field, `optionalChoice` or `preprocess(orEmpty, …)`, reads as required in zod's input
 *   rendering, though an absent key is taken);
 * - every integer has its format (int32 within that range, int64 beyond).
 */
function completeSchema({ jsonSchema, zodSchema, io }: { jsonSchema: Rendered; zodSchema: z.core.$ZodType; io: 'input' | 'output' }) {
  if (io === 'input' && zodSchema instanceof z.core.$ZodObject && jsonSchema.required) {
    const shape = zodSchema._zod.def.shape;
    const required = jsonSchema.required.filter((key) => !shape[key] || !accepts(shape[key], undefined));
    if (required.length) jsonSchema.required = required;
    else delete jsonSchema.required;
  }
  if (jsonSchema.type === 'integer' && !jsonSchema.format) {
    const inInt32 = [jsonSchema.minimum, jsonSchema.maximum].every((n) => typeof n === 'number' && Math.abs(n) < INT32);
    jsonSchema.format = inInt32 ? 'int32' : 'int64';
  }
}

function operationOf(route: RouteDef): ZodOpenApiOperationObject {
  const params = pathParamSchemas(route);
  const responses: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(route.responses)) {
    if (answer) responses[status] = answerOf(route, Number(status), answer);
  }
  const body = requestBodyOf(route);
  for (const status of refusalsOf(route)) responses[String(status)] = refusalOf(status);
  return {
    operationId: `${route.method.toLowerCase()}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string = '') => c.toUpperCase())}`,
    summary: route.summary,
    description: accessText[route.access],
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
    servers: [{ url: '/', description: 'La même origine que le portail (le site et `/api` sont servis ensemble)' }],
    tags: domains.map((name) => ({ name, description: tagText[name] })),
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      // The answers that recur, named once (the schemas are passed as they are, not changed). Not
      // the service: zod-openapi names a component used inside another one `<name>Output` and
      // leaves its own name unused, so a service is written out in the category and its answers.
      schemas: {
        Detail: detailSchema,
        Order: orderSchema,
        PublicUser: publicUserSchema,
        AdminUser: adminUserSchema,
        Category: categorySchema,
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
  }, { override: completeSchema as never });
  return built;
}
