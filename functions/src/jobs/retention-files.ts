import { addTo, walkToEnd, type PageWalk, type Totals } from '../lib/db/page-walk';
import { deleteKeys, listPage, type StoredObject } from '../lib/files/objects';
import { logger } from '../lib/logger';
import { readRetention } from '../settings-data/settings-repository';
import { ordersByIds } from '../privacy/retention-sweep-repository';
import type { PurgeOptions } from './purge-walk';
import { ecuFilesExpired, retentionCutoffs } from '@app/shared/privacy/retention-cutoffs';

export interface RetentionOptions extends PurgeOptions {
  /** Say what would be removed, remove nothing. */
  dryRun?: boolean;
}

export const ECU_FILES = 'ecuFiles';
export const CHAT_ATTACHMENTS = 'chatAttachments';

/** `orders/{id}/…`: the order's id, and whether the object is a chat attachment. */
const partsOf = (key: string) => {
  const [, orderId = '', second] = key.split('/');
  return { orderId, chat: second === 'chat' };
};

/**
 * Order files past their duration (issue 24), a page of objects under orders/ at a time from
 * `start` (`{ after }`: the last key of the page before): a chat attachment once older than the
 * settings' months; an ECU file (original, versions, SAV) once its order has been finished
 * ('termine') for the settings' months. A file of an order that is not finished stays whatever
 * its age. `dryRun` adds the keys to `dryRunKeys` and removes nothing.
 */
export async function orderFilesWalk(options: RetentionOptions = {}, dryRunKeys: string[] = []): Promise<PageWalk> {
  const cutoffs = retentionCutoffs((await readRetention()).retention, options.now ?? Date.now());
  return async function* (start, totals) {
    let after = typeof start?.after === 'string' ? start.after : undefined;
    do {
      const page = await listPage('orders/', after, options.pageSize ?? 1000);
      const due = await expiredOf(page.objects, cutoffs);
      addTo(totals, ECU_FILES, due.ecu.length);
      addTo(totals, CHAT_ATTACHMENTS, due.chat.length);
      if (options.dryRun) dryRunKeys.push(...due.ecu, ...due.chat);
      else await deleteKeys([...due.ecu, ...due.chat]);
      after = page.next;
      yield after ? { after } : undefined;
    } while (after);
  };
}

/** The files part of a report from a walk's totals. */
export const filesReport = (totals: Totals, finished: boolean, dryRun: boolean) => ({
  ecuFiles: totals[ECU_FILES] ?? 0,
  chatAttachments: totals[CHAT_ATTACHMENTS] ?? 0,
  finished,
  dryRun,
});

/**
 * The order files past their duration, to the end, without a deadline (the nightly job runs the
 * same walk with its checkpoint, apply-retention.ts). A dry run also says which files it would remove.
 */
export async function removeExpiredOrderFiles(options: RetentionOptions = {}) {
  const keys: string[] = [];
  const totals = await walkToEnd([await orderFilesWalk(options, keys)]);
  const report = filesReport(totals, true, options.dryRun ?? false);
  logger.info('retention: order files', report);
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
