import { existingOrderIds } from '../order-data/order-existence-repository';
import { deleteKeys, listObjects } from '../lib/files/objects';
import { purgeAllowed, reportRefusedPurge } from './purge-guard';

/** A folder is left alone while any of its objects is this recent (an order being created). */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

interface Folder {
  keys: string[];
  newest: number;
}

/** The objects under `orders/`, grouped by order id. */
async function orderFolders(): Promise<Map<string, Folder>> {
  const folders = new Map<string, Folder>();
  for await (const page of listObjects('orders/')) {
    for (const object of page) {
      const id = object.Key?.split('/')[1];
      if (!object.Key || !id) continue;
      const folder = folders.get(id) ?? { keys: [], newest: 0 };
      folder.keys.push(object.Key);
      folder.newest = Math.max(folder.newest, object.LastModified?.getTime() ?? Date.now());
      folders.set(id, folder);
    }
  }
  return folders;
}

/**
 * Deletes the files under `orders/{id}/` (its versions and its chat attachments) of orders that
 * no longer exist (a deletion whose S3 clean-up failed). Folders with a recent object are
 * skipped: their order may be being written. When more than a small share of the folders look
 * orphaned, the order reads are not to be trusted: nothing is deleted, the refusal is reported
 * (purge-guard.ts).
 */
export async function purgeOrphanOrderFiles(now = Date.now()): Promise<{ deleted: number; refused: boolean }> {
  const cutoff = now - ORPHAN_GRACE_MS;
  const all = [...(await orderFolders())];
  const folders = all.filter(([, folder]) => folder.newest < cutoff);
  const existing = await existingOrderIds(folders.map(([id]) => id));
  const orphans = folders.filter(([id]) => !existing.has(id));
  if (!purgeAllowed(orphans.length, all.length)) {
    reportRefusedPurge('purge-orphan-order-files', orphans.length, all.length);
    return { deleted: 0, refused: true };
  }
  const orphanKeys = orphans.flatMap(([, folder]) => folder.keys);
  for (let i = 0; i < orphanKeys.length; i += 1000) await deleteKeys(orphanKeys.slice(i, i + 1000));
  return { deleted: orphanKeys.length, refused: false };
}
