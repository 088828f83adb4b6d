import type { Notification } from '@app/shared/notifications/schemas';
import type { Role } from '@app/shared/users/schemas';
import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { notificationsFr } from '@/features/notifications/fr';
import {
  latestNotificationsQueryOptions,
  useDeleteAllNotifications,
  useMarkNotificationRead,
} from '@/features/notifications/api/notifications-queries';
import { useNotificationsSync } from '@/features/notifications/hooks/use-notifications-sync';
import { useNewNotificationAlert } from '@/features/notifications/hooks/use-new-notification-alert';
import { notificationTarget } from '@/features/notifications/lib/notification-target';
import { NewNotificationBanner } from './new-notification-banner';
import { NotificationList } from './notification-list';

const t = notificationsFr;

/** The badge caps at 9+ (the exact count is in the button's name and the dropdown). */
export const badgeText = (unread: number) => (unread > 9 ? '9+' : String(unread));

function UnreadBadge({ unread }: { unread: number }) {
  return (
    <span
      aria-hidden="true"
      data-testid="notification-badge"
      className="absolute -top-0.5 -right-0.5 flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-red-600 px-1 text-[0.6875rem] leading-none font-semibold text-white tabular-nums ring-2 ring-white"
    >
      {badgeText(unread)}
    </span>
  );
}

/**
 * Header bell (spec §2): unread badge from the change feed, a dropdown of the latest 10
 * (clicking one marks it read and navigates, spec §6), 'Tout supprimer' behind a confirmation
 * (spec §5, §8); new notifications show a 3 s banner with a short tone and, when allowed, a
 * browser notification (spec §9). Mounted once per signed-in page: it runs the feed's poll.
 */
export function NotificationBell({ role }: { role: Role }) {
  const navigate = useNavigate();
  const trigger = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  const { alert, announce, clearAlert } = useNewNotificationAlert();

  const feed = useNotificationsSync(announce);
  // Fetched once the feed has answered (so the list is at least as new as the version it
  // follows), then only when that version moves.
  const latest = useQuery({ ...latestNotificationsQueryOptions(), enabled: feed.status !== 'pending' });
  const markRead = useMarkNotificationRead();
  const deleteAll = useDeleteAllNotifications();

  const notifications = latest.data ?? [];
  const unread = feed.data?.unread_notifications ?? notifications.filter((notification) => !notification.read).length;

  async function open(notification: Notification) {
    if (!notification.read) {
      try {
        await markRead.mutateAsync(notification);
      } catch (error) {
        // Spec §8: notification failures are only logged; the click still leads on.
        console.warn('Notification not marked read:', error);
      }
    }
    void navigate(notificationTarget(notification.type, role, notification.order_id));
  }

  /** Focus back on the bell once the confirmation is gone (its opener, a menu item, is gone too). */
  function closeConfirm() {
    setConfirming(false);
    window.setTimeout(() => trigger.current?.focus(), 0);
  }

  function removeAll() {
    deleteAll.mutate(undefined, {
      onSuccess: () => {
        toast.success(t.deleted);
        closeConfirm();
      },
      onError: () => toast.error(t.deleteError),
    });
  }

  return (
    <>
      {/* Not modal: the page stays reachable (no aria-hidden over focusable content); a click outside or Tab closes it. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button
            ref={trigger}
            variant="ghost"
            size="icon"
            className="relative"
            aria-label={t.bellLabel(unread)}
            title={t.title}
          >
            <Bell aria-hidden="true" className="size-5" />
            {unread > 0 ? <UnreadBadge unread={unread} /> : null}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent
          align="end"
          collisionPadding={8}
          className="flex w-[min(24rem,calc(100vw-1rem))] flex-col p-0"
          onCloseAutoFocus={(event) => {
            if (confirming) event.preventDefault();
          }}
        >
          <div className="flex items-center justify-between gap-3 px-4 pt-3 pb-2">
            <DropdownMenuLabel className="p-0 text-base">{t.title}</DropdownMenuLabel>
            {notifications.length > 0 || unread > 0 ? (
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
                {t.unreadCount(unread)}
              </span>
            ) : null}
          </div>
          <DropdownMenuSeparator className="mx-0 my-0" />

          <NotificationList
            latest={latest}
            notifications={notifications}
            onOpen={(notification) => void open(notification)}
            onDeleteAll={() => setConfirming(true)}
          />
        </DropdownMenuContent>
      </DropdownMenu>

      <ConfirmDialog
        open={confirming}
        onOpenChange={(next) => {
          if (!next) closeConfirm();
        }}
        title={t.deleteAllTitle}
        description={
          <>
            <p>{t.deleteAllConfirm}</p>
            <p className="mt-2 text-zinc-500">{t.deleteAllDetail}</p>
          </>
        }
        confirmLabel={t.deleteAll}
        busyLabel={t.deleting}
        busy={deleteAll.isPending}
        onConfirm={removeAll}
        destructive
      />

      <NewNotificationBanner alert={alert} onDone={clearAlert} />
    </>
  );
}
