import type { Notification } from '@app/shared/notifications/schemas';
import { BellOff, RotateCw, Trash2 } from 'lucide-react';
import { DropdownMenuGroup, DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';
import { Skeleton, SkeletonBars } from '@/components/ui/skeleton';
import { notificationsFr } from '@/features/notifications/fr';
import { cn } from '@/lib/utils';
import { NotificationMenuItem } from './notification-menu-item';

const t = notificationsFr;

function ListSkeleton() {
  return (
    <div aria-busy="true" className="space-y-1 p-2">
      <span className="sr-only">{t.loading}</span>
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex items-start gap-3 px-2 py-2">
          <Skeleton className="size-9 shrink-0 rounded-full" />
          <SkeletonBars className="flex-1 space-y-2 py-0.5" bars={['h-3.5 w-2/5', 'h-3 w-4/5']} />
        </div>
      ))}
    </div>
  );
}

function ListError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="p-1">
      <p className="px-3 pt-4 pb-2 text-center text-sm text-zinc-600">{t.loadError}</p>
      <DropdownMenuItem
        className="justify-center text-brand-700"
        onSelect={(event) => {
          event.preventDefault();
          onRetry();
        }}
      >
        <RotateCw aria-hidden="true" />
        {t.retry}
      </DropdownMenuItem>
    </div>
  );
}

function ListEmpty() {
  return (
    <div className="flex flex-col items-center gap-2 px-6 py-8 text-center">
      <span aria-hidden="true" className="flex size-11 items-center justify-center rounded-full bg-zinc-100 text-zinc-500">
        <BellOff className="size-5" />
      </span>
      <p className="text-sm font-medium text-zinc-900">{t.empty}</p>
      <p className="text-xs text-zinc-500">{t.emptyHint}</p>
    </div>
  );
}

/**
 * The dropdown's body: skeleton rows while loading, the error with 'Réessayer' when nothing could
 * be read, the empty state, or the latest notifications and 'Tout supprimer'.
 */
export function NotificationList({
  latest,
  notifications,
  onOpen,
  onDeleteAll,
}: {
  latest: { isPending: boolean; isError: boolean; refetch: () => unknown };
  notifications: Notification[];
  onOpen: (notification: Notification) => void;
  onDeleteAll: () => void;
}) {
  if (latest.isPending) return <ListSkeleton />;
  if (latest.isError && notifications.length === 0) return <ListError onRetry={() => void latest.refetch()} />;
  if (notifications.length === 0) return <ListEmpty />;
  return (
    <>
      <DropdownMenuGroup className="max-h-[min(28rem,calc(100dvh-11rem))] space-y-0.5 overflow-y-auto overscroll-contain p-1">
        {notifications.map((notification) => (
          <NotificationMenuItem key={notification.id} notification={notification} onSelect={() => onOpen(notification)} />
        ))}
      </DropdownMenuGroup>
      <DropdownMenuSeparator className="mx-0 my-0" />
      <div className="p-1">
        <DropdownMenuItem
          className={cn('justify-center font-medium text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800')}
          onSelect={onDeleteAll}
        >
          <Trash2 aria-hidden="true" />
          {t.deleteAll}
        </DropdownMenuItem>
      </div>
    </>
  );
}
