import { randomUUID } from 'node:crypto';
import { pathParamSchemas, type PathParamSchema, type RouteDef } from '@app/shared/api/contract';
import { pathParams } from '@app/shared/api/params';

const time = () => Date.now().toString(36).padStart(9, '0');
const uuids: PathParamSchema[] = [
  pathParams.userId,
  pathParams.clientId,
  pathParams.orderId,
  pathParams.categoryId,
  pathParams.serviceId,
  pathParams.discountKeyPart,
  pathParams.partnerId,
  pathParams.packId,
  pathParams.sessionId,
];

/** A well-formed id of each kind of path parameter (shared/src/api/params.ts) that names nothing. */
export const wellFormedIds = new Map<PathParamSchema, () => string>([
  ...uuids.map((schema) => [schema, () => randomUUID()] as const),
  [pathParams.notificationId, () => `${time()}-${randomUUID()}`],
  [pathParams.chatMessageId, () => `${time()}-${randomUUID()}`],
  [pathParams.exportId, () => `${time()}-${randomUUID().slice(0, 8)}`],
  [pathParams.invoiceNumber, () => 'FA-2026-999999'],
  [pathParams.version, () => 'v9999'],
]);

/** The route's parameters, each a well-formed id of nothing. */
export const unknownIds = (route: Pick<RouteDef, 'method' | 'path' | 'params'>): Record<string, string> =>
  Object.fromEntries(pathParamSchemas(route).map(([name, schema]) => [name, wellFormedIds.get(schema)!()]));
