import { fallbackFilename } from '@app/shared/orders/versions';
import { call } from '@/lib/api/call';
import { saveLink } from '@/lib/browser/save-link';

/**
 * Downloads one version of an order. The API answers a presigned S3 URL whose
 * Content-Disposition carries the original name; the bytes never pass through the API.
 */
export async function downloadOrderFile(orderId: string, version: string): Promise<void> {
  const link = await call('GET /api/orders/{id}/download/{version}', {
    params: { id: orderId, version },
    query: { format: 'json' },
  });
  saveLink(link.url, link.filename || fallbackFilename(version));
}
