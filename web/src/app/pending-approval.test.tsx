import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiDouble } from '@/test/api-double';
import { FakeSocket } from '@/test/fake-socket';
import { renderWithApi } from '@/test/render-with-api';
import { aUser } from '@/test/user-fixture';
import { RequireAuth } from './guards';

/** Issue 37: the pending screen becomes the portal when the account is approved, told by the push channel (decision 035). */
function portalBehindTheGuard() {
  let status: 'pending' | 'approved' = 'pending';
  const api = createApiDouble()
    .on('GET /api/auth/me', () => ({ body: { ...aUser({ status }), email_notifications: true } }))
    .on('POST /api/push/ticket', { body: { ticket: 't'.repeat(40), url: 'ws://localhost/ws', expires_in: 30 } });
  // The guard alone: once approved it renders its outlet (the portal's pages), empty here.
  const view = renderWithApi(<RequireAuth />, { api });
  return { ...view, approve: () => (status = 'approved') };
}

const socket = async () => {
  await waitFor(() => expect(FakeSocket.all).toHaveLength(1), { timeout: 5_000 });
  return FakeSocket.all[0]!;
};

describe('the pending screen (issue 37)', () => {
  // The channel is a chunk of its own, imported after the first render: transformed once here.
  beforeAll(() => import('@/lib/push/push-channel'));
  beforeEach(() => {
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens the push channel while it waits, and leaves for the portal when « account » says the status moved, without a reload', async () => {
    const { api, approve } = portalBehindTheGuard();
    expect(await screen.findByRole('heading', { name: 'Compte en attente' })).toBeInTheDocument();
    const open = await socket();
    expect(open.url).toBe(`ws://localhost/ws?ticket=${'t'.repeat(40)}`);
    // Once up, the account is read again (an approval while the channel opened is not missed): still pending.
    act(() => open.accept());
    await waitFor(() => expect(api.callsTo('GET /api/auth/me')).toHaveLength(2));
    expect(screen.getByRole('heading', { name: 'Compte en attente' })).toBeInTheDocument();

    approve();
    act(() => open.deliver({ moved: ['account'] }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Compte en attente' })).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/auth/me')).toHaveLength(3);
    // The pending screen's channel closes with it (the portal's layout opens its own).
    expect(open.closedByPage).toBe(true);
    expect(api.unhandled).toEqual([]);
  });
});
