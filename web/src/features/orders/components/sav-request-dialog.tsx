import type { Order } from '@app/shared/orders/schemas';
import { Car } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from '@/lib/toast/toast';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { DialogContent, DialogFooter, DialogHeading } from '@/components/ui/dialog';
import { describedBy, FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { fr } from '@/i18n/fr';
import { savFr } from '@/features/orders/fr';
import { getErrorDetail } from '@/lib/api/api-error';
import { cn } from '@/lib/utils';
import { useSavRequest } from '@/features/orders/api/sav-request';
import { saveFlashToast } from './flash-toast';
import { SAV_MAX_LENGTH } from './sav-rules';

const t = savFr;

/** Spec §4: after a successful SAV request the page reloads; the toast is shown again after it. */
function reloadWithToast(message: string) {
  saveFlashToast({ type: 'success', message, duration: 5000 });
  window.location.reload();
}

export interface SavRequestDialogProps {
  order: Order;
  /** Called while sending so the parent can refuse to close the dialog. */
  onBusyChange?: (busy: boolean) => void;
  onCancel: () => void;
}

/** 'Demande de SAV' for a finished order (spec §2). */
export function SavRequestDialog({ order, onBusyChange, onCancel }: SavRequestDialogProps) {
  const fieldId = useId();
  const counterId = `${fieldId}-counter`;
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | undefined>();
  const sav = useSavRequest();
  const busy = sav.isPending || sav.isSuccess;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = description.trim();
    if (!text) {
      setError(t.required);
      return;
    }
    setError(undefined);
    onBusyChange?.(true);
    sav.mutate(
      { orderId: order.id, problem_description: text },
      {
        onSuccess: () => {
          toast.success(t.success, { duration: 5000 });
          reloadWithToast(t.success);
        },
        onError: (cause) => {
          onBusyChange?.(false);
          toast.error(getErrorDetail(cause) ?? t.error);
        },
      },
    );
  };

  return (
    <DialogContent hideClose={busy}>
      <DialogHeading title={t.title} description={t.description} />

      <div className="flex items-start gap-3 rounded-lg border border-zinc-200 bg-zinc-50 p-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white text-brand-600 ring-1 ring-zinc-200">
          <Car aria-hidden="true" className="size-4" />
        </span>
        <div className="min-w-0 text-sm">
          <p className="font-medium text-zinc-900">
            {order.vehicle_brand} {order.vehicle_model}
            {order.vehicle_year ? <span className="font-normal text-zinc-500"> · {order.vehicle_year}</span> : null}
          </p>
          <p className="text-zinc-600 wrap-anywhere">
            {order.registration}
            {order.original_filename ? <span className="text-zinc-500"> · {order.original_filename}</span> : null}
          </p>
        </div>
      </div>

      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormField id={fieldId} label={t.problem} error={error}>
          <Textarea
            id={fieldId}
            rows={5}
            required
            maxLength={SAV_MAX_LENGTH}
            autoFocus
            placeholder={t.problemPlaceholder}
            value={description}
            disabled={busy}
            onChange={(event) => {
              setDescription(event.target.value.slice(0, SAV_MAX_LENGTH));
              if (error) setError(undefined);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={[describedBy(fieldId, error), counterId].filter(Boolean).join(' ')}
          />
        </FormField>
        <p
          id={counterId}
          className={cn(
            '-mt-2 text-right text-xs tabular-nums',
            description.length >= SAV_MAX_LENGTH ? 'font-medium text-amber-700' : 'text-zinc-500',
          )}
        >
          {t.counter(description.length, SAV_MAX_LENGTH)}
        </p>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
            {fr.common.cancel}
          </Button>
          <BusyButton type="submit" busy={busy} disabled={description.length === 0}>
            {t.submit}
          </BusyButton>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
