import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';
import { refreshMoney } from '@/lib/api/money-queries';

/**
 * What a new document changes: every invoice list and total, the order it bills (its invoice
 * link, what it owes) and what the order's amounts move (the lists, the dashboard, the clients).
 */
function useRefreshAfterIssue() {
  const queryClient = useQueryClient();
  return (orderId: string | null) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.invoices.all });
    if (orderId) void queryClient.invalidateQueries({ queryKey: queryKeys.orders.detail(orderId) });
    refreshMoney(queryClient);
  };
}

/** 'Émettre la facture' (POST /api/admin/orders/{id}/invoice) → the invoice. */
export function useIssueInvoice() {
  const refresh = useRefreshAfterIssue();
  return useMutation({
    mutationFn: (orderId: string) => call('POST /api/admin/orders/{id}/invoice', { params: { id: orderId } }),
    onSuccess: (invoice) => refresh(invoice.order_id),
  });
}

/** 'Établir un avoir' (POST /api/admin/invoices/{id}/credit-note) → the credit note. */
export function useCreditNote() {
  const refresh = useRefreshAfterIssue();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      call('POST /api/admin/invoices/{id}/credit-note', { params: { id }, body: { reason } }),
    onSuccess: (note) => refresh(note.order_id),
  });
}
