import { Progress } from '@/components/ui/progress';
import { newOrderFr } from '@/features/orders/fr';
import type { SubmitPhase } from './use-submit-order';

const t = newOrderFr;

/** The upload progress, then a full bar while the order is created. */
export function SubmitProgress({ phase, progress }: { phase: SubmitPhase; progress: number }) {
  const uploading = phase === 'uploading';
  const value = uploading ? progress : 100;
  return (
    <div className="grid w-full gap-1.5 sm:max-w-xs" role="status">
      <div className="flex items-center justify-between gap-3 text-xs font-medium text-zinc-700">
        <span>{uploading ? t.uploading : t.creating}</span>
        <span className="tabular-nums">{value}&nbsp;%</span>
      </div>
      <Progress value={value} aria-label={t.uploading} />
    </div>
  );
}
