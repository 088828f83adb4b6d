import type { FileAnalysis } from '@app/shared/files/file-analysis';
import { call } from '@/lib/api/call';

/** POST /api/uploads/analysis: what the server read in the caller's presigned upload (indicative). */
export function analyseUpload(uploadKey: string, signal?: AbortSignal): Promise<FileAnalysis> {
  return call('POST /api/uploads/analysis', { body: { upload_key: uploadKey }, signal });
}
