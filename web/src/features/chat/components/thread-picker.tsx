import { GLOBAL_THREAD, type UnreadThread } from '@app/shared/messaging/support-chat';
import { Megaphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { ListFooter } from '@/components/list-footer';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { ClientSearchInput } from '@/components/client-search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { fr } from '@/i18n/fr';
import { supportChatFr } from '@/features/chat/fr';
import { type AccountPagesState } from '@/lib/account/account-pages';
import { formatCount } from '@/lib/format/format';
import { cn } from '@/lib/utils';

const t = supportChatFr;

/** A thread the administrator may open: 'all' or one client. */
export interface ThreadChoice {
  id: string;
  name: string;
  detail: string;
}

export const globalChoice: ThreadChoice = { id: GLOBAL_THREAD, name: t.globalThread, detail: t.globalHint };

export interface ThreadPickerProps {
  selectedId: string;
  onSelect: (choice: ThreadChoice) => void;
  /** The caller's unread messages per client (GET /api/admin/messages/unread). */
  unread: UnreadThread[];
  /** The approved clients of the search (GET /api/admin/users?role=client&q=). */
  clients: AccountPagesState;
  search: string;
  onSearch: (search: string) => void;
}

function ChoiceButton({ selected, onClick, children }: { selected: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onClick}
      className={cn(
        'flex w-full cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-left transition-colors outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
        selected ? 'bg-brand-50 ring-1 ring-brand-200' : 'hover:bg-zinc-100',
      )}
    >
      {children}
    </button>
  );
}

function ChoiceText({ name, detail }: { name: string; detail: string }) {
  return (
    <span className="flex min-w-0 flex-1 flex-col">
      <span className="text-sm font-medium break-words text-zinc-900">{name}</span>
      <span className="text-xs wrap-anywhere text-zinc-600">{detail}</span>
    </span>
  );
}

function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Badge variant="danger" aria-label={t.unread(formatCount(count))}>
      {formatCount(count)}
    </Badge>
  );
}

/**
 * The left pane of /admin/chat: 'Messages globaux', the threads with unread messages, and a
 * server search of the approved clients (the account pages the discounts page uses), each with
 * its unread badge.
 */
export function ThreadPicker({ selectedId, onSelect, unread, clients, search, onSearch }: ThreadPickerProps) {
  const unreadOf = new Map(unread.map((thread) => [thread.client_id, thread.unread]));
  const approved = clients.accounts.filter((client) => client.status === 'approved');

  return (
    <Card className="flex flex-col overflow-hidden lg:sticky lg:top-24 lg:max-h-[calc(100dvh-8rem)]">
      <nav aria-label={t.threads} className="grid gap-3 overflow-y-auto p-3">
        <ChoiceButton selected={selectedId === GLOBAL_THREAD} onClick={() => onSelect(globalChoice)}>
          <Megaphone aria-hidden="true" className="size-5 shrink-0 text-amber-600" />
          <ChoiceText name={globalChoice.name} detail={globalChoice.detail} />
        </ChoiceButton>

        {unread.length > 0 ? (
          <section aria-labelledby="chat-unread-heading" className="grid gap-1">
            <h2 id="chat-unread-heading" className="px-3 text-xs font-semibold tracking-wide text-zinc-600 uppercase">
              {t.waiting}
            </h2>
            {unread.map((thread) => (
              <ChoiceButton
                key={thread.client_id}
                selected={selectedId === thread.client_id}
                onClick={() => onSelect({ id: thread.client_id, name: thread.client_name, detail: thread.company_name })}
              >
                <ChoiceText name={thread.client_name} detail={thread.company_name} />
                <UnreadBadge count={thread.unread} />
              </ChoiceButton>
            ))}
          </section>
        ) : null}

        <section aria-labelledby="chat-clients-heading" className="grid gap-2">
          <h2 id="chat-clients-heading" className="px-3 text-xs font-semibold tracking-wide text-zinc-600 uppercase">
            {fr.nav.admin.clients}
          </h2>
          <ClientSearchInput value={search} onSearch={onSearch} placeholder={t.searchPlaceholder} />
          {clients.query.isPending ? (
            <div className="grid gap-2 px-3" aria-hidden="true">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-9" />
              ))}
            </div>
          ) : (
            <ul className={cn('grid gap-0.5', clients.stale && 'opacity-60')} aria-busy={clients.stale || undefined}>
              {approved.map((client) => {
                const name = `${client.first_name} ${client.last_name}`.trim();
                return (
                  <li key={client.id}>
                    <ChoiceButton
                      selected={selectedId === client.id}
                      onClick={() => onSelect({ id: client.id, name, detail: client.company_name || client.email })}
                    >
                      <ChoiceText name={name} detail={client.company_name || client.email} />
                      <UnreadBadge count={unreadOf.get(client.id) ?? 0} />
                    </ChoiceButton>
                  </li>
                );
              })}
              {approved.length === 0 && !clients.hasMore && !clients.searchingMore ? (
                <li className="px-3 py-4 text-center text-sm text-zinc-600">{t.noClientFound}</li>
              ) : null}
            </ul>
          )}
          <ListFooter {...clients} texts={fr.accountPages} shown={approved.length} compact className="px-1" />
        </section>
      </nav>
    </Card>
  );
}
