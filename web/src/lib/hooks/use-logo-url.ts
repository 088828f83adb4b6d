import { useQuery } from '@tanstack/react-query';
import type { LogoLink } from '@app/shared/partners/schemas';
import { api } from '@/lib/api/api-client';
import { ApiError } from '@/lib/api/api-error';
import { queryKeys } from '@/lib/api/query-keys';

/** Presigned logo URLs live 15 minutes on the server: ask again well before they expire. */
const LOGO_URL_STALE_MS = 5 * 60_000;

/**
 * The image URL of a logo: `GET {path}?format=json` → `{url}`, a short-lived presigned URL, so
 * an <img> never carries the access token. null when there is no logo (a client's: 204; a
 * partner's or an owner gone meanwhile: 404) or no path.
 */
export async function getLogoUrl(path: string): Promise<string | null> {
  try {
    const link = await api.get<LogoLink>(path, { query: { format: 'json' } });
    return typeof link?.url === 'string' && link.url ? link.url : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** `path`: e.g. /api/partners/{id}/logo; null when the owner has no logo (nothing is asked). */
export function useLogoUrl(path: string | null) {
  return useQuery({
    queryKey: queryKeys.logoUrl(path ?? ''),
    queryFn: () => getLogoUrl(path ?? ''),
    enabled: path !== null,
    staleTime: LOGO_URL_STALE_MS,
    gcTime: LOGO_URL_STALE_MS,
    retry: 1,
  });
}
