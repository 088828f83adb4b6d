import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { fr } from '@/i18n/fr';
import { newOrderFr } from '@/features/orders/fr';
import { SubmitProgress } from './submit-progress';
import type { SubmitPhase } from './use-submit-order';

const t = newOrderFr;

/** The sticky footer: the progress while busy (else the required-fields hint), Cancel and Submit. */
export function NewOrderFooter({
  phase,
  progress,
  onCancel,
}: {
  phase: SubmitPhase;
  progress: number;
  onCancel: () => void;
}) {
  const busy = phase !== 'idle';
  return (
    <DialogFooter className="sticky bottom-0 items-center border-t border-zinc-200 bg-white/95 px-6 py-4 backdrop-blur sm:justify-between">
      {busy ? (
        <SubmitProgress phase={phase} progress={progress} />
      ) : (
        <p className="hidden text-xs text-zinc-500 sm:block">{t.requiredHint}</p>
      )}
      <div className="grid w-full grid-cols-[auto_1fr] gap-2 sm:flex sm:w-auto">
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          {fr.common.cancel}
        </Button>
        <BusyButton type="submit" busy={busy}>
          {t.submit}
        </BusyButton>
      </div>
    </DialogFooter>
  );
}
