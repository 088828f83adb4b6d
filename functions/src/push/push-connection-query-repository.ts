import { keyConditions } from '../lib/db/key-conditions';
import { queryAll } from '../lib/db/query';
import { PUSH_ADMINS_PARTITION, PUSH_ALL_PARTITION, pushUserPartition } from './push-connection-record';

const connectionIds = async (partition: string, index: 'gsi1' | 'gsi2' | 'gsi3'): Promise<string[]> =>
  (await queryAll({ ...keyConditions.partition(partition, index), ProjectionExpression: 'connection_id' })).map((item) =>
    String(item.connection_id),
  );

/** The open connections of one user (one Query of gsi1, ids only). */
export const userConnectionIds = (userId: string) => connectionIds(pushUserPartition(userId), 'gsi1');

/** The open connections of every administrator (one Query of gsi2, ids only). */
export const adminConnectionIds = () => connectionIds(PUSH_ADMINS_PARTITION, 'gsi2');

/** Every open connection (one Query of gsi3, ids only): for what every signed-in user sees. */
export const allConnectionIds = () => connectionIds(PUSH_ALL_PARTITION, 'gsi3');
