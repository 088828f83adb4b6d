import type { AdminUser } from '@app/shared/users/admin-schemas';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_SEARCH_MAX,
  accountSearchText,
  accountsOfPages,
  updateCachedAccount,
  type AccountPages,
} from './account-pages';
import { queryKeys } from '@/lib/api/query-keys';

const account = (id: string, extra: Partial<AdminUser> = {}): AdminUser => ({
  id,
  email: `${id}@garage.fr`,
  first_name: 'Claire',
  last_name: 'Martin',
  company_name: `Garage ${id}`,
  phone: '',
  address: '',
  siren: '',
  vat_number: '',
  billing_address: null,
  role: 'client',
  status: 'pending',
  solde: '0€',
  logo_filename: null,
  created_at: '2026-11-20T10:00:00.000Z',
  locked_at: null,
  has_logo: false,
  orders_total: 0,
  unpaid_count: 0,
  balance_due: 0,
  ...extra,
});

const pagesOf = (...pages: AdminUser[][]): AccountPages => ({
  pages: pages.map((items, i) => ({ items, nextCursor: i < pages.length - 1 ? `c${i}` : null })),
  pageParams: pages.map((_, i) => (i === 0 ? null : `c${i - 1}`)),
});

describe('account pages', () => {
  it('keeps the server order and an account seen on two pages once', () => {
    const list = pagesOf([account('a'), account('b')], [account('b'), account('c')]);
    expect(accountsOfPages(list.pages).map((a) => a.id)).toEqual(['a', 'b', 'c']);
    expect(accountsOfPages(undefined)).toEqual([]);
  });

  it('sends a trimmed search no longer than the server accepts', () => {
    expect(accountSearchText('  garage  ')).toBe('garage');
    expect(accountSearchText('x'.repeat(150))).toHaveLength(ACCOUNT_SEARCH_MAX);
  });

  it('patches or drops an account in every cached list, whatever the search', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.accounts('client'), pagesOf([account('a'), account('b')]));
    queryClient.setQueryData(queryKeys.accounts('client', 'garage'), pagesOf([account('b')]));

    updateCachedAccount(queryClient, 'b', { status: 'approved' });
    const all = queryClient.getQueryData<AccountPages>(queryKeys.accounts('client'));
    const searched = queryClient.getQueryData<AccountPages>(queryKeys.accounts('client', 'garage'));
    expect(accountsOfPages(all?.pages).map((a) => [a.id, a.status])).toEqual([
      ['a', 'pending'],
      ['b', 'approved'],
    ]);
    expect(accountsOfPages(searched?.pages)[0]?.status).toBe('approved');

    updateCachedAccount(queryClient, 'a', null);
    expect(
      accountsOfPages(queryClient.getQueryData<AccountPages>(queryKeys.accounts('client'))?.pages).map((a) => a.id),
    ).toEqual(['b']);
  });

  it('puts every account list under the key that account changes refresh', () => {
    expect(queryKeys.accounts('admin', 'x').slice(0, queryKeys.clients.length)).toEqual([...queryKeys.clients]);
  });
});
