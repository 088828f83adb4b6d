import { table } from '../lib/db/table';
import { pushConnectionEntity } from './push-connection-record';

/** Forgets a connection ($disconnect, or a post answered 410 Gone). */
export async function deleteConnection(connectionId: string): Promise<void> {
  await table.delete({ Key: pushConnectionEntity.key(connectionId) });
}
