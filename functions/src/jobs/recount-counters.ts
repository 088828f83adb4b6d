import { recountCounters } from '../counters/recount';
import { logger } from '../lib/logger';

/** Nightly: recomputes the counters from the items, repairs them and reports any drift. */
export const handler = async () => {
  const drift = await recountCounters({ fix: true });
  if (drift.length) logger.warn('counter drift repaired', { count: drift.length, drift: drift.slice(0, 50) });
  else logger.info('counters match the items');
  return { drift: drift.length };
};
