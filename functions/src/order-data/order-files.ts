import { randomUUID } from 'node:crypto';
import { keySafeFilename } from '@app/shared/files/file-names';

/** Where an order's files live: `orders/{id}/` (original, versions, SAV files, chat attachments). */
export const orderPrefix = (orderId: string) => `orders/${orderId}/`;
export const originalKey = (orderId: string, filename: string) =>
  `${orderPrefix(orderId)}original/${keySafeFilename(filename)}`;
export const versionKeyOf = (orderId: string, n: number, filename: string) =>
  `${orderPrefix(orderId)}v${n}/${keySafeFilename(filename)}`;
/** Each SAV delivery has its own folder, so a replaced SAV file is never overwritten in place. */
export const savKey = (orderId: string, filename: string) =>
  `${orderPrefix(orderId)}sav/${randomUUID()}/${keySafeFilename(filename)}`;
