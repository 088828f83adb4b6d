import type { Notification } from '@app/shared/notifications/schemas';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/api/query-keys';
import { readOrderNotificationsHere, showChatOnScreen } from '@/lib/notifications/order-notifications';
import { createApiDouble } from '@/test/api-double';
import { renderWithApi } from '@/test/render-with-api';
import { NotificationBell } from './notification-bell';
import { FakeNotification, shownNotifications } from '@/test/fake-notification';

/**
 * Issue 37, item 3 (decision 032): a message of the order chat on screen raises no bell count
 * nor browser notification; acting on an order lowers the bell at once.
 */
const shown = shownNotifications;

const notification = (id: string, overrides: Partial<Notification> = {}): Notification => ({
  id,
  type: 'file_ready',
  title: 'Votre fichier est prêt',
  message: 'Peugeot 308 : la version v1 est disponible',
  read: false,
  created_at: '2026-11-25T09:00:00.000Z',
  user_email: null,
  order_id: 'o1',
  ...overrides,
});
const reply = (id: string, orderId: string) =>
  notification(id, { type: 'admin_reply', title: 'Nouveau message de l’équipe', message: 'Bonjour', order_id: orderId });

/** A server whose notifications the test adds to (the newest first), with the change feed. */
function notificationServer() {
  const state = { list: [notification('n1')], version: 1 };
  const api = createApiDouble()
    .on('GET /api/changes', () => ({
      body: {
        notifications_version: state.version,
        unread_notifications: state.list.filter((n) => !n.read).length,
        messages_version: 0,
        unread_messages: 0,
      },
    }))
    .on('GET /api/notifications', () => ({ body: state.list }));
  const add = (n: Notification) => {
    state.list = [n, ...state.list];
    state.version += 1;
  };
  /** What GET /api/orders/{id} (or a download, a chat read) did on the server. */
  const readOrder = (orderId: string) => {
    state.list = state.list.map((n) => (n.order_id === orderId ? { ...n, read: true } : n));
    state.version += 1;
  };
  return { api, add, readOrder };
}

describe('the bell and a chat on screen', () => {
  let hide: (() => void) | undefined;
  beforeEach(() => {
    shown.length = 0;
    vi.stubGlobal('Notification', FakeNotification);
  });
  afterEach(() => {
    hide?.();
    hide = undefined;
    vi.unstubAllGlobals();
  });

  it('counts no message of the chat open and visible, nor shows it; a message of another order it does', async () => {
    const { api, add } = notificationServer();
    const { client } = renderWithApi(<NotificationBell role="client" />, { api });
    await screen.findByRole('button', { name: 'Notifications, 1 non lue' });
    await waitFor(() => expect(api.callsTo('GET /api/notifications')).toHaveLength(1));
    hide = showChatOnScreen('o2');

    add(reply('n2', 'o2'));
    await act(() => client.invalidateQueries({ queryKey: queryKeys.changes }));
    await waitFor(() => expect(api.callsTo('GET /api/notifications')).toHaveLength(2));
    // The new notification is in the list, but neither counted nor announced.
    await act(() => Promise.resolve());
    expect(screen.getByRole('button', { name: 'Notifications, 1 non lue' })).toBeInTheDocument();
    expect(shown).toEqual([]);

    // The same chat in a hidden tab is news again: counted.
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    add(reply('n3', 'o3'));
    await act(() => client.invalidateQueries({ queryKey: queryKeys.changes }));
    expect(await screen.findByRole('button', { name: 'Notifications, 3 non lues' })).toBeInTheDocument();
    await waitFor(() => expect(shown).toEqual(['Nouveau message de l’équipe']));
    visibility.mockRestore();
  });

  it('drops at once when acting on an order read its notifications on the server', async () => {
    const { api, readOrder } = notificationServer();
    const { client } = renderWithApi(<NotificationBell role="client" />, { api });
    await screen.findByRole('button', { name: 'Notifications, 1 non lue' });
    await waitFor(() => expect(client.getQueryData(queryKeys.notifications.latest(10))).toBeDefined());
    const feedCalls = api.callsTo('GET /api/changes').length;
    // Another order's opening changes nothing here, and asks nothing.
    act(() => readOrderNotificationsHere(client, 'o9'));
    expect(screen.getByRole('button', { name: 'Notifications, 1 non lue' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/changes')).toHaveLength(feedCalls);
    // This one's: n1 is read here without waiting for the push, and the feed is asked to confirm.
    readOrder('o1');
    act(() => readOrderNotificationsHere(client, 'o1'));
    expect(client.getQueryData<Notification[]>(queryKeys.notifications.latest(10))?.map((n) => n.read)).toEqual([true]);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/changes').length).toBeGreaterThan(feedCalls);
  });
});
