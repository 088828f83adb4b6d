import { table } from '../lib/db/table';
import { pushConnectionEntity, type PushConnectionRecord } from './push-connection-record';

// The connection item's writes (the socket handler). Its removal and its queries are in files of
// their own, so each push Lambda's code, and so its grants, reach only the table calls it makes.
export { deleteConnection } from './push-connection-removal-repository';

/** Records an open connection ($connect); a reconnection under the same id replaces it. */
export async function saveConnection(connection: PushConnectionRecord): Promise<void> {
  await table.put({ Item: pushConnectionEntity.item(connection) });
}
