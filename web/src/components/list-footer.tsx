import { LoaderCircle } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { formatCount } from '@/lib/format/format';
import { cn } from '@/lib/utils';
import { Button } from './ui/button';

/** What a footer says, in the words of its list (orders, accounts). */
export interface ListFooterTexts {
  loadMore: string;
  loadingMore: string;
  allShown: string;
  allResultsShown: string;
  searchingMore: string;
  shown: (count: string) => string;
}

export interface ListFooterProps {
  hasMore: boolean;
  loadMore: () => void;
  loadingMore: boolean;
  /** A search is reading further pages by itself. */
  searchingMore: boolean;
  pageCount: number;
  searching: boolean;
  /** Items on screen. */
  shown: number;
  texts: ListFooterTexts;
  /** Smaller, for a side list (the client picker of 'Remises Clients'). */
  compact?: boolean;
  className?: string;
}

/**
 * Under every paged list (orders, accounts): 'Charger plus' while the server has more, a line while a search
 * reads further pages, and a visible end once several pages were loaded. The button keeps the
 * focus while it loads (it is not disabled), and hands it to the end line when it goes away.
 */
export function ListFooter({
  hasMore,
  loadMore,
  loadingMore,
  searchingMore,
  pageCount,
  searching,
  shown,
  texts: t,
  compact = false,
  className,
}: ListFooterProps) {
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
