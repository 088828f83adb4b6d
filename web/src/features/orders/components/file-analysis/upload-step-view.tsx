import type { UploadAnalysis } from '@app/shared/files/file-analysis';
import { LoaderCircle } from 'lucide-react';
import { Progress } from '@/components/ui/progress';
import { fileAnalysisFr } from '@/features/orders/fr';
import { cn } from '@/lib/utils';
import { AnalysisSummaryBox } from './analysis-summary-box';
import { ChangeSummaryLine } from './change-summary-line';
import type { UploadStep } from './use-analysed-upload';

const t = fileAnalysisFr;

/** A step under way; the percentage is not announced (a screen reader would read every step of it). */
function Pending({ text, percent }: { text: string; percent?: number }) {
  return (
    <p className="flex items-center gap-2 text-sm text-zinc-600">
      <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-brand-600" />
      {text}
      {percent === undefined ? null : (
        <span aria-hidden="true" className="tabular-nums">
          {percent}&nbsp;%
        </span>
      )}
    </p>
  );
}

/** What a delivery changes in the original read; a changed size in amber. */
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
        {t.changes}
      </p>
      <ChangeSummaryLine changes={changes} />
    </div>
  );
}

export interface UploadStepViewProps {
  status: UploadStep;
  progress: number;
  /** Said when the upload failed: when the file will be sent again. */
  failed: string;
  /** The upload as a progress bar with this label (a line with a spinner otherwise). */
  progressBar?: { label: string; text: (percent: number) => string };
}

/** A chosen file's upload, then what the portal read in it (and, for a delivery, what it changes in the original). */
export function UploadStepView({ status, progress, failed, progressBar }: UploadStepViewProps) {
  switch (status.step) {
    case 'idle':
      return null;
    case 'uploading':
      return progressBar ? (
        <div className="grid gap-1.5">
          <Progress value={progress} aria-label={progressBar.label} />
          <p className="text-xs text-zinc-500 tabular-nums">
            <span className="sr-only">{t.uploading}</span>
            <span aria-hidden="true">{progressBar.text(progress)}</span>
          </p>
        </div>
      ) : (
        <Pending text={t.uploading} percent={progress} />
      );
    case 'analysing':
      return <Pending text={t.analysing} />;
    case 'analysed':
      return (
        <div className="grid gap-2">
          <AnalysisSummaryBox analysis={status.analysis} />
          {status.analysis.changes ? <ChangesBox changes={status.analysis.changes} /> : null}
        </div>
      );
    case 'unanalysed':
      return <p className="text-sm text-zinc-600">{t.unavailable}</p>;
    case 'failed':
      return <p className="text-sm text-amber-900">{failed}</p>;
  }
}
