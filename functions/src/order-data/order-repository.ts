import { indexKeys, nowIso } from '../lib/db/keys';
import { queryAll, type QueryInput } from '../lib/db/query';
import { keyConditions } from '../lib/db/key-conditions';
import { orderEntity, type OrderRecord, type StoredFile } from './order-record';

/** Every order a Query matches, newest first. */
const queryOrders = async (input: QueryInput): Promise<OrderRecord[]> =>
  orderEntity.parseAll(await queryAll({ ...input, ScanIndexForward: false }));

export const getOrder = (id: string) => orderEntity.get(id);

/** Every order (gsi1). */
export const allOrders = () => keyConditions.partition(indexKeys.allOrders('', '').gsi1pk, 'gsi1');

/** Every order, newest first (gsi1): for the jobs, never on a request path. */
export const listAllOrders = () => queryOrders(allOrders());

/** Every order of one client, newest first (gsi3): one Query of its own index. */
export const listClientOrders = (clientId: string) =>
  queryOrders(keyConditions.partition(indexKeys.clientOrders(clientId, '', '').gsi3pk, 'gsi3'));

/**
 * Reserves the next version number of an order atomically (ADD on a counter): concurrent
 * deliveries get distinct numbers. Undefined when the order does not exist.
 */
export async function reserveVersion(id: string, now = nowIso()): Promise<number | undefined> {
  return (await orderEntity.update(orderEntity.key(id), { add: { version_count: 1 }, set: { updated_at: now } }))
    ?.version_count;
}

/**
 * Sets one entry of the files map (files.vN) and updated_at. Returns the order before and after
 * this very write (so a replaced file can be removed), or undefined when it is missing.
 */
export async function setOrderFile(id: string, version: string, file: StoredFile) {
  const before = await orderEntity.updateReturningOld(orderEntity.key(id), {
    set: { [`files.${version}`]: file, updated_at: file.uploaded_at },
  });
  if (!before) return undefined;
  const after: OrderRecord = { ...before, files: { ...before.files, [version]: file }, updated_at: file.uploaded_at };
  return { before, after };
}
