import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { authFr } from '@/features/auth/fr';

/** The foot of a sign-in step after the password: its submit button, and back to the password. */
export function StepButtons({ busy, submitLabel, onBack }: { busy: boolean; submitLabel: string; onBack: () => void }) {
  return (
    <>
      <BusyButton type="submit" size="lg" className="w-full" busy={busy}>
        {submitLabel}
      </BusyButton>
      <Button type="button" variant="ghost" onClick={onBack}>
        {authFr.backToPassword}
      </Button>
    </>
  );
}
