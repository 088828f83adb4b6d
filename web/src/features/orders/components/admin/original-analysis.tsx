import type { Order } from '@app/shared/orders/schemas';
import { versionLabel } from '@app/shared/orders/versions';
import { adminOrderFr, fileAnalysisFr } from '@/features/orders/fr';
import { formatFileSize } from '@/lib/format/format';
import { AnalysisHealthBadge } from '@/features/orders/components/file-analysis/analysis-health-badge';
import { AnalysisSummaryBox } from '@/features/orders/components/file-analysis/analysis-summary-box';
import { CopySha256Button } from '@/features/orders/components/file-analysis/sha256-value';
import { InfoItem } from './order-info';

const t = fileAnalysisFr;

/** The original read as the portal analysed it (issue 18): summary and findings, health, size, family, SHA-256, read method. */
export function OriginalAnalysis({ order }: { order: Order }) {
  const original = order.files.original;
  const analysis = original?.analysis;
  const sha256 = original?.sha256 ?? analysis?.sha256;
  const missing = <span className="text-zinc-500">{adminOrderFr.notProvided}</span>;
  return (
    <div className="grid gap-4">
      {analysis ? <AnalysisSummaryBox analysis={analysis} /> : <p className="text-sm text-zinc-500">{t.notAnalysed}</p>}
      <dl className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-4">
        <InfoItem label={t.health}>{analysis ? <AnalysisHealthBadge health={analysis.health} /> : '—'}</InfoItem>
        <InfoItem label={adminOrderFr.readMethod}>
          {order.read_method ? adminOrderFr.readMethodLabels[order.read_method] : missing}
        </InfoItem>
        <InfoItem label={t.size}>{original ? formatFileSize(analysis?.size ?? original.size) : '—'}</InfoItem>
        <InfoItem label={t.family}>{analysis ? (analysis.family ?? t.unknownFamily) : '—'}</InfoItem>
        {sha256 ? (
          <InfoItem label={t.sha256} className="col-span-full">
            <span className="flex min-w-0 items-start gap-1">
              <code className="min-w-0 font-mono text-xs break-all text-zinc-800" data-sha256={sha256}>
                {sha256}
              </code>
              <CopySha256Button sha256={sha256} label={versionLabel('original')} />
            </span>
          </InfoItem>
        ) : null}
      </dl>
    </div>
  );
}
