import { isAnnouncedByPage, showBrowserNotification } from '@/lib/browser/notifications';
import type { NewNotificationsAlert } from './new-notifications';

/**
 * The browser notification of new notifications (spec §9), unless the page on screen announces
 * that kind itself (the to-process list's 'N nouvelle(s) commande(s)'): one event, one notification.
 */
export function showAlertInBrowser({ newest }: NewNotificationsAlert): boolean {
  if (isAnnouncedByPage(newest.type)) return false;
  return showBrowserNotification(newest.title, { body: newest.message, tag: `notification-${newest.id}` });
}
