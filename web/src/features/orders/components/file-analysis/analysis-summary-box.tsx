import type { FileAnalysis } from '@app/shared/files/file-analysis';
import { ScanSearch } from 'lucide-react';
import { fileAnalysisFr } from '@/features/orders/fr';
import { cn } from '@/lib/utils';
import { analysisSummary, analysisWarnings } from './analysis-summary';

const t = fileAnalysisFr;

const tone = {
  ok: 'border-zinc-200 bg-zinc-50',
  warning: 'border-amber-300 bg-amber-50',
  unreadable: 'border-red-300 bg-red-50',
} as const;

/** The read as the portal understood it: the summary line, then each warning. Labelled indicative. */
export function AnalysisSummaryBox({ analysis, className }: { analysis: FileAnalysis; className?: string }) {
  const warnings = analysisWarnings(analysis);
  return (
    <div className={cn('grid gap-1 rounded-lg border p-3 text-sm', tone[analysis.health], className)} data-testid="file-analysis">
      <p className="flex items-center gap-1.5 text-xs font-medium text-zinc-600">
        <ScanSearch aria-hidden="true" className="size-3.5" />
        {t.indicative}
      </p>
      <p className="font-medium break-words text-zinc-900">{analysisSummary(analysis)}</p>
      {warnings.length > 0 ? (
        <ul className={cn('grid gap-0.5', analysis.health === 'unreadable' ? 'text-red-800' : 'text-amber-900')}>
          {warnings.map((warning, index) => (
            <li key={index} className="break-words">
              {warning}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
