import type { UploadAnalysis } from '@app/shared/files/file-analysis';
import { call } from '@/lib/api/call';

/**
 * POST /api/uploads/analysis: what the server read in the caller's presigned upload (indicative);
 * with an order's id (administrators), also its changes against that order's original.
 */
export function analyseUpload(uploadKey: string, signal?: AbortSignal, orderId?: string): Promise<UploadAnalysis> {
  const body = orderId ? { upload_key: uploadKey, order_id: orderId } : { upload_key: uploadKey };
  return call('POST /api/uploads/analysis', { body, signal });
}
