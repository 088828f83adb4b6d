import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api/call';
import { ApiError } from '@/lib/api/api-error';
import type { LogoSource } from '@/lib/api/logo-sources';
import { queryKeys } from '@/lib/api/query-keys';

/** Presigned logo URLs live 15 minutes on the server: ask again well before they expire. */
const LOGO_URL_STALE_MS = 5 * 60_000;

/** The presigned link of a logo as JSON (`?format=json`), or undefined for a client without one (204). */
const logoLink = (source: LogoSource) =>
  source.key === 'GET /api/client/logo'
    ? call(source.key, { query: { format: 'json' } })
    : call(source.key, { params: { id: source.id }, query: { format: 'json' } });

/**
 * The image URL of a logo: its presigned link, a short-lived URL, so an <img> never carries the
 * access token. null when there is no logo (a client's: 204; a partner's or an owner gone
 * meanwhile: 404).
 */
export async function getLogoUrl(source: LogoSource): Promise<string | null> {
  try {
    const link = await logoLink(source);
    return typeof link?.url === 'string' && link.url ? link.url : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The URL of a logo; null `source` when the owner has no logo (nothing is asked). */
export function useLogoUrl(source: LogoSource | null) {
  return useQuery({
    queryKey: source ? queryKeys.logoUrl(source) : ['logo-url', 'none'],
    queryFn: () => (source ? getLogoUrl(source) : null),
    enabled: source !== null,
    staleTime: LOGO_URL_STALE_MS,
    gcTime: LOGO_URL_STALE_MS,
    retry: 1,
  });
}
