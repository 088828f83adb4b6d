import { useState } from 'react';
import { toast } from '@/lib/toast/toast';
import { newOrderFr } from '@/features/orders/fr';
import { getErrorDetail } from '@/lib/api/api-error';
import { useCreateOrder } from '@/features/orders/api/create-order';
import type { PricedCatalogService } from '@/features/orders/components/new-order-pricing';
import { createOrderPayload } from './create-order-payload';
import type { OrderFormOutput } from './order-form-schema';
import type { OriginalUpload } from './use-original-upload';

const t = newOrderFr;

export type SubmitPhase = 'idle' | 'uploading' | 'creating';

export interface SubmitOrderOptions {
  onBusyChange?: ((busy: boolean) => void) | undefined;
  onCreated: () => void;
  /** The original's upload, started when it was chosen: submitting waits for it. */
  upload: OriginalUpload;
}

/** The submit flow: wait for (or redo) the file's upload to S3, then create the order. */
export function useSubmitOrder({ onBusyChange, onCreated, upload }: SubmitOrderOptions) {
  const createOrder = useCreateOrder();
  const [phase, setPhaseState] = useState<SubmitPhase>('idle');

  const setPhase = (next: SubmitPhase) => {
    setPhaseState(next);
    onBusyChange?.(next !== 'idle');
  };

  const submit = async (values: OrderFormOutput, file: File, selected: readonly PricedCatalogService[]) => {
    setPhase('uploading');
    try {
      const uploadKey = await upload.keyOf(file);
      setPhase('creating');
      await createOrder.mutateAsync(createOrderPayload(values, selected, uploadKey, file));
      onBusyChange?.(false);
      toast.success(t.success, { duration: 5000 });
      onCreated();
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setPhase('idle');
      toast.error(getErrorDetail(error) ?? t.error);
    }
  };

  return { phase, progress: upload.progress, busy: phase !== 'idle', submit };
}
