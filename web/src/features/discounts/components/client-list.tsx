import type { PublicUser } from '@app/shared/users/schemas';
import { Users } from 'lucide-react';
import { ListFooter } from '@/components/list-footer';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { RetryButton } from '@/components/ui/load-error-state';
import { ClientSearchInput } from '@/components/client-search-input';
import { Skeleton, SkeletonBars } from '@/components/ui/skeleton';
import { fr } from '@/i18n/fr';
import { discountsFr } from '@/features/discounts/fr';
import { type AccountPagesState } from '@/lib/account/account-pages';
import { formatCount } from '@/lib/format/format';
import { cn } from '@/lib/utils';
import { clientName } from './discount-format';

const t = discountsFr;

export interface ClientListProps {
  /** The clients of the search, by pages from the server (GET /api/admin/users?q=). */
  pages: AccountPagesState;
  search: string;
  onSearch: (search: string) => void;
  selectedId: string | null;
  onSelect: (client: PublicUser) => void;
}

function initials(client: PublicUser): string {
  return `${client.first_name.charAt(0)}${client.last_name.charAt(0)}`.toUpperCase() || '?';
}

/**
 * The left pane: the clients, searched on the server (name, company, email, phone) so that any
 * client can be found, newest first with 'Charger plus'; the selected one is marked (aria-pressed).
 */
export function ClientList({ pages, search, onSearch, selectedId, onSelect }: ClientListProps) {
  const { query, accounts: clients } = pages;
  const settled = query.data !== undefined && !pages.stale && !pages.searchingMore;

  let body;
  if (query.isPending) {
    body = (
      <div aria-hidden="true" className="grid gap-2 p-2">
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="flex items-center gap-3">
            <Skeleton className="size-9 rounded-full" />
            <SkeletonBars className="grid flex-1 gap-1.5" bars={['h-4 w-32', 'h-3 w-24']} />
          </div>
        ))}
      </div>
    );
  } else if (!query.data) {
    body = (
      <div className="flex flex-col items-center gap-3 px-3 py-8 text-center">
        <p className="text-sm text-zinc-600">{t.clientsLoadError}</p>
        <RetryButton size="sm" onClick={() => void query.refetch()} />
      </div>
    );
  } else if (clients.length === 0 && !pages.searchingMore && !pages.hasMore) {
    body = (
      <p className="px-3 py-8 text-center text-sm text-zinc-500">{pages.searching ? t.noClientFound : t.noClients}</p>
    );
  } else {
    body = (
      <>
        <ul
          className={cn('grid gap-0.5 transition-opacity', pages.stale && 'opacity-60')}
          aria-busy={pages.stale || undefined}
        >
          {clients.map((client) => {
            const selected = client.id === selectedId;
            return (
              <li key={client.id}>
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => onSelect(client)}
                  className={cn(
                    'flex w-full cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-left transition-colors outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                    selected ? 'bg-brand-50 ring-1 ring-brand-200' : 'hover:bg-zinc-100',
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'flex size-9 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                      selected ? 'bg-brand-600 text-white' : 'bg-zinc-100 text-zinc-700',
                    )}
                  >
                    {initials(client)}
                  </span>
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className={cn('text-sm font-medium break-words', selected ? 'text-brand-800' : 'text-zinc-900')}>
                      {clientName(client)}
                    </span>
                    <span className="text-xs wrap-anywhere text-zinc-500">{client.company_name || client.email}</span>
                  </span>
                  {client.status !== 'approved' ? (
                    <Badge variant={client.status === 'pending' ? 'warning' : 'secondary'}>
                      {t.statusLabels[client.status]}
                    </Badge>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
        <ListFooter
          {...pages}
          texts={fr.accountPages}
          shown={clients.length}
          compact
          className="px-1 pt-2 pb-1"
        />
      </>
    );
  }

  return (
    <Card className="flex flex-col overflow-hidden lg:sticky lg:top-24 lg:max-h-[calc(100dvh-8rem)]">
      <div className="border-b border-zinc-100 p-4">
        <h2 className="mb-3 flex items-center gap-2 text-sm font-semibold text-zinc-900">
          <Users aria-hidden="true" className="size-4 text-zinc-400" />
          {t.clients}
          {settled ? (
            <Badge variant="secondary">{`${formatCount(clients.length)}${pages.hasMore ? '+' : ''}`}</Badge>
          ) : null}
        </h2>
        <ClientSearchInput value={search} onSearch={onSearch} placeholder={t.searchPlaceholder} />
      </div>
      <div className="max-h-80 flex-1 overflow-y-auto p-2 lg:max-h-none">{body}</div>
    </Card>
  );
}
