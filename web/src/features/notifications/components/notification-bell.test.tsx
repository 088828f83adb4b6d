import type { Notification } from '@app/shared/notifications/schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiDouble } from '@/test/api-double';
import { renderWithApi } from '@/test/render-with-api';
import { NotificationBell } from './notification-bell';

const notification = (id: string, read: boolean, overrides: Partial<Notification> = {}): Notification => ({
  id,
  type: 'file_ready',
  title: `Fichier prêt ${id}`,
  message: 'Peugeot 308 : la version v1 est disponible',
  read,
  created_at: '2026-11-25T09:00:00.000Z',
  user_email: null,
  order_id: 'o1',
  ...overrides,
});

/** A server holding three notifications, two unread: the feed, the list, read and delete all. */
function notificationServer() {
  let list = [notification('n1', false), notification('n2', false), notification('n3', true)];
  let version = 1;
  const unread = () => list.filter((n) => !n.read).length;
  return createApiDouble()
    .on('GET /api/changes', () => ({
      body: { notifications_version: version, unread_notifications: unread(), messages_version: 0, unread_messages: 0 },
    }))
    .on('GET /api/notifications', () => ({ body: list }))
    .on('PUT /api/notifications/{id}/read', ({ params }) => {
      list = list.map((n) => (n.id === params.id ? { ...n, read: true } : n));
      version += 1;
      const read = list.find((n) => n.id === params.id);
      return read ? { body: { detail: 'Notification marquée comme lue', notification: read } } : { status: 404, detail: 'Notification introuvable' };
    })
    .on('DELETE /api/notifications/all', () => {
      const deleted = list.length;
      list = [];
      version += 1;
      return { body: { detail: 'Toutes les notifications ont été supprimées', deleted } };
    });
}

/** Radix opens its menus on a key press (jsdom has no pointer events). */
const openMenu = (bell: HTMLElement) => fireEvent.keyDown(bell, { key: 'Enter' });

describe('NotificationBell', () => {
  // The menu is its own chunk, loaded on the first press: transformed once here, not within a findBy's second.
  beforeAll(() => import('./notification-menu'));

  it('shows the unread count, and a click on a notification marks it read and opens its order', async () => {
    const { api, router } = renderWithApi(<NotificationBell role="client" />, { path: '/', api: notificationServer() });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 non lues' });
    expect(within(bell).getByTestId('notification-badge')).toHaveTextContent('2');

    openMenu(bell);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('2 non lues')).toBeInTheDocument();
    expect(within(menu).getAllByText('Non lue')).toHaveLength(2);
    fireEvent.click(within(menu).getByRole('menuitem', { name: /Fichier prêt n1/ }));

    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/orders?order=o1'));
    expect(api.callsTo('PUT /api/notifications/{id}/read').map((call) => call.params.id)).toEqual(['n1']);
    expect(await screen.findByRole('button', { name: 'Notifications, 1 non lue' })).toBeInTheDocument();
  });

  it('is a plain button until its first press, which loads the menu and opens it', async () => {
    renderWithApi(<NotificationBell role="client" />, { path: '/', api: notificationServer() });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 non lues' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();

    openMenu(bell);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /Fichier prêt n1/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 2 non lues' })).toHaveAttribute('aria-expanded', 'true');
  });

  it("asks before 'Tout supprimer' deletes anything, and deletes all once confirmed", async () => {
    const { api } = renderWithApi(<NotificationBell role="client" />, { path: '/', api: notificationServer() });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 non lues' });

    openMenu(bell);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Tout supprimer' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Supprimer toutes les notifications' });
    expect(confirm).toHaveTextContent('Êtes-vous sûr de vouloir supprimer toutes les notifications ?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('DELETE /api/notifications/all')).toEqual([]);

    // The bell is now the menu's Radix trigger (the plain one before the first press is gone).
    openMenu(screen.getByRole('button', { name: 'Notifications, 2 non lues' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Tout supprimer' }));
    const again = await screen.findByRole('alertdialog', { name: 'Supprimer toutes les notifications' });
    fireEvent.click(within(again).getByRole('button', { name: 'Tout supprimer' }));

    expect(await screen.findByText('Toutes les notifications ont été supprimées')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/notifications/all')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    openMenu(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('Aucune notification')).toBeInTheDocument();
  });
});
