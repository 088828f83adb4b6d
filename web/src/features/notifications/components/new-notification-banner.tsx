import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { notificationsFr } from '@/features/notifications/fr';
import type { NewNotificationsAlert } from '@/features/notifications/lib/new-notifications';
import { NotificationIcon } from './notification-icon';

const t = notificationsFr;

/** Spec §9: the in-app alert banner disappears after 3 s. */
export const BANNER_MS = 3_000;

/**
 * The in-app banner of new notifications: the newest one's title and message, under the header,
 * for 3 s. A polite live region, present before anything is announced so that screen readers
 * read what appears in it; the bell keeps the notification for later.
 */
export function NewNotificationBanner({ alert, onDone }: { alert: NewNotificationsAlert | null; onDone: () => void }) {
  useEffect(() => {
    if (!alert) return;
    const timer = window.setTimeout(onDone, BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [alert, onDone]);

  return createPortal(
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-3 top-3 z-[60] flex justify-center sm:inset-x-auto sm:top-[4.5rem] sm:right-6"
    >
      {alert ? (
        <div
          key={alert.newest.id}
          data-testid="notification-banner"
          className="flex w-full max-w-sm animate-fade-in items-start gap-3 rounded-xl border border-zinc-200 bg-white p-3.5 shadow-lg ring-1 ring-black/5"
        >
          <NotificationIcon type={alert.newest.type} />
          <div className="min-w-0 flex-1">
            <p className="text-xs font-medium text-brand-700">
              {alert.count > 1 ? t.newAlerts(alert.count) : t.newAlert}
            </p>
            <p className="mt-0.5 text-sm font-semibold text-zinc-900">{alert.newest.title}</p>
            <p className="mt-0.5 line-clamp-3 text-sm text-zinc-600">{alert.newest.message}</p>
          </div>
        </div>
      ) : null}
    </div>,
    document.body,
  );
}
