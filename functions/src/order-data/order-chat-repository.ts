import { queryAll } from '../lib/db/query';
import { table } from '../lib/db/table';
import { keyConditions } from '../lib/db/key-conditions';
import { orderChatKeys } from './order-chat-record';

/** Every item of an order's chat (messages, counters, seen markers), once its order is deleted. */
export async function deleteOrderChat(orderId: string): Promise<number> {
  const items = await queryAll({
    ...keyConditions.partition(orderChatKeys.partition(orderId)),
    ProjectionExpression: 'pk, sk',
  });
  await table.batchDelete(items.map((item) => ({ pk: String(item.pk), sk: String(item.sk) })));
  return items.length;
}
