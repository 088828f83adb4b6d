import { keyConditions } from '../lib/db/key-conditions';
import { queryAll } from '../lib/db/query';
import { table } from '../lib/db/table';
import {
  PUSH_ADMINS_PARTITION,
  pushConnectionEntity,
  pushUserPartition,
  type PushConnectionRecord,
} from './push-connection-record';

/** Records an open connection ($connect); a reconnection under the same id replaces it. */
export async function saveConnection(connection: PushConnectionRecord): Promise<void> {
  await table.put({ Item: pushConnectionEntity.item(connection) });
}

/** Forgets a connection ($disconnect, or a post answered 410 Gone). */
export async function deleteConnection(connectionId: string): Promise<void> {
  await table.delete({ Key: pushConnectionEntity.key(connectionId) });
}

const connectionIds = async (partition: string, index: 'gsi1' | 'gsi2'): Promise<string[]> =>
  (await queryAll({ ...keyConditions.partition(partition, index), ProjectionExpression: 'connection_id' })).map((item) =>
    String(item.connection_id),
  );

/** The open connections of one user (one Query of gsi1, ids only). */
export const userConnectionIds = (userId: string) => connectionIds(pushUserPartition(userId), 'gsi1');

/** The open connections of every administrator (one Query of gsi2, ids only). */
export const adminConnectionIds = () => connectionIds(PUSH_ADMINS_PARTITION, 'gsi2');
