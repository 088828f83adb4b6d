import { Skeleton } from '@/components/ui/skeleton';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { fr } from '@/i18n/fr';
import { supportChatFr } from '@/features/chat/fr';
import { useSendMessage, useSupportThread, type ThreadRef } from '@/features/chat/api/support-chat';
import { MessageComposer } from '@/features/chat/components/message-composer';
import { MessageList } from '@/features/chat/components/message-list';

export interface SupportThreadProps {
  thread: ThreadRef;
  viewer: 'client' | 'admin';
  empty: string;
  composerHint?: string;
  /** The thread cannot receive messages (a client that is not active). */
  readOnly?: boolean;
}

/** One thread with its states (loading, error, empty) and the composer under it. */
export function SupportThread({ thread, viewer, empty, composerHint, readOnly = false }: SupportThreadProps) {
  const { query, messages } = useSupportThread(thread);
  const sending = useSendMessage(thread);

  let list;
  if (query.isPending) {
    list = (
      <div className="grid gap-3 rounded-lg bg-zinc-50 p-4" aria-busy="true">
        <span className="sr-only">{fr.common.loading}</span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className={i % 2 ? 'h-14 w-2/3 justify-self-end' : 'h-14 w-2/3'} />
        ))}
      </div>
    );
  } else if (query.isError && !query.data) {
    list = <LoadErrorState title={supportChatFr.loadError} onRetry={() => void query.refetch()} />;
  } else {
    list = (
      <MessageList
        messages={messages}
        viewer={viewer}
        hasOlder={Boolean(query.hasNextPage)}
        loadingOlder={query.isFetchingNextPage}
        onLoadOlder={() => void query.fetchNextPage()}
        empty={empty}
      />
    );
  }

  return (
    <div className="grid gap-4">
      {list}
      <MessageComposer send={(content) => sending.mutateAsync(content)} sending={sending.isPending} hint={composerHint} disabled={readOnly} />
    </div>
  );
}
