import { History } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/lib/paths';
import { auditFr as t } from '@/features/audit/fr';
import { useLatestAudit } from '@/features/audit/api/audit-pages';
import { stepOf, TimelineState } from './audit-timeline';

/** The security dashboard's latest 10 entries of the audit trail, and a link to 'Historique'. */
export function LatestAuditCard() {
  const latest = useLatestAudit();
  return (
    <SectionCard
      title={t.latest}
      hint={t.latestHint}
      icon={History}
      aside={
        <Link to={paths.admin.audit} className="text-sm font-medium text-zinc-700 underline-offset-4 hover:underline">
          {t.seeAll}
        </Link>
      }
    >
      {/* The card's padding: the timeline's rule and dots sit left of its text, inside the card. */}
      <div className="px-5 py-4">
        <TimelineState
          steps={(latest.data ?? []).map((entry) => stepOf(entry, { subject: true }))}
          pending={latest.isPending}
          failed={latest.isError}
          onRetry={() => void latest.refetch()}
          hasMore={false}
          loadMore={() => undefined}
          loadingMore={false}
        />
      </div>
    </SectionCard>
  );
}
