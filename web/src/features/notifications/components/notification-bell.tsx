import type { Notification } from '@app/shared/notifications/schemas';
import type { Role } from '@app/shared/users/schemas';
import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { type KeyboardEvent, lazy, type PointerEvent, Suspense, useEffect, useRef, useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { notificationsFr } from '@/features/notifications/fr';
import { latestNotificationsQueryOptions } from '@/features/notifications/api/notifications-queries';
import { useNotificationsSync } from '@/features/notifications/hooks/use-notifications-sync';
import { useNewNotificationAlert } from '@/features/notifications/hooks/use-new-notification-alert';
import { isChatMessageOnScreen } from '@/lib/notifications/order-notifications';
import { NewNotificationBanner } from './new-notification-banner';

const t = notificationsFr;

const loadMenu = () => import('./notification-menu');
const NotificationMenu = lazy(async () => ({ default: (await loadMenu()).NotificationMenu }));
/** The keys and button that open a Radix dropdown from its trigger. */
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

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
 * The count the badge shows: the feed's, less the messages of the order chat on screen (no news:
 * its chat reads them, decision 032). While the list is fetched again it does not rise yet: the
 * new notifications may be such messages, known only once the list is there.
 */
function useShownUnread(feedUnread: number | undefined, notifications: readonly Notification[], listFetching: boolean): number {
  const seenHere = notifications.filter((notification) => !notification.read && isChatMessageOnScreen(notification)).length;
  const unread = Math.max(0, (feedUnread ?? notifications.filter((notification) => !notification.read).length) - seenHere);
  const shown = useRef<number | null>(null);
  const held = listFetching && shown.current !== null && unread > shown.current ? shown.current : unread;
  useEffect(() => {
    shown.current = held;
  }, [held]);
  return held;
}

/** The bell with its unread badge; the props of the Radix trigger (asChild) pass through. */
function BellButton({ unread, ...props }: ButtonProps & { unread: number }) {
  return (
    <Button variant="ghost" size="icon" className="relative" aria-label={t.bellLabel(unread)} title={t.title} {...props}>
      <Bell aria-hidden="true" className="size-5" />
      {unread > 0 ? <UnreadBadge unread={unread} /> : null}
    </Button>
  );
}

/**
 * Header bell (spec §2): unread badge from the change feed, a dropdown of the latest 10
 * (clicking one marks it read and navigates, spec §6), 'Tout supprimer' behind a confirmation
 * (spec §5, §8); new notifications show a 3 s banner with a short tone and, when allowed, a
 * browser notification (spec §9). Mounted once per signed-in page: it runs the feed's poll.
 */
export function NotificationBell({ role }: { role: Role }) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [menuWanted, setMenuWanted] = useState(false);
  const { alert, announce, clearAlert } = useNewNotificationAlert();

  const feed = useNotificationsSync(announce);
  // Fetched once the feed has answered (so the list is at least as new as the version it
  // follows), then only when that version moves.
  const latest = useQuery({ ...latestNotificationsQueryOptions(), enabled: feed.status !== 'pending' });

  const notifications = latest.data ?? [];
  const unread = useShownUnread(feed.data?.unread_notifications, notifications, latest.isFetching);

  const bell = <BellButton ref={trigger} unread={unread} />;
  // Until its first press the bell is a plain button: the menu's chunk loads then (or on hover,
  // focus), and opens as Radix opens it (pointer down, Enter, Space, Arrow down).
  const want = () => setMenuWanted(true);
  const plainBell = (
    <BellButton
      ref={trigger}
      unread={unread}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onPointerDown={(event: PointerEvent) => {
        if (event.button === 0 && !event.ctrlKey) want();
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        want();
      }}
    />
  );

  return (
    <>
      {menuWanted ? (
        <Suspense fallback={plainBell}>
          <NotificationMenu
            role={role}
            bell={bell}
            trigger={trigger}
            latest={latest}
            notifications={notifications}
            unread={unread}
          />
        </Suspense>
      ) : (
        plainBell
      )}
      <NewNotificationBanner alert={alert} onDone={clearAlert} />
    </>
  );
}
