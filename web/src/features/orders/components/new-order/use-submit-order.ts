import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { newOrderFr } from '@/features/orders/fr';
import { getErrorDetail } from '@/lib/api/api-error';
import { useCreateOrder } from '@/features/orders/api/create-order';
import { uploadOrderFile } from '@/features/orders/api/upload-file';
import type { PricedCatalogService } from '@/features/orders/components/new-order-pricing';
import { createOrderPayload } from './create-order-payload';
import type { OrderFormOutput } from './order-form-schema';

const t = newOrderFr;

export type SubmitPhase = 'idle' | 'uploading' | 'creating';

export interface SubmitOrderOptions {
  onBusyChange?: ((busy: boolean) => void) | undefined;
  onCreated: () => void;
}

/** The submit flow: upload the file to S3 with progress, then create the order. */
export function useSubmitOrder({ onBusyChange, onCreated }: SubmitOrderOptions) {
  const createOrder = useCreateOrder();
  const [phase, setPhaseState] = useState<SubmitPhase>('idle');
  const [progress, setProgress] = useState(0);
  const abort = useRef<AbortController | null>(null);

  const setPhase = (next: SubmitPhase) => {
    setPhaseState(next);
    onBusyChange?.(next !== 'idle');
  };

  // A closed dialog (or a left page) stops an upload still running.
  useEffect(() => () => abort.current?.abort(), []);

  const submit = async (values: OrderFormOutput, file: File, selected: readonly PricedCatalogService[]) => {
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    setPhase('uploading');
    try {
      const uploadKey = await uploadOrderFile(file, 'order', (p) => setProgress(p.percent), controller.signal);
      setPhase('creating');
      await createOrder.mutateAsync(createOrderPayload(values, selected, uploadKey, file));
      onBusyChange?.(false);
      toast.success(t.success, { duration: 5000 });
      onCreated();
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setPhase('idle');
      toast.error(getErrorDetail(error) ?? t.error);
    } finally {
      abort.current = null;
    }
  };

  return { phase, progress, busy: phase !== 'idle', submit };
}
