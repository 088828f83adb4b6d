import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryKind } from '@app/shared/orders/versions';
import { call } from '@/lib/api/call';
import type { UploadProgress } from '@/lib/api/upload-with-progress';
import { reloadOnConflict, syncAdminOrder } from './order-sync';
import { uploadOrderFile } from './upload-file';

export interface DeliverOrderFileInput {
  orderId: string;
  file: File;
  /** 'nouvelle': the server assigns the next vN; 'sav': replaces the SAV file. */
  version: DeliveryKind;
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * Delivers a modified file: the bytes go straight to S3 (presigned PUT, with progress), then
 * POST /api/admin/orders/{id}/deliver registers them under the order.
 */
export async function deliverOrderFile({ orderId, file, version, onProgress }: DeliverOrderFileInput) {
  const uploadKey = await uploadOrderFile(file, 'delivery', onProgress);
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
