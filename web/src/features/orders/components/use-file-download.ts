import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/lib/toast/toast';
import { downloadOrderFile } from '@/features/orders/api/download-file';
import { readOrderNotificationsHere } from '@/lib/notifications/order-notifications';

/** Downloads one version of an order at a time: `busy` is the version on its way. */
export function useFileDownload(orderId: string) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (version: string) => {
    setBusy(version);
    try {
      await downloadOrderFile(orderId, version);
      // The download read a client's notifications of the order on the server (decision 032).
      readOrderNotificationsHere(queryClient, orderId);
    } catch {
      toast.error('Erreur lors du téléchargement');
    } finally {
      setBusy(null);
    }
  };
  return { busy, download };
}
