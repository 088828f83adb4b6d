import type { QueryKey } from '@tanstack/react-query';
import { Hourglass } from 'lucide-react';
import { pendingFr } from '@/features/auth/fr';
import { usePageTitle } from '@/lib/hooks/use-page-title';
import { deferredToast } from '@/lib/toast/deferred-toast';
import { useMe } from '@/features/auth/api/get-me';
import { queryKeys } from '@/lib/api/query-keys';
import { usePushChannel } from '@/lib/push/use-push-channel';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { SessionActions } from '@/features/auth/components/session-actions';

/** The account, read again at each (re)connection of the push channel: an approval meanwhile is not missed. */
const ACCOUNT: readonly QueryKey[] = [queryKeys.me];

/**
 * Shown instead of every protected page to a client whose account is not approved yet. The push
 * channel tells it of its approval (topic `account`, decision 035): the account is read again and
 * the guard renders the portal, without a reload; « Actualiser » stays for a channel that is down.
 * (The spec's "emergency administrator" button is deliberately not built: see spec deviations.)
 */
export function PendingPage() {
  usePageTitle(pendingFr.title);
  const me = useMe();
  usePushChannel(me.data?.id ?? '', ACCOUNT);

  const refresh = async () => {
    const result = await me.refetch();
    // When the account is approved, the guard re-renders into the app by itself.
    if (result.data && result.data.status !== 'approved') deferredToast.info(pendingFr.stillPending);
  };

  return (
    <AuthLayout title={pendingFr.title}>
      <div className="flex flex-col gap-5">
        <div className="flex items-start gap-4 rounded-lg border border-amber-200 bg-amber-50 p-4">
          <Hourglass aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
          <div className="grid gap-1 text-sm">
            <p className="font-medium text-amber-900">{pendingFr.text}</p>
            <p className="text-amber-800">{pendingFr.detail}</p>
          </div>
        </div>
        <SessionActions retryLabel={pendingFr.refresh} onRetry={() => void refresh()} retrying={me.isFetching} />
      </div>
    </AuthLayout>
  );
}
