import { adminOrderFr } from '@/features/orders/fr';
import type { AnalysedUpload } from '@/features/orders/components/file-analysis/use-analysed-upload';
import { UploadStepView } from '@/features/orders/components/file-analysis/upload-step-view';

const t = adminOrderFr;
const progressBar = { label: t.uploadProgress, text: t.uploading };

/**
 * Under the chosen file: its upload, then what the portal read in it and what it changes in the
 * order's original, before it is delivered. Announced politely; it never blocks the delivery.
 */
export function DeliveryUploadStatus({ upload }: { upload: AnalysedUpload }) {
  return (
    <div role="status" aria-live="polite" className="empty:hidden" data-testid="delivery-upload">
      <UploadStepView
        status={upload.status}
        progress={upload.progress}
        failed={t.deliveryUploadFailed}
        progressBar={progressBar}
      />
    </div>
  );
}
