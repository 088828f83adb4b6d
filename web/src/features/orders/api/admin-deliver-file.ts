import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryKind } from '@app/shared/orders/versions';
import { call } from '@/lib/api/call';
import { reloadOnConflict, syncAdminOrder } from './order-sync';

export interface DeliverOrderFileInput {
  orderId: string;
  file: File;
  /** 'nouvelle': the server assigns the next vN; 'sav': replaces the SAV file. */
  version: DeliveryKind;
  /**
   * The storage key of `file`'s presigned upload: the one started when it was chosen (so that
   * its analysis showed first), or a new one when that failed.
   */
  keyOf: (file: File) => Promise<string>;
}

/**
 * Delivers a modified file: once its bytes are in S3 (presigned PUT), POST
 * /api/admin/orders/{id}/deliver registers them under the order.
 */
export async function deliverOrderFile({ orderId, file, version, keyOf }: DeliverOrderFileInput) {
  const uploadKey = await keyOf(file);
  return call('POST /api/admin/orders/{id}/deliver', {
    params: { id: orderId },
    body: { upload_key: uploadKey, filename: file.name, version },
  });
}

export function useDeliverOrderFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deliverOrderFile,
    onSuccess: (order) => syncAdminOrder(queryClient, order),
    onError: (error, { orderId }) => reloadOnConflict(queryClient, orderId, error),
  });
}
