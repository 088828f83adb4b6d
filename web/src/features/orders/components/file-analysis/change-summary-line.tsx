import type { ChangeSummary } from '@app/shared/files/file-analysis';
import { TriangleAlert } from 'lucide-react';
import { fileAnalysisFr } from '@/features/orders/fr';
import { formatCount } from '@/lib/format/format';
import { changeSummaryText } from './analysis-summary';

const t = fileAnalysisFr;

/** A delivered version against the original read; a tuned file that changed size is flagged. */
export function ChangeSummaryLine({ changes }: { changes: ChangeSummary }) {
  return (
    <div className="grid gap-0.5 text-xs" data-testid="change-summary">
      <p className="text-zinc-700">
        <span className="sr-only">{t.changes}&#8239;: </span>
        {changeSummaryText(changes)}
      </p>
      {changes.size_differs ? (
        <p className="flex items-center gap-1 font-medium text-amber-900">
          <TriangleAlert aria-hidden="true" className="size-3.5 shrink-0" />
          {t.sizeDiffers} ({t.sizes(formatCount(changes.original_size), formatCount(changes.size))})
        </p>
      ) : null}
    </div>
  );
}
