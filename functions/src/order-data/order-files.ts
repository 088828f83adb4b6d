import { randomUUID } from 'node:crypto';
import { keySafeFilename } from '@app/shared/files/file-names';
import { announcedFacts, keySegments, parseUploadKey, type UploadKeyFacts } from '../lib/files/upload-keys';

/** Where an order's files live: `orders/{id}/` (original, versions, SAV files, chat attachments). */
export const orderPrefix = (orderId: string) => `orders/${orderId}/`;
export const originalKey = (orderId: string, filename: string) =>
  `${orderPrefix(orderId)}original/${keySafeFilename(filename)}`;
export const versionKeyOf = (orderId: string, n: number, filename: string) =>
  `${orderPrefix(orderId)}v${n}/${keySafeFilename(filename)}`;
/**
 * Where a kept file of an erased client's order goes (issue 36), and the name it is given: its
 * version's, nothing the client wrote (its file name, its account id in an upload's key).
 */
export const erasedFileName = (version: string) => `${version}.bin`;
export const erasedFileKey = (orderId: string, version: string) => `${orderPrefix(orderId)}${version}/${erasedFileName(version)}`;
/** Each SAV delivery has its own folder, so a replaced SAV file is never overwritten in place. */
export const savKey = (orderId: string, filename: string) =>
  `${orderPrefix(orderId)}sav/${randomUUID()}/${keySafeFilename(filename)}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The key of a new order's presigned upload (POST /api/uploads, purpose 'order'):
 * `orders/{id}/original/{userId}/{size}/{name}`, the very key the order will name, so the file is
 * never copied. The order's id is drawn with the ticket; the user and the announced size in the
 * key are what POST /api/orders checks (only its owner can make the order, at that size).
 */
export const originalUploadKey = (userId: string, filename: string, size: number) =>
  `${orderPrefix(randomUUID())}original/${userId}/${size}/${keySafeFilename(filename)}`;

/** The order id, announced size and name of this user's new-order upload key, or undefined. */
export function parseOriginalUploadKey(userId: string, key: string): (UploadKeyFacts & { orderId: string }) | undefined {
  const segments = keySegments(key, 6);
  if (!segments) return undefined;
  const [root, orderId = '', folder, owner, size = '', name = ''] = segments;
  if (root !== 'orders' || folder !== 'original' || owner !== userId || !UUID.test(orderId)) return undefined;
  const facts = announcedFacts(size, name);
  return facts && { ...facts, final: true, orderId };
}

/** A key an order file may come from: a new order's upload, or any of this user's under uploads/. */
export const parseOrderFileUploadKey = (userId: string, key: string): UploadKeyFacts | undefined =>
  parseOriginalUploadKey(userId, key) ?? parseUploadKey(userId, key);

/** Whether a key is a new order's upload (at its final place, whether its order was made or not). */
export const isOriginalUploadKey = (key: string): boolean => !!parseOriginalUploadKey(key.split('/')[3] ?? '', key);
