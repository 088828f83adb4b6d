import { reindex } from '../lib/db/reindex';
import { orderEntity } from './order-record';
import { allOrders } from './order-repository';

/** Brings the index attributes of every order (status and client lists, search text) in step with the code. */
export const reindexOrders = () =>
  reindex(orderEntity, allOrders());
