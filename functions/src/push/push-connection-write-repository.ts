import { table } from '../lib/db/table';
import { pushConnectionEntity, type PushConnectionRecord } from './push-connection-record';

// Apart from the connection queries: the socket handler's code (and so its grants) reaches no Query.

/** Records an open connection ($connect); a reconnection under the same id replaces it. */
export async function saveConnection(connection: PushConnectionRecord): Promise<void> {
  await table.put({ Item: pushConnectionEntity.item(connection) });
}

/** Forgets a connection ($disconnect, or a post answered 410 Gone). */
export async function deleteConnection(connectionId: string): Promise<void> {
  await table.delete({ Key: pushConnectionEntity.key(connectionId) });
}
