import type { AuditEntry, TimelineEntry } from '@app/shared/audit/schemas';
import { History } from 'lucide-react';
import { BusyButton } from '@/components/ui/busy-button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { SkeletonBars } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format/format';
import { auditFr as t } from '@/features/audit/fr';
import { describeChange } from './describe-change';

/** One step of a timeline: what, when, and by whom when the reader may know. */
export interface TimelineStep {
  id: string;
  at: string;
  title: string;
  lines: string[];
  by?: string;
  subject?: string;
  address?: string;
}

/** A step of an administrator's entry (its actor, address and subject when asked) or of a client's. */
export function stepOf(entry: AuditEntry | TimelineEntry, show: { subject?: boolean } = {}): TimelineStep {
  const admin = 'actor' in entry;
  return {
    id: entry.id,
    at: entry.at,
    title: t.actions[entry.action],
    lines: describeChange(entry),
    ...(admin ? { by: entry.actor.name, address: entry.address } : {}),
    ...(admin && show.subject ? { subject: entry.subject } : {}),
  };
}

/** The steps newest first. */
export const newestFirst = (steps: TimelineStep[]) => [...steps].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));

export function TimelineList({ steps }: { steps: TimelineStep[] }) {
  return (
    <ol className="grid gap-4 border-l border-zinc-200 pl-4" data-testid="audit-timeline">
      {steps.map((step) => (
        <li key={step.id} className="relative">
          <span aria-hidden="true" className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-zinc-400" />
          <p className="text-sm font-medium text-zinc-900">
            {step.title}
            {step.subject ? <span className="font-normal text-zinc-600"> — {step.subject}</span> : null}
          </p>
          <p className="text-xs text-zinc-500">
            <time dateTime={step.at}>{formatDateTime(step.at)}</time>
            {step.by ? ` · ${t.by(step.by)}` : ''}
            {step.address ? ` · ${t.from(step.address)}` : ''}
          </p>
          {step.lines.length ? (
            <ul className="mt-1 text-sm text-zinc-700">
              {step.lines.map((line) => (
                <li key={line} className="break-words">
                  {line}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

export interface TimelineStateProps {
  steps: TimelineStep[];
  pending: boolean;
  failed: boolean;
  onRetry: () => void;
  hasMore: boolean;
  loadMore: () => void;
  loadingMore: boolean;
  emptyText?: string;
}

/** A paged list's state as the timeline shows it (audit-pages.ts). */
export interface TimelinePages {
  query: { isPending: boolean; isError: boolean; refetch: () => Promise<unknown> };
  hasMore: boolean;
  loadMore: () => void;
  loadingMore: boolean;
}

/** The timeline's props of a paged list. */
export const pagesState = ({ query, hasMore, loadMore, loadingMore }: TimelinePages) => ({
  pending: query.isPending,
  failed: query.isError,
  onRetry: () => void query.refetch(),
  hasMore,
  loadMore,
  loadingMore,
});

/** A timeline with its loading, error and empty states, and 'Charger plus'. */
export function TimelineState({ steps, pending, failed, onRetry, hasMore, loadMore, loadingMore, emptyText = t.empty }: TimelineStateProps) {
  if (pending) {
    return (
      <div aria-busy="true">
        <span className="sr-only" role="status">
          {t.loading}
        </span>
        <SkeletonBars className="grid gap-3" bars={['h-10', 'h-10', 'h-10']} />
      </div>
    );
  }
  if (failed) return <LoadErrorState title={t.failed} onRetry={onRetry} />;
  if (steps.length === 0) return <EmptyState icon={History} description={emptyText} />;
  return (
    <div className="grid gap-4">
      <TimelineList steps={steps} />
      {hasMore ? (
        <BusyButton variant="outline" busy={loadingMore} onClick={loadMore} className="justify-self-start">
          {t.loadMore}
        </BusyButton>
      ) : null}
    </div>
  );
}
