/**
 * THE route table, as the functions, CDK (the CloudFront Function that picks each domain's
 * function URL, infra/lib/api-origin-function.ts), the local gateway
 * and the least-privilege grants read it: the shared API contract (shared/src/api/contract.ts),
 * where each route also carries its query, body and answer schemas. Each domain's Lambda
 * dispatches on the route key (`METHOD /path`). No handler code is imported here. A Lambda's
 * runtime code imports no value from here (its bundle would build every route's schemas): it
 * takes its own route files through `domainRoutes` (shared/src/api/route.ts, decision 025).
 */
export {
  domains,
  pathParamNames,
  routeKey,
  routes,
  type Access,
  type AccessOf,
  type AnswerInputOf,
  type AppRoute,
  type Domain,
  type Method,
  type PathParams,
  type RouteDef,
  type RouteKey,
  type RouteOf,
} from '@app/shared/api/contract';
