import { GLOBAL_THREAD } from '@app/shared/messaging/support-chat';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { fr } from '@/i18n/fr';
import { supportChatFr } from '@/features/chat/fr';
import { useAccountPages, useAccountSearch } from '@/lib/account/account-pages';
import { queryKeys } from '@/lib/api/query-keys';
import { useUnreadThreads } from '@/features/chat/api/support-chat';
import { SupportThread } from '@/features/chat/components/support-thread';
import { globalChoice, ThreadPicker, type ThreadChoice } from '@/features/chat/components/thread-picker';
import { useMessagesRefresh, useUnreadRefresh } from '@/features/chat/hooks/use-messages-refresh';

const t = supportChatFr;

/**
 * /admin/chat (spec §2 'Admin chat'): 'Messages globaux' or one approved client, the thread,
 * a refresh button, Enter sends. The choice lives in the URL (?client=id).
 */
export function AdminChatPage() {
  useMessagesRefresh();
  useUnreadRefresh();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const clients = useAccountPages({ role: 'client', q: useAccountSearch(search) });
  const unread = useUnreadThreads();
  const [params, setParams] = useSearchParams();
  const [picked, setPicked] = useState<ThreadChoice>(globalChoice);
  const selectedId = params.get('client') ?? GLOBAL_THREAD;
  const selected = resolveChoice(selectedId, picked, clients.accounts, unread.data ?? []);
  const isGlobal = selected.id === GLOBAL_THREAD;
  const refreshing = queryClient.isFetching({ queryKey: queryKeys.supportChat.all }) > 0;

  return (
    <>
      <PageHeader
        title={fr.pages.adminChat}
        description={t.adminDescription}
        actions={
          <Button
            variant="outline"
            aria-disabled={refreshing || undefined}
            onClick={() => void queryClient.invalidateQueries({ queryKey: queryKeys.supportChat.all })}
          >
            <RefreshCw aria-hidden="true" className={refreshing ? 'animate-spin' : undefined} />
            {t.refresh}
          </Button>
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <ThreadPicker
          selectedId={selected.id}
          onSelect={(choice) => {
            setPicked(choice);
            setParams(choice.id === GLOBAL_THREAD ? {} : { client: choice.id }, { replace: true });
          }}
          unread={unread.data ?? []}
          clients={clients}
          search={search}
          onSearch={setSearch}
        />
        <Card className="grid gap-4 p-4 sm:p-6">
          <div>
            <h2 className="text-base font-semibold text-zinc-900">{isGlobal ? t.globalThread : t.conversationWith(selected.name)}</h2>
            <p className="text-sm text-zinc-600">{selected.detail}</p>
          </div>
          <SupportThread
            key={selected.id}
            thread={{ kind: 'admin', threadId: selected.id }}
            viewer="admin"
            empty={isGlobal ? t.emptyGlobalHint : t.empty}
            composerHint={isGlobal ? t.globalComposerHint : undefined}
          />
        </Card>
      </div>
    </>
  );
}

/** The thread the URL names, with the best name known for it. */
function resolveChoice(
  id: string,
  picked: ThreadChoice,
  accounts: { id: string; first_name: string; last_name: string; company_name: string; email: string }[],
  unread: { client_id: string; client_name: string; company_name: string }[],
): ThreadChoice {
  if (id === GLOBAL_THREAD) return globalChoice;
  if (picked.id === id) return picked;
  const account = accounts.find((a) => a.id === id);
  if (account) return { id, name: `${account.first_name} ${account.last_name}`.trim(), detail: account.company_name || account.email };
  const thread = unread.find((u) => u.client_id === id);
  return thread ? { id, name: thread.client_name, detail: thread.company_name } : { id, name: '', detail: '' };
}
