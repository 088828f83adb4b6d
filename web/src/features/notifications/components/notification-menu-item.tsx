import type { Notification } from '@app/shared/notifications/schemas';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { notificationsFr } from '@/features/notifications/fr';
import { formatDateTime } from '@/lib/format/format';
import { cn } from '@/lib/utils';
import { formatRelativeTime } from '@/features/notifications/lib/relative-time';
import { NotificationIcon } from './notification-icon';

const t = notificationsFr;

/** One notification of the dropdown: icon of its kind, title, message, when, and an unread dot. */
export function NotificationMenuItem({ notification, onSelect }: { notification: Notification; onSelect: () => void }) {
  const unread = !notification.read;
  return (
    <DropdownMenuItem
      onSelect={onSelect}
      data-unread={unread || undefined}
      className={cn(
        'items-start gap-3 rounded-lg px-3 py-2.5 data-[highlighted]:bg-zinc-100',
        unread && 'bg-brand-50/50',
      )}
    >
      <NotificationIcon type={notification.type} className="mt-0.5" />
      <div className="min-w-0 flex-1">
        <div className="flex items-start gap-2">
          <p
            className={cn(
              'min-w-0 flex-1 text-sm leading-5 break-words',
              unread ? 'font-semibold text-zinc-900' : 'font-medium text-zinc-700',
            )}
          >
            {notification.title}
          </p>
          {unread ? (
            <span className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-600">
              <span className="sr-only">{t.unread}</span>
            </span>
          ) : null}
        </div>
        <p className="mt-0.5 line-clamp-3 text-sm leading-5 break-words text-zinc-600">{notification.message}</p>
        <time
          dateTime={notification.created_at}
          title={formatDateTime(notification.created_at)}
          className="mt-1 block text-xs text-zinc-500"
        >
          {formatRelativeTime(notification.created_at, new Date(), t.justNow)}
        </time>
      </div>
    </DropdownMenuItem>
  );
}
