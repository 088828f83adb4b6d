import { notificationTypes } from '@app/shared/notifications/schemas';
import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notification-target';

describe('notificationTarget (spec §6)', () => {
  it('follows the spec for each listed type', () => {
    expect(notificationTarget('sav_request', 'admin')).toBe('/admin/sav');
    expect(notificationTarget('client_registration', 'admin')).toBe('/admin/clients');
    expect(notificationTarget('order_completion', 'admin')).toBe('/admin/completed');
    expect(notificationTarget('order_completion', 'client')).toBe('/orders');
    expect(notificationTarget('new_order', 'admin')).toBe('/admin/files');
    expect(notificationTarget('admin_reply', 'client')).toBe('/chat');
  });

  it('sends a delivered file to the orders and a security alert to the dashboard', () => {
    expect(notificationTarget('file_ready', 'client')).toBe('/orders');
    expect(notificationTarget('security_alert', 'admin')).toBe('/admin/security');
  });

  it('opens the order a notification is about, and a support message on the chat (deviation 55)', () => {
    expect(notificationTarget('admin_reply', 'client', 'o-1')).toBe('/orders?order=o-1');
    expect(notificationTarget('file_ready', 'client', 'o 2')).toBe('/orders?order=o%202');
    expect(notificationTarget('order_completion', 'client', 'o-1')).toBe('/orders?order=o-1');
    expect(notificationTarget('order_completion', 'admin', 'o-1')).toBe('/admin/completed');
    expect(notificationTarget('client_message', 'admin', 'o-1')).toBe('/admin/orders/o-1');
    expect(notificationTarget('client_message', 'admin')).toBe('/admin/chat');
    expect(notificationTarget('admin_reply', 'client', null)).toBe('/chat');
  });

  it('sends any other type home: /admin for an administrator, else /', () => {
    expect(notificationTarget('client_message', 'client')).toBe('/');
    for (const type of notificationTypes) {
      expect(notificationTarget(type, 'client').startsWith('/')).toBe(true);
    }
  });
});
