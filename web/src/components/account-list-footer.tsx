import { LoaderCircle } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { fr } from '@/i18n/fr';
import type { AccountPagesState } from '@/lib/account-pages';
import { formatCount } from '@/lib/format';
import { cn } from '@/lib/utils';
import { Button } from './ui/button';

const t = fr.admin.accountPages;

export type AccountListFooterProps = Pick<
  AccountPagesState,
  'hasMore' | 'loadMore' | 'loadingMore' | 'searchingMore' | 'pageCount' | 'searching'
> & {
  /** Accounts on screen. */
  shown: number;
  /** Smaller, for a side list (the client picker of 'Remises Clients'). */
  compact?: boolean;
  className?: string;
};

/**
 * Under a paged account list: 'Charger plus' while the server has more, a line while a search
 * reads further pages, and a visible end once several pages were loaded. The button keeps the
 * focus while it loads (it is not disabled), and hands it to the end line when it goes away.
 */
export function AccountListFooter({
  hasMore,
  loadMore,
  loadingMore,
  searchingMore,
  pageCount,
  searching,
  shown,
  compact = false,
  className,
}: AccountListFooterProps) {
  const endRef = useRef<HTMLParagraphElement>(null);
  // Whether 'Charger plus' had the focus when it went away (read before the node leaves the page).
  const hadFocus = useRef(false);
  const buttonRef = useCallback((node: HTMLButtonElement | null) => {
    if (!node) return;
    return () => {
      hadFocus.current = document.activeElement === node;
    };
  }, []);
  const showButton = hasMore && !searchingMore;
  const showEnd = !hasMore && !searchingMore && pageCount > 1 && shown > 0;

  useEffect(() => {
    if (showButton) return;
    if (hadFocus.current && showEnd) endRef.current?.focus();
    hadFocus.current = false;
  }, [showButton, showEnd]);

  const line = cn('text-center text-zinc-500', compact ? 'py-1.5 text-xs' : 'py-2 text-sm');
  return (
    <div className={cn('grid gap-3', className)}>
      {searchingMore ? (
        <p className={cn(line, 'flex items-center justify-center gap-2')}>
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          {t.searchingMore}
        </p>
      ) : null}
      {showButton ? (
        <Button
          ref={buttonRef}
          variant="outline"
          size={compact ? 'sm' : 'default'}
          className={cn('w-full', !compact && 'h-10')}
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
        <p ref={endRef} tabIndex={-1} className={cn(line, 'outline-none')}>
          {searching ? t.allResultsShown : t.allShown}
        </p>
      ) : null}
      <p className="sr-only" role="status">
        {pageCount > 1 ? t.shown(formatCount(shown)) : ''}
      </p>
    </div>
  );
}
