import { recountCounters } from '../order-data/counters/recount';
import { logger } from '../lib/logger';
import { reindexOrders } from '../order-data/order-reindex-repository';
import { reindexAccounts } from '../users/user-repository';

/**
 * Nightly: brings order index attributes in step with the code, then recomputes the counters
 * from the items, repairs them and reports any drift.
 */
export const handler = async () => {
  const reindexed = (await reindexOrders()) + (await reindexAccounts());
  if (reindexed) logger.info('items reindexed', { count: reindexed });
  const drift = await recountCounters({ fix: true });
  if (drift.length) logger.warn('counter drift repaired', { count: drift.length, drift: drift.slice(0, 50) });
  else logger.info('counters match the items');
  return { drift: drift.length, reindexed };
};
