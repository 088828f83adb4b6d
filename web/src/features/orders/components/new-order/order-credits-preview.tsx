import { insufficientCredit } from '@app/shared/credits/credit-rules';
import type { OrderCredits } from '@/lib/credits/billing';
import { newOrderFr } from '@/features/orders/fr';
import { formatCredits, formatEuro } from '@/lib/format/format';
import { cn } from '@/lib/utils';

const t = newOrderFr;

/**
 * A prepaid client's order in credits (issue 40): its price in credits, the balance after it and,
 * when the balance and the allowed overdraft do not cover it, what it lacks (the server says
 * the same and refuses the order).
 */
export function OrderCreditsPreview({ total, credits }: { total: number; credits: OrderCredits }) {
  const short = credits.missingCents > 0;
  return (
    <div className="mt-3 grid gap-1 border-t border-zinc-200 pt-3 text-sm" data-testid="order-credits">
      <p className="flex items-baseline justify-between gap-2">
        <span className="text-zinc-700">{t.creditsPrice}</span>
        <span className="font-medium text-zinc-900 tabular-nums">{formatCredits(total)}</span>
      </p>
      <p className="flex items-baseline justify-between gap-2" aria-live="polite">
        <span className="text-zinc-700">{t.balanceAfter}</span>
        <span className={cn('font-medium tabular-nums', short ? 'text-red-700' : 'text-zinc-900')}>{formatEuro(credits.after)}</span>
      </p>
      {short ? (
        <p role="alert" className="text-xs text-red-700">
          {insufficientCredit(credits.missingCents)}
        </p>
      ) : (
        <p className="text-xs text-zinc-500">{t.creditsNote}</p>
      )}
    </div>
  );
}
