import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export interface ChatLogProps {
  /** The accessible name of the log. */
  label: string;
  /** The newest message's id: the log scrolls down when it changes (not when older ones load above). */
  newestId: string | undefined;
  /** Scroll down again when this turns true (a folded panel opening). */
  visible?: boolean;
  older?: { label: string; loading: boolean; onLoad: () => void };
  className?: string;
  children: ReactNode;
}

/** A scrolling, keyboard-focusable message log (role="log"), oldest first, with 'load older' above. */
export function ChatLog({ label, newestId, visible = true, older, className, children }: ChatLogProps) {
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = scroller.current;
    if (node && newestId && visible) node.scrollTop = node.scrollHeight;
  }, [newestId, visible]);

  return (
    <div
      ref={scroller}
      role="log"
      aria-label={label}
      tabIndex={0}
      className={cn(
        'flex max-h-96 flex-col gap-3 overflow-y-auto rounded-lg bg-zinc-50 p-3 outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
        className,
      )}
    >
      {older ? (
        <Button
          variant="outline"
          size="sm"
          className="self-center"
          aria-disabled={older.loading || undefined}
          onClick={() => !older.loading && older.onLoad()}
        >
          {older.label}
        </Button>
      ) : null}
      {children}
    </div>
  );
}
