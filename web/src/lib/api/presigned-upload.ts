import type { UploadRequest } from '@app/shared/orders/schemas';
import { call } from './call';
import { type UploadProgress, uploadWithProgress } from './upload-with-progress';

/**
 * Sends a file straight to S3: asks POST /api/uploads for a presigned PUT (the server checks the
 * extension and size for the purpose first), then PUTs the bytes with progress. Returns the key
 * to register (an order, a delivery or a chat message names it).
 */
export async function uploadPresigned(
  file: File,
  purpose: UploadRequest['purpose'],
  onProgress?: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<string> {
  const ticket = await call('POST /api/uploads', { body: { filename: file.name, size: file.size, purpose } });
  await uploadWithProgress({ url: ticket.url, method: ticket.method, headers: ticket.headers, body: file, onProgress, signal });
  return ticket.key;
}
