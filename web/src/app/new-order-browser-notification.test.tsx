import type { Notification as AppNotification } from '@app/shared/notifications/schemas';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showAlertInBrowser } from '@/features/notifications/lib/browser-alert';
import { useNewOrdersNotification } from '@/features/orders/components/admin/use-new-orders-notification';
import { FakeNotification, shownNotifications } from '@/test/fake-notification';

/** Issue 16, defect 7: one new order on /admin/files made two browser notifications. */
const shown = shownNotifications;

function FilesPageProbe({ pending }: { pending: number }) {
  useNewOrdersNotification(pending);
  return null;
}

const newOrder: AppNotification = {
  id: 'n1',
  type: 'new_order',
  title: 'Nouvelle commande',
  message: 'Atelier Durand – Peugeot 308',
  read: false,
  created_at: '2026-11-25T10:00:00.000Z',
  user_email: 'garage@example.test',
  order_id: 'o1',
};

describe('browser notifications of a new order', () => {
  beforeEach(() => {
    shown.length = 0;
    vi.stubGlobal('Notification', FakeNotification);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('on the to-process list: one event, one notification (the list’s count)', () => {
    const page = render(<FilesPageProbe pending={0} />);
    page.rerender(<FilesPageProbe pending={1} />);
    // The bell's poll sees the same order as a new notification.
    showAlertInBrowser({ newest: newOrder, count: 1 });
    expect(shown).toEqual(['1 nouvelle(s) commande(s)']);
  });

  it('elsewhere, the bell announces it', () => {
    const page = render(<FilesPageProbe pending={0} />);
    page.unmount();
    expect(showAlertInBrowser({ newest: newOrder, count: 1 })).toBe(true);
    expect(showAlertInBrowser({ newest: { ...newOrder, id: 'n2', type: 'client_message', title: 'Nouveau message client' }, count: 1 })).toBe(true);
    expect(shown).toEqual(['Nouvelle commande', 'Nouveau message client']);
  });
});
