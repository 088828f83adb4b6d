import { existingOrderIds } from '../order-data/order-existence-repository';
import { deleteKeys, type StoredObject } from '../lib/files/objects';
import { isOriginalUploadKey } from '../order-data/order-files';
import { ABANDONED_AFTER_MS } from './purge-abandoned-uploads';
import { purgeAllowed, reportRefusedPurge } from './purge-guard';
import { NO_DEADLINE, walkPages, type PurgeOptions } from './purge-walk';

/** A folder is left alone while any of its objects is this recent (an order being created). */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

const JOB = 'purge-orphan-order-files';

interface Folder {
  id: string;
  keys: string[];
  newest: number;
  /** Only a new order's upload (its order maybe not made yet): left a day, as uploads are. */
  uploadOnly: boolean;
}

/**
 * The page's objects grouped by order id, `carried` (the folder the previous page ended in)
 * first. Keys come sorted, so a folder's objects are consecutive.
 */
function foldersOf(objects: readonly StoredObject[], carried: Folder | undefined, now: number): Folder[] {
  const folders = carried ? [carried] : [];
  for (const object of objects) {
    const id = object.Key?.split('/')[1];
    if (!object.Key || !id) continue;
    let folder = folders.at(-1);
    if (folder?.id !== id) folders.push((folder = { id, keys: [], newest: 0, uploadOnly: true }));
    folder.keys.push(object.Key);
    folder.uploadOnly &&= isOriginalUploadKey(object.Key);
    folder.newest = Math.max(folder.newest, object.LastModified?.getTime() ?? now);
  }
  return folders;
}

async function deleteAll(keys: readonly string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 1000) await deleteKeys(keys.slice(i, i + 1000));
}

/**
 * Deletes the files under `orders/{id}/` (its versions and its chat attachments) of orders that
 * no longer exist (a deletion whose S3 clean-up failed), one page of objects at a time: the
 * page's folders are looked up by BatchGet, its orphans deleted, and only the folder the page
 * ends in is carried over (its next objects may be on the next page: it is judged whole, never
 * on half its objects). Folders with a recent object are skipped: their order may be being
 * written. A folder holding only a new order's presigned upload (POST /api/uploads, purpose
 * 'order', at the key its order will name) is left a day like the uploads under uploads/: the
 * form may still be open; past that it was abandoned and goes like any orphan.
 *
 * The guard (purge-guard.ts) is for order reads that silently find nothing (a wrong table
 * name, an empty restore): then every folder looks orphaned. It is checked on the running
 * totals of the walk (every folder and orphan seen so far, kept in the checkpoint across runs)
 * before each page's deletions, so such a failure is refused on the first page past the floor
 * of ten orphans, and a failure that starts mid-walk is refused as soon as its orphans exceed
 * the 5 % share, and never beyond the 500 cap over the whole walk. A refusal deletes nothing
 * more, is reported, and ends the walk. Answers what this run deleted.
 */
export async function purgeOrphanOrderFiles(
  options: PurgeOptions = {},
): Promise<{ deleted: number; refused: boolean; finished: boolean }> {
  const now = options.now ?? Date.now();
  const cutoff = now - ORPHAN_GRACE_MS;
  const uploadCutoff = now - ABANDONED_AFTER_MS;
  let carried: Folder | undefined;
  let deleted = 0;
  const walk = await walkPages(
    { job: JOB, prefix: 'orders/', clock: options.clock ?? NO_DEADLINE, pageSize: options.pageSize ?? 1000, totals: { folders: 0, orphans: 0, deleted: 0 } },
    async (objects, last, totals) => {
      const folders = foldersOf(objects, carried, now);
      carried = last ? undefined : folders.pop();
      const settled = folders.filter((folder) => folder.newest < (folder.uploadOnly ? uploadCutoff : cutoff));
      const existing = await existingOrderIds(settled.map((folder) => folder.id));
      const orphans = settled.filter((folder) => !existing.has(folder.id));
      totals.folders += folders.length;
      totals.orphans += orphans.length;
      if (!purgeAllowed(totals.orphans, totals.folders)) {
        reportRefusedPurge(JOB, totals.orphans, totals.folders);
        return { refused: true };
      }
      const keys = orphans.flatMap((folder) => folder.keys);
      await deleteAll(keys);
      deleted += keys.length;
      totals.deleted += keys.length;
      return { doneThrough: folders.at(-1)?.keys.at(-1) };
    },
  );
  return { deleted, refused: walk.refused, finished: walk.finished };
}
