/**
 * A stand-in for the browser's Notification, permission granted: install with
 * `vi.stubGlobal('Notification', FakeNotification)`; the titles shown land in `shown`.
 */
export const shownNotifications: string[] = [];
export class FakeNotification {
  static permission = 'granted';
  onclick: (() => void) | null = null;
  constructor(title: string) {
    shownNotifications.push(title);
  }
  close() {}
}
