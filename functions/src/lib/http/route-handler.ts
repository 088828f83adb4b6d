import middy from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { z } from 'zod/mini';
// Values from route.ts only: the contract (../../routes) holds every domain's schemas.
import { pathParamSchemas, routeKey, type DomainRoutes, type PathParamSchema } from '@app/shared/api/route';
import type { AccessOf, AnswerInputOf, Domain, PathParams, RouteDef, RouteKey, RouteOf } from '../../routes';
import type { Account, Authenticator } from '../auth/authenticate';
import { loadCursorKey } from '../db/sealed-cursor';
import { notFound } from '../errors';
import { logger } from '../logger';
import { parseBody, type UploadedFile } from './body';
import { httpErrorOf } from './errors';
import { originRefusal } from './origin-check';
import { toHttpEvent, type RestEvent } from './rest-event';
import { compileRoutes, routeEvent } from './route-match';
import { json, type Reply, type HttpResult } from './response';
import { SECURITY_HEADERS } from './security-headers';
import { validate } from './validate';

type Simplify<T> = { [P in keyof T]: T[P] };

/** The query string of a route, parsed with the contract's schema (raw strings where it has none). */
type QueryOf<K extends RouteKey> =
  RouteOf<K> extends { query: infer Q extends z.ZodMiniType } ? z.infer<Q> : Record<string, string>;

/** What an action receives, typed from its route key: `user` is null only on public routes. */
export interface Request<K extends RouteKey, B, U> {
  event: APIGatewayProxyEventV2;
  body: B;
  params: Simplify<PathParams<K>>;
  query: QueryOf<K>;
  files: UploadedFile[];
  /** The raw body as text (for calls whose body is a bare value). */
  text: string;
  user: AccessOf<K> extends 'public' ? null : U;
}

/**
 * One action: an optional body schema and the handler (parse → call the service → answer). Its
 * answer is typed from the route's success schemas: a body the contract does not describe does
 * not compile.
 */
export interface Action<K extends RouteKey, B, U> {
  body?: z.ZodMiniType<B>;
  handler: (request: Request<K, B, U>) => Promise<Reply<AnswerInputOf<K>>>;
}
type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<HttpResult>;
/** A domain Lambda: API Gateway's REST event (payload 1.0) or, in unit tests, the 2.0 shape. */
type DomainHandler = (event: RestEvent | APIGatewayProxyEventV2, context: Context) => Promise<HttpResult>;

function toErrorResult(error: unknown): HttpResult {
  const known = httpErrorOf(error);
  if (known) {
    const result = json({ detail: known.detail }, known.statusCode);
    return { ...result, headers: { ...result.headers, ...known.headers } };
  }
  const err = error as Error;
  logger.error('unhandled error', { name: err?.name, message: err?.message, stack: err?.stack });
  return json({ detail: 'Erreur interne du serveur' }, 500);
}

const secured = (result: HttpResult): HttpResult => ({
  ...result,
  headers: { ...SECURITY_HEADERS, ...result.headers },
});

/**
 * The path parameters of the route, each read through its contract schema (shared/src/api/params.ts).
 * An id that cannot exist (missing, too long, not of its shape) is the route's 404 with its own
 * not-found message, once the token is verified but before the account is read, and before the
 * action: no malformed or oversized id reaches DynamoDB.
 */
function pathParams(schemas: readonly [string, PathParamSchema][], event: APIGatewayProxyEventV2): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, schema] of schemas) {
    const parsed = schema.safeParse(event.pathParameters?.[name]);
    if (!parsed.success) throw notFound(parsed.error.issues[0]?.message);
    params[name] = parsed.data;
  }
  return params;
}

/**
 * The HTTP chain of every domain Lambda, given how to authenticate (lib/ knows no domain: the
 * account loader is injected by functions/src/router.ts).
 */
export function defineRouter<U extends Account>(authenticate: Authenticator<U>) {
  function chain(route: RouteDef, act: Action<RouteKey, unknown, U>): Handler {
    const paramSchemas = pathParamSchemas(route);
    return middy<APIGatewayProxyEventV2, HttpResult>()
      .use({
        before: (request) => {
          logger.appendKeys({ requestId: request.context.awsRequestId, route: request.event.routeKey });
        },
        // The keys are the call's own: a warm process (and the local gateway, which runs every
        // Lambda in one) must not log the next event, a socket's or a job's, under this route.
        after: (request) => {
          logger.resetKeys();
          if (request.response) request.response = secured(request.response);
        },
        onError: (request) => {
          request.response = secured(toErrorResult(request.error));
          logger.resetKeys();
        },
      })
      .handler(async (event) => {
        // Once the token is verified and before the account is read (or at once on a public route).
        let params: Record<string, string> | undefined;
        const readParams = () => (params ??= pathParams(paramSchemas, event));
        const user = await authenticate(event, route.access, readParams);
        readParams();
        const raw = event.queryStringParameters ?? {};
        const query: unknown = route.query ? validate(route.query, raw) : raw;
        const parsed = await parseBody(event);
        const body = act.body ? validate(act.body, parsed.fields) : undefined;
        return act.handler({
          event,
          body,
          params: readParams() as never,
          query: query as never,
          files: parsed.files,
          text: parsed.text,
          user: user as never,
        });
      }) as unknown as Handler;
  }

  /**
   * The Lambda handler of one domain: dispatches on the route key (API Gateway's method and
   * resource, lib/http/rest-event.ts; matched from the method and path for an event without one,
   * lib/http/route-match.ts). Each action's
   * request is typed from its key (params, user) and its body schema (inferred per key).
   */
  function createDomainHandler<D extends Domain, B extends Record<RouteKey<D>, unknown>>(
    contract: DomainRoutes<D>,
    actions: { [K in keyof B]: Action<K & RouteKey<D>, B[K], U> } & Record<RouteKey<D>, unknown>,
  ): DomainHandler {
    const table = new Map<string, Handler>();
    // The types ask an action for every route of the domain; a route file left out of
    // domainRoutes(...) would leave its actions unreachable.
    const unrouted = Object.keys(actions).filter((key) => !contract.routes.some((route) => routeKey(route) === key));
    if (unrouted.length > 0) throw new Error(`No ${contract.domain} route given for ${unrouted.join(', ')}`);
    for (const route of contract.routes) {
      const act = (actions as Record<string, Action<RouteKey, unknown, U> | undefined>)[routeKey(route)];
      if (!act) throw new Error(`No action for ${routeKey(route)}`);
      // The action validates with the contract's own body schema, so the document tells the truth.
      if (act.body !== route.body) throw new Error(`The body schema of ${routeKey(route)} is not the contract's`);
      table.set(routeKey(route), chain(route, act));
    }
    const matcher = compileRoutes(table.keys());
    return async (received, context) => {
      // Payload 1.0 becomes the 2.0 shape here, once, before anything reads the event.
      const event = toHttpEvent(received);
      const refused = await originRefusal(event).catch((error: unknown) => error);
      if (refused) return secured(toErrorResult(refused));
      // The cursor key, read at run time once per process (lib/db/sealed-cursor.ts).
      const unreadable = await loadCursorKey().then(() => undefined, (error: unknown) => error);
      if (unreadable) return secured(toErrorResult(unreadable));
      const missed = routeEvent(event, matcher);
      if (missed) return secured(missed);
      const handler = table.get(event.routeKey);
      if (!handler) return secured(toErrorResult(notFound()));
      return handler(event, context);
    };
  }

  return { createDomainHandler };
}
