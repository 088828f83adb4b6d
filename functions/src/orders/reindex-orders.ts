import { indexKeys } from '../lib/db/keys';
import { queryAll } from '../lib/db/query';
import { table } from '../lib/db/table';
import { updateExpression } from '../lib/db/update';
import { unlessRefused } from '../lib/db/write';
import { orderEntity } from './order-record';

/**
 * Brings the index attributes of every order (status and client lists, search text) in step
 * with the code, for orders written before them. Returns how many were rewritten. A job, never
 * on a request path; an order changed meanwhile is skipped (its write set them already).
 */
export async function reindexOrders(): Promise<number> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': indexKeys.allOrders('', '').gsi1pk },
  });
  let rewritten = 0;
  for (const item of items) {
    const order = orderEntity.parse(item);
    if (!order) continue;
    const indexes = orderEntity.indexesOf(order);
    if (Object.entries(indexes).every(([name, value]) => item[name] === value)) continue;
    const done = await unlessRefused(
      async () => {
        await table.update({
          Key: orderEntity.key(order.id),
          ...updateExpression({ set: indexes, condition: { expression: 'updated_at = :seen', values: { ':seen': order.updated_at } } }),
        });
        return true;
      },
      () => false,
    );
    if (done) rewritten++;
  }
  return rewritten;
}
