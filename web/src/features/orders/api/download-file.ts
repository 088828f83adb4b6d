import { fallbackFilename } from '@app/shared/orders/versions';
import { api } from '@/lib/api/api-client';
import { saveLink } from '@/lib/browser/save-link';

interface DownloadLink {
  url: string;
  filename: string;
}

/**
 * Downloads one version of an order. The API answers a presigned S3 URL whose
 * Content-Disposition carries the original name; the bytes never pass through the API.
 */
export async function downloadOrderFile(orderId: string, version: string): Promise<void> {
  const link = await api.get<DownloadLink>(
    `/api/orders/${encodeURIComponent(orderId)}/download/${encodeURIComponent(version)}`,
    { query: { format: 'json', t: Date.now() } },
  );
  saveLink(link.url, link.filename || fallbackFilename(version));
}
