import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { fr } from '@/i18n/fr';
import { newOrderFr } from '@/features/orders/fr';
import { SubmitProgress } from './submit-progress';
import type { SubmitPhase } from './use-submit-order';

const t = newOrderFr;

/**
 * The sticky footer: the progress while busy (else the required-fields hint, or why the order
 * cannot be sent: a prepaid client's credits fall short), Cancel and Submit.
 */
export function NewOrderFooter({
  phase,
  progress,
  onCancel,
  blockedReason,
}: {
  phase: SubmitPhase;
  progress: number;
  onCancel: () => void;
  blockedReason?: string | undefined;
}) {
  const busy = phase !== 'idle';
  return (
    <DialogFooter className="sticky bottom-0 items-center border-t border-zinc-200 bg-white/95 px-6 py-4 backdrop-blur sm:justify-between">
      {busy ? (
        <SubmitProgress phase={phase} progress={progress} />
      ) : blockedReason ? (
        <p id="new-order-blocked" className="text-xs text-red-700">
          {blockedReason}
        </p>
      ) : (
        <p className="hidden text-xs text-zinc-500 sm:block">{t.requiredHint}</p>
      )}
      <div className="grid w-full grid-cols-[auto_1fr] gap-2 sm:flex sm:w-auto">
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          {fr.common.cancel}
        </Button>
        <BusyButton
          type="submit"
          busy={busy}
          disabled={blockedReason !== undefined}
          aria-describedby={blockedReason ? 'new-order-blocked' : undefined}
        >
          {t.submit}
        </BusyButton>
      </div>
    </DialogFooter>
  );
}
