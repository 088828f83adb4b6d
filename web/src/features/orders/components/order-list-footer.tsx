import { LoaderCircle } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { fr } from '@/i18n/fr';
import { formatCount } from '@/lib/format';
import type { OrderPages } from '@/features/orders/api/use-order-pages';

const t = fr.orderPages;

export type OrderListFooterProps = Pick<
  OrderPages,
  'hasMore' | 'loadMore' | 'loadingMore' | 'searchingHistory' | 'pageCount' | 'searching'
> & {
  /** Orders on screen. */
  shown: number;
};

/**
 * Under a paged list: 'Charger plus' while the server has more, a line while a search reads
 * older pages, and a visible end once several pages were loaded. The button keeps the focus
 * while it loads (it is not disabled), and hands it to the end line when it goes away.
 */
export function OrderListFooter({
  hasMore,
  loadMore,
  loadingMore,
  searchingHistory,
  pageCount,
  searching,
  shown,
}: OrderListFooterProps) {
  const endRef = useRef<HTMLParagraphElement>(null);
  // Whether 'Charger plus' had the focus when it went away (read before the node leaves the page).
  const hadFocus = useRef(false);
  const buttonRef = useCallback((node: HTMLButtonElement | null) => {
    if (!node) return;
    return () => {
      hadFocus.current = document.activeElement === node;
    };
  }, []);
  const showButton = hasMore && !searchingHistory;
  const showEnd = !hasMore && !searchingHistory && pageCount > 1 && shown > 0;

  useEffect(() => {
    if (showButton) return;
    if (hadFocus.current && showEnd) endRef.current?.focus();
    hadFocus.current = false;
  }, [showButton, showEnd]);

  return (
    <div className="mt-6 grid gap-3">
      {searchingHistory ? (
        <p className="flex items-center justify-center gap-2 py-2 text-sm text-zinc-500">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          {t.searchingHistory}
        </p>
      ) : null}
      {showButton ? (
        <Button
          ref={buttonRef}
          variant="outline"
          className="h-10 w-full"
          aria-disabled={loadingMore || undefined}
          onClick={() => {
            if (!loadingMore) loadMore();
          }}
        >
          {loadingMore ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {loadingMore ? t.loadingMore : t.loadMore}
        </Button>
      ) : null}
      {showEnd ? (
        <p ref={endRef} tabIndex={-1} className="py-2 text-center text-sm text-zinc-500 outline-none">
          {searching ? t.allResultsShown : t.allShown}
        </p>
      ) : null}
      <p className="sr-only" role="status">
        {pageCount > 1 ? t.shown(formatCount(shown)) : ''}
      </p>
    </div>
  );
}
