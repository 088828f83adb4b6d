import type { WorkshopStatus } from '@app/shared/workshop/status';
import { cn } from '@/lib/utils';
import { useWorkshopStatus } from '@/lib/workshop/use-workshop-status';
import { workshopStatusText, type WorkshopStatusView } from '@/lib/workshop/workshop-status-text';

const TONES: Record<WorkshopStatus, { box: string; dot: string }> = {
  open: { box: 'border-green-200 bg-green-50 text-green-900', dot: 'bg-green-600' },
  closed: { box: 'border-zinc-200 bg-zinc-50 text-zinc-800', dot: 'bg-zinc-500' },
  busy: { box: 'border-amber-200 bg-amber-50 text-amber-950', dot: 'bg-amber-500' },
  late: { box: 'border-orange-200 bg-orange-50 text-orange-950', dot: 'bg-orange-600' },
  sav_only: { box: 'border-blue-200 bg-blue-50 text-blue-900', dot: 'bg-blue-600' },
};

/** The workshop's status as one line with a coloured dot; nothing when no hours are set. */
export function WorkshopStatusLine({ view, className }: { view: WorkshopStatusView; className?: string }) {
  const text = workshopStatusText(view);
  if (!text) return null;
  const tone = TONES[view.status];
  return (
    <p className={cn('flex w-fit max-w-full items-start gap-2 rounded-lg border px-3 py-1.5 text-sm', tone.box, className)}>
      <span aria-hidden="true" className={cn('mt-1.5 size-2 shrink-0 rounded-full', tone.dot)} />
      <span className="sr-only">{"Statut de l'atelier\u202f: "}</span>
      <span className="min-w-0 break-words">{text}</span>
    </p>
  );
}

/**
 * The workshop's status (issue 42) from GET /api/workshop, public: on the login page, the client
 * home and the new-order dialog. It asks again when the status changes by itself and on focus.
 */
export function WorkshopStatusBadge({ className }: { className?: string }) {
  const view = useWorkshopStatus();
  return view ? <WorkshopStatusLine view={view} className={className} /> : null;
}
