import type { HttpResult } from './response';

export { limitSchema, pageLimitSchema, PAGE_DEFAULT, PAGE_MAX } from '@app/shared/api/paging';

/** The answer with the cursor of the next page in `X-Next-Cursor` (absent on the last page). */
export function withNextCursor<R extends HttpResult>(result: R, nextCursor: string | undefined): R {
  if (nextCursor) result.headers = { ...result.headers, 'x-next-cursor': nextCursor };
  return result;
}
