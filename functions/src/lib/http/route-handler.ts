import middy from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import { routes, routeKey, type Access, type Domain, type RouteKey } from '../../routes';
import { authenticate } from '../../users/authenticate';
import type { UserRecord } from '../../users/user-record';
import { logger } from '../logger';
import { parseBody, type UploadedFile } from './body';
import { HttpError, notFound } from './errors';
import { json, type HttpResult } from './response';
import { validate } from './validate';

export interface Request<B> {
  event: APIGatewayProxyEventV2;
  body: B;
  params: Record<string, string>;
  query: Record<string, string>;
  files: UploadedFile[];
  /** The raw body as text (for calls whose body is a bare value). */
  text: string;
  /** The signed-in account; null only on public routes. */
  user: UserRecord | null;
}

export interface Action<B = unknown> {
  body?: z.ZodType<B>;
  handler: (request: Request<B>) => Promise<HttpResult>;
}

/** Declares one action; the body type comes from its zod schema. */
export function action<S extends z.ZodType | undefined = undefined>(def: {
  body?: S;
  handler: (request: Request<S extends z.ZodType ? z.infer<S> : undefined>) => Promise<HttpResult>;
}): Action<S extends z.ZodType ? z.infer<S> : undefined> {
  return def as Action<S extends z.ZodType ? z.infer<S> : undefined>;
}

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<HttpResult>;

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'cache-control': 'no-store',
} as const;

function toErrorResult(error: unknown): HttpResult {
  if (error instanceof HttpError) return json({ detail: error.detail }, error.statusCode);
  const err = error as Error;
  logger.error('unhandled error', { name: err?.name, message: err?.message, stack: err?.stack });
  return json({ detail: 'Erreur interne du serveur' }, 500);
}

function chain(access: Access, act: Action): Handler {
  return middy<APIGatewayProxyEventV2, HttpResult>()
    .use({
      before: (request) => {
        logger.appendKeys({ requestId: request.context.awsRequestId, route: request.event.routeKey });
      },
      after: (request) => {
        const response = request.response;
        if (response) response.headers = { ...SECURITY_HEADERS, ...response.headers };
      },
      onError: (request) => {
        request.response = toErrorResult(request.error);
        request.response.headers = { ...SECURITY_HEADERS, ...request.response.headers };
      },
    })
    .handler(async (event) => {
      const user = await authenticate(event, access);
      const parsed = await parseBody(event);
      const body = act.body ? validate(act.body, parsed.fields) : undefined;
      return act.handler({
        event,
        body,
        params: (event.pathParameters ?? {}) as Record<string, string>,
        query: (event.queryStringParameters ?? {}) as Record<string, string>,
        files: parsed.files,
        text: parsed.text,
        user,
      });
    }) as unknown as Handler;
}

/** The Lambda handler of one domain: dispatches on the API Gateway route key. */
export function createDomainHandler<D extends Domain>(
  domain: D,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each action has its own body type
  actions: Record<RouteKey<D>, Action<any>>,
): Handler {
  const table = new Map<string, Handler>();
  for (const route of routes.filter((r) => r.domain === domain)) {
    const act = (actions as Record<string, Action>)[routeKey(route)];
    if (!act) throw new Error(`No action for ${routeKey(route)}`);
    table.set(routeKey(route), chain(route.access, act));
  }
  return async (event, context) => {
    const handler = table.get(event.routeKey);
    if (!handler) return toErrorResult(notFound());
    return handler(event, context);
  };
}
