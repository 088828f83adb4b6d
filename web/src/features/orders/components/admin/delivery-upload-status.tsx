import type { UploadAnalysis } from '@app/shared/files/file-analysis';
import { LoaderCircle } from 'lucide-react';
import { Progress } from '@/components/ui/progress';
import { adminOrderFr, fileAnalysisFr } from '@/features/orders/fr';
import { AnalysisSummaryBox } from '@/features/orders/components/file-analysis/analysis-summary-box';
import { ChangeSummaryLine } from '@/features/orders/components/file-analysis/change-summary-line';
import type { AnalysedUpload, UploadStep } from '@/features/orders/components/file-analysis/use-analysed-upload';
import { cn } from '@/lib/utils';

const t = adminOrderFr;
const fa = fileAnalysisFr;

/** What the delivery changes in the original read, before it is sent; a changed size in amber. */
function ChangesBox({ changes }: { changes: NonNullable<UploadAnalysis['changes']> }) {
  return (
    <div
      className={cn(
        'grid gap-1 rounded-lg border p-3',
        changes.size_differs ? 'border-amber-300 bg-amber-50' : 'border-zinc-200 bg-zinc-50',
      )}
    >
      {/* The line below names it for screen readers. */}
      <p aria-hidden="true" className="text-xs font-medium text-zinc-600">
        {fa.changes}
      </p>
      <ChangeSummaryLine changes={changes} />
    </div>
  );
}

/** The upload's percentage is shown, not announced (a screen reader would read every step of it). */
function StepView({ status, progress }: { status: UploadStep; progress: number }) {
  switch (status.step) {
    case 'idle':
      return null;
    case 'uploading':
      return (
        <div className="grid gap-1.5">
          <Progress value={progress} aria-label={t.uploadProgress} />
          <p className="text-xs text-zinc-500 tabular-nums">
            <span className="sr-only">{fa.uploading}</span>
            <span aria-hidden="true">{t.uploading(progress)}</span>
          </p>
        </div>
      );
    case 'analysing':
      return (
        <p className="flex items-center gap-2 text-sm text-zinc-600">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-brand-600" />
          {fa.analysing}
        </p>
      );
    case 'analysed':
      return (
        <div className="grid gap-2">
          <AnalysisSummaryBox analysis={status.analysis} />
          {status.analysis.changes ? <ChangesBox changes={status.analysis.changes} /> : null}
        </div>
      );
    case 'unanalysed':
      return <p className="text-sm text-zinc-600">{fa.unavailable}</p>;
    case 'failed':
      return <p className="text-sm text-amber-900">{t.deliveryUploadFailed}</p>;
  }
}

/**
 * Under the chosen file: its upload, then what the portal read in it and what it changes in the
 * order's original, before it is delivered. Announced politely; it never blocks the delivery.
 */
export function DeliveryUploadStatus({ upload }: { upload: AnalysedUpload }) {
  return (
    <div role="status" aria-live="polite" className="empty:hidden" data-testid="delivery-upload">
      <StepView status={upload.status} progress={upload.progress} />
    </div>
  );
}
