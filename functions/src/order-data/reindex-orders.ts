import { indexKeys } from '../lib/db/keys';
import { reindex } from '../lib/db/reindex';
import { orderEntity } from './order-record';

/** Brings the index attributes of every order (status and client lists, search text) in step with the code. */
export const reindexOrders = () =>
  reindex(orderEntity, {
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': indexKeys.allOrders('', '').gsi1pk },
  });
