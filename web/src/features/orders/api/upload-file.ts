import { api } from '@/lib/api-client';
import { type UploadProgress, uploadWithProgress } from '@/lib/upload-with-progress';

export interface UploadTicket {
  key: string;
  url: string;
  method: 'PUT';
  headers: Record<string, string>;
  expires_in: number;
  max_bytes: number;
}

/**
 * Sends a file straight to S3: asks POST /api/uploads for a presigned PUT (the server checks the
 * extension and size first), then PUTs the bytes with progress. Returns the key to register.
 */
export async function uploadOrderFile(
  file: File,
  purpose: 'order' | 'delivery',
  onProgress?: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<string> {
  const ticket = await api.post<UploadTicket>('/api/uploads', { filename: file.name, size: file.size, purpose });
  await uploadWithProgress({ url: ticket.url, method: ticket.method, headers: ticket.headers, body: file, onProgress, signal });
  return ticket.key;
}
