import { useState } from 'react';
import { toast } from '@/lib/toast/toast';
import { downloadOrderFile } from '@/features/orders/api/download-file';

/** Downloads one version of an order at a time: `busy` is the version on its way. */
export function useFileDownload(orderId: string) {
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (version: string) => {
    setBusy(version);
    try {
      await downloadOrderFile(orderId, version);
    } catch {
      toast.error('Erreur lors du téléchargement');
    } finally {
      setBusy(null);
    }
  };
  return { busy, download };
}
