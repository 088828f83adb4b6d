import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/api/query-keys';
import { onWorkshopMoved } from '@/lib/workshop/workshop-moved';
import { refetchMoved, resync } from './push-invalidation';

const invalidated = (act: (client: QueryClient) => void) => {
  const client = new QueryClient();
  const spy = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
  act(client);
  return spy.mock.calls.map(([filters]) => filters?.queryKey);
};

describe('what a push topic makes stale', () => {
  it("'workshop' refreshes the administrators' Horaires tab and tells the status badges (issue 42)", () => {
    let told = 0;
    const stop = onWorkshopMoved(() => told++);
    expect(invalidated((client) => refetchMoved(client, ['workshop']))).toEqual([queryKeys.adminWorkshop]);
    stop();
    expect(told).toBe(1);
  });

  it("'credits' refreshes the client's balance (« Mes crédits », the menu), its movements and « Mes factures » (issue 40)", () => {
    expect(invalidated((client) => refetchMoved(client, ['credits']))).toEqual([queryKeys.credits.mine, queryKeys.invoices.mine]);
    // The movements are under the balance's key: one invalidation reaches both.
    expect(queryKeys.credits.myLedger.slice(0, queryKeys.credits.mine.length)).toEqual([...queryKeys.credits.mine]);
  });

  it('a resync after a reconnection reads the balance again too', () => {
    expect(invalidated((client) => resync(client))).toContainEqual(queryKeys.credits.mine);
  });
});
