import { useEffect } from 'react';

/** Browser (system) notifications. */

/** Spec §9: browser notifications close after 5 s. */
export const BROWSER_NOTIFICATION_CLOSE_MS = 5000;

function supported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

/**
 * Spec §2: on start, ask for notification permission only if the user has not decided yet,
 * and only log the answer.
 */
export function requestNotificationPermissionOnStart(): void {
  if (!supported() || Notification.permission !== 'default') return;
  try {
    void Promise.resolve(Notification.requestPermission())
      .then((permission) => console.info('Notification permission:', permission))
      .catch((error: unknown) => console.info('Notification permission request failed:', error));
  } catch (error) {
    console.info('Notification permission request failed:', error);
  }
}

/** Shows a system notification when allowed; closes it after 5 s. Returns whether it was shown. */
export function showBrowserNotification(title: string, options: NotificationOptions = {}): boolean {
  if (!supported() || Notification.permission !== 'granted') return false;
  try {
    const notification = new Notification(title, { icon: '/favicon.svg', ...options });
    window.setTimeout(() => notification.close(), BROWSER_NOTIFICATION_CLOSE_MS);
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
    return true;
  } catch {
    // Some platforms only allow notifications from a service worker.
    return false;
  }
}

/**
 * Kinds of event a mounted page announces in the browser itself (the to-process list counts new
 * orders, spec §7): the bell then leaves them out, so one event makes one browser notification.
 */
const announcedByPage = new Map<string, number>();

/** While mounted, the calling page announces `kind` itself. */
export function useBrowserAnnouncementOf(kind: string): void {
  useEffect(() => {
    announcedByPage.set(kind, (announcedByPage.get(kind) ?? 0) + 1);
    return () => {
      const left = (announcedByPage.get(kind) ?? 1) - 1;
      if (left > 0) announcedByPage.set(kind, left);
      else announcedByPage.delete(kind);
    };
  }, [kind]);
}

/** Whether a mounted page announces `kind` itself. */
export const isAnnouncedByPage = (kind: string): boolean => announcedByPage.has(kind);
