import { reindex } from '../lib/db/reindex';
import { orderEntity } from './order-record';
import { allOrders } from './order-repository';

/**
 * Brings the index attributes of every order (status and client lists, search text) in step with
 * the code. Its own file: the jobs that read orders (the purges) never reach a write they are not
 * granted (infra/test/grants.test.ts follows imports file by file).
 */
export const reindexOrders = () => reindex(orderEntity, allOrders());
