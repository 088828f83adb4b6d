import { deleteKeys, type StoredObject } from '../lib/files/objects';
import { logger } from '../lib/logger';
import { readRetention } from '../privacy/retention-repository';
import { ordersByIds } from '../privacy/retention-sweep-repository';
import { NO_DEADLINE, walkPages, type PurgeOptions } from './purge-walk';
import { ecuFilesExpired, retentionCutoffs } from '@app/shared/privacy/retention-cutoffs';

export interface RetentionOptions extends PurgeOptions {
  /** Say what would be removed, remove nothing. */
  dryRun?: boolean;
}

/** `orders/{id}/…`: the order's id, and whether the object is a chat attachment. */
const partsOf = (key: string) => {
  const [, orderId = '', second] = key.split('/');
  return { orderId, chat: second === 'chat' };
};

/**
 * Order files past their duration (issue 24), page by page under orders/ with a checkpoint like
 * the purges: a chat attachment once older than the settings' months; an ECU file (original,
 * versions, SAV) once its order has been finished ('termine') for the settings' months. A file
 * of an order that is not finished stays whatever its age. `dryRun` lists the keys and removes nothing.
 */
export async function removeExpiredOrderFiles(options: RetentionOptions = {}) {
  const now = options.now ?? Date.now();
  const cutoffs = retentionCutoffs((await readRetention()).retention, now);
  const keys: string[] = [];
  const walk = await walkPages(
    { job: options.dryRun ? 'retention-files-dry-run' : 'retention-files', prefix: 'orders/', clock: options.clock ?? NO_DEADLINE, pageSize: options.pageSize ?? 1000, totals: { ecuFiles: 0, chatAttachments: 0 } },
    async (objects, _last, totals) => {
      const due = await expiredOf(objects, cutoffs);
      totals.ecuFiles += due.ecu.length;
      totals.chatAttachments += due.chat.length;
      if (options.dryRun) keys.push(...due.ecu, ...due.chat);
      else await deleteKeys([...due.ecu, ...due.chat]);
      return { doneThrough: objects.at(-1)?.Key };
    },
  );
  const report = { ...walk.totals, finished: walk.finished, dryRun: options.dryRun ?? false };
  logger.info('retention: order files', report);
  // A dry run also says which files it would remove.
  return { ...report, keys };
}

async function expiredOf(objects: readonly StoredObject[], cutoffs: ReturnType<typeof retentionCutoffs>) {
  const files = objects.flatMap((o) => (o.Key && o.LastModified ? [{ key: o.Key, at: o.LastModified.getTime(), ...partsOf(o.Key) }] : []));
  const chat = files.filter((f) => f.chat && f.at < cutoffs.chatAttachments).map((f) => f.key);
  const candidates = files.filter((f) => !f.chat && f.at < cutoffs.ecuFiles);
  const orders = await ordersByIds([...new Set(candidates.map((f) => f.orderId))]);
  const expired = (orderId: string) => {
    const order = orders.get(orderId);
    return order !== undefined && ecuFilesExpired(order, cutoffs.ecuFiles);
  };
  return { chat, ecu: candidates.filter((f) => expired(f.orderId)).map((f) => f.key) };
}
