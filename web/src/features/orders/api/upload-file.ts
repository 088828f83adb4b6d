import type { UploadProgress } from '@/lib/api/upload-with-progress';
import { uploadPresigned } from '@/lib/api/presigned-upload';

/** An order's original file or a delivered version, sent through a presigned upload (see lib/presigned-upload.ts). */
export function uploadOrderFile(
  file: File,
  purpose: 'order' | 'delivery',
  onProgress?: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<string> {
  return uploadPresigned(file, purpose, onProgress, signal);
}
