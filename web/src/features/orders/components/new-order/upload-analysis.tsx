import { fileAnalysisFr } from '@/features/orders/fr';
import { UploadStepView } from '@/features/orders/components/file-analysis/upload-step-view';
import type { OriginalUpload } from './use-original-upload';

/** Under the file: its upload, then what the portal read in it. Announced politely; it never blocks. */
export function UploadAnalysis({ upload }: { upload: OriginalUpload }) {
  return (
    <div role="status" aria-live="polite" className="empty:hidden">
      <UploadStepView status={upload.status} progress={upload.progress} failed={fileAnalysisFr.uploadFailed} />
    </div>
  );
}
