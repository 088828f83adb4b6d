import { type FormEvent, useEffect } from 'react';
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { WorkshopStatusBadge } from '@/components/workshop-status-badge';
import { newOrderFr } from '@/features/orders/fr';
import { EcuSection } from './new-order/ecu-section';
import { FileSection } from './new-order/file-section';
import { NewOrderFooter } from './new-order/new-order-footer';
import { insufficientCredit } from '@app/shared/credits/credit-rules';
import { orderCreditsOf, useMyBilling } from '@/lib/credits/billing';
import { NotesSection } from './new-order/notes-section';
import { ServicesSection } from './new-order/services-section';
import { useIdentifiedEcu } from './new-order/use-identified-ecu';
import { useOrderFile } from './new-order/use-order-file';
import { useOrderForm } from './new-order/use-order-form';
import { useServiceSelection } from './new-order/use-service-selection';
import { useSubmitOrder } from './new-order/use-submit-order';
import { VehicleSection } from './new-order/vehicle-section';

const t = newOrderFr;

export interface NewOrderDialogProps {
  /** Told while the file is sent and the order created, so the dialog cannot be closed then. */
  onBusyChange?: (busy: boolean) => void;
  /** Told when the form starts or stops holding something to lose (a field, a service, a file). */
  onDirtyChange?: (dirty: boolean) => void;
  /** After the success toast: close the dialog and go to /orders. */
  onCreated: () => void;
  /** The Cancel button. */
  onCancel: () => void;
}

/** Content of the 'Nouvelle commande ECU' dialog (spec §2, §5): services, vehicle, ECU, file. */
export function NewOrderDialog({ onBusyChange, onDirtyChange, onCreated, onCancel }: NewOrderDialogProps) {
  const form = useOrderForm();
  const services = useServiceSelection();
  // A prepaid client pays in credits (issue 40): the balance after the order, and no order it cannot pay.
  const credits = orderCreditsOf(useMyBilling().data, services.total);
  const blockedReason = credits && credits.missingCents > 0 ? insufficientCredit(credits.missingCents) : undefined;
  const orderFile = useOrderFile();
  useIdentifiedEcu(form, orderFile);
  const { phase, progress, busy, submit } = useSubmitOrder({ onBusyChange, onCreated, upload: orderFile.upload });
  const dirty = form.formState.isDirty || services.selection.size > 0 || orderFile.file !== null;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The file is checked with the fields, so both kinds of error show at once.
    const problem = orderFile.validate();
    void form.handleSubmit(
      async (values) => {
        if (problem || !orderFile.file) {
          orderFile.inputRef.current?.focus();
          return;
        }
        await submit(values, orderFile.file, services.selected);
      },
      () => undefined,
    )(event);
  };

  return (
    <DialogContent
      hideClose={busy}
      className="max-w-4xl gap-0 p-0 sm:max-h-[calc(100dvh-4rem)]"
      aria-busy={busy}
      // A click beside a filled form is no reason to lose it.
      onInteractOutside={(event) => {
        if (dirty) event.preventDefault();
      }}
    >
      <DialogHeader className="border-b border-zinc-200 px-6 pt-6 pb-4">
        <DialogTitle>{t.title}</DialogTitle>
        <DialogDescription>{t.description}</DialogDescription>
        <WorkshopStatusBadge className="mt-2" />
      </DialogHeader>

      <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-col">
        <fieldset disabled={busy} className="grid min-w-0 gap-8 px-6 py-6">
          <ServicesSection services={services} credits={credits} />
          <VehicleSection form={form} />
          <EcuSection form={form} busy={busy} />
          <FileSection orderFile={orderFile} form={form} busy={busy} />
          <NotesSection form={form} />
        </fieldset>
        <NewOrderFooter phase={phase} progress={progress} onCancel={onCancel} blockedReason={blockedReason} />
      </form>
    </DialogContent>
  );
}
