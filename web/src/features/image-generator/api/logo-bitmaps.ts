import { useQueries, useQuery } from '@tanstack/react-query';
import type { LogoSource } from '@/lib/api/logo-sources';
import { getLogoUrl } from '@/lib/hooks/use-logo-url';
import { queryKeys } from '@/lib/api/query-keys';

/**
 * A logo decoded for the canvas: its presigned URL (its route ?format=json), then the image read
 * as a Blob by fetch() and decoded by createImageBitmap. The files bucket answers CORS for GET,
 * so the canvas is never tainted and can be exported; `no-store` keeps the browser from reusing
 * a copy an <img> cached without CORS headers. null when there is no logo.
 */
export async function loadLogoBitmap(source: LogoSource): Promise<ImageBitmap | null> {
  const url = await getLogoUrl(source);
  if (!url) return null;
  const response = await fetch(url, { mode: 'cors', credentials: 'omit', cache: 'no-store' });
  if (!response.ok) throw new Error(`logo image: HTTP ${response.status}`);
  return createImageBitmap(await response.blob());
}

const bitmapQuery = (source: LogoSource) => ({
  queryKey: queryKeys.logoBitmap(source),
  queryFn: () => loadLogoBitmap(source),
  // The decoded image stays valid after its URL expires.
  staleTime: Infinity,
  gcTime: 10 * 60_000,
  retry: 1,
});

/** One logo (e.g. the client's own). */
export function useLogoBitmap(source: LogoSource) {
  return useQuery(bitmapQuery(source));
}

/** Several logos at once (the selected partners), in the order of `sources`. */
export function useLogoBitmaps(sources: readonly LogoSource[]) {
  return useQueries({ queries: sources.map(bitmapQuery) });
}
