import { LoaderCircle } from 'lucide-react';
import { fileAnalysisFr } from '@/features/orders/fr';
import { AnalysisSummaryBox } from '@/features/orders/components/file-analysis/analysis-summary-box';
import type { OriginalUpload, UploadStep } from './use-original-upload';

const t = fileAnalysisFr;

/** A step under way; the percentage is not announced (a screen reader would read every step of it). */
function Pending({ text, percent }: { text: string; percent?: number }) {
  return (
    <p className="flex items-center gap-2 text-sm text-zinc-600">
      <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-brand-600" />
      {text}
      {percent === undefined ? null : <span aria-hidden="true" className="tabular-nums">{percent}&nbsp;%</span>}
    </p>
  );
}

function StepView({ status, progress }: { status: UploadStep; progress: number }) {
  switch (status.step) {
    case 'idle':
      return null;
    case 'uploading':
      return <Pending text={t.uploading} percent={progress} />;
    case 'analysing':
      return <Pending text={t.analysing} />;
    case 'analysed':
      return <AnalysisSummaryBox analysis={status.analysis} />;
    case 'unanalysed':
      return <p className="text-sm text-zinc-600">{t.unavailable}</p>;
    case 'failed':
      return <p className="text-sm text-amber-900">{t.uploadFailed}</p>;
  }
}

/** Under the file: its upload, then what the portal read in it. Announced politely; it never blocks. */
export function UploadAnalysis({ upload }: { upload: OriginalUpload }) {
  return (
    <div role="status" aria-live="polite" className="empty:hidden">
      <StepView status={upload.status} progress={upload.progress} />
    </div>
  );
}
