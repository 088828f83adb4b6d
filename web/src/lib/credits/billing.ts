import { useQuery } from '@tanstack/react-query';
import { shortfallCents } from '@app/shared/credits/credit-rules';
import type { Billing } from '@app/shared/credits/schemas';
import { toCents } from '@app/shared/pricing/amount-schema';
import { call } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';

/**
 * GET /api/credits: the client's mode in force, balance, overdraft and threshold (issue 40).
 * Shared by the client layout (« Mes crédits » in the menu), the credits page and the new-order
 * dialog (the balance after the order).
 */
export const useMyBilling = (enabled = true) =>
  useQuery({ queryKey: queryKeys.credits.mine, queryFn: ({ signal }) => call('GET /api/credits', { signal }), enabled });

/** What an order of `total` (HT) does to a prepaid client's credits: none for a post-paid one. */
export interface OrderCredits {
  /** The balance once the order is paid (euros HT, may be below 0 within the overdraft). */
  after: number;
  /** What the balance and the overdraft lack, in cents (0: the order passes). */
  missingCents: number;
}

export function orderCreditsOf(billing: Billing | undefined, total: number): OrderCredits | undefined {
  if (billing?.mode !== 'prepaid') return undefined;
  const price = toCents(total);
  return {
    after: (toCents(billing.balance) - price) / 100,
    missingCents: shortfallCents(toCents(billing.balance), toCents(billing.overdraft), price),
  };
}
