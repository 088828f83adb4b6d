import type { Notification } from '@app/shared/notifications/schemas';
import type { Role } from '@app/shared/users/schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactElement, type RefObject, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { notificationsFr } from '@/features/notifications/fr';
import { useDeleteAllNotifications, useMarkNotificationRead } from '@/features/notifications/api/notifications-queries';
import { notificationTarget } from '@/features/notifications/lib/notification-target';
import { NotificationList } from './notification-list';
import { deferredToast as toast } from '@/lib/toast/deferred-toast';

const t = notificationsFr;

export interface NotificationMenuProps {
  role: Role;
  /** The bell: the menu's trigger, focused again after a confirmation. */
  bell: ReactElement;
  trigger: RefObject<HTMLButtonElement | null>;
  latest: UseQueryResult<Notification[]>;
  notifications: Notification[];
  unread: number;
}

/**
 * The bell's dropdown and its 'Tout supprimer' confirmation: its own chunk (Radix menu, popper,
 * dialog), loaded on the first press of the bell (notification-bell.tsx), which it opens.
 */
export function NotificationMenu({ role, bell, trigger, latest, notifications, unread }: NotificationMenuProps) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const markRead = useMarkNotificationRead();
  const deleteAll = useDeleteAllNotifications();

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
      <DropdownMenu modal={false} defaultOpen>
        <DropdownMenuTrigger asChild>{bell}</DropdownMenuTrigger>
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
    </>
  );
}
