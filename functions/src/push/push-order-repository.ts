import { keys } from '../lib/db/keys';
import { table } from '../lib/db/table';

/** The client of an order, or undefined when it is gone (the push channel reads nothing else of it). */
export async function orderClientId(orderId: string): Promise<string | undefined> {
  const item = await table.get(keys.order(orderId));
  return typeof item?.client_id === 'string' ? item.client_id : undefined;
}
