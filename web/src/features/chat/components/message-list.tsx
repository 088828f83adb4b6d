import { GLOBAL_THREAD, type SupportMessage } from '@app/shared/messaging/support-chat';
import { Megaphone } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { ChatLog } from '@/components/chat-log';
import { supportChatFr } from '@/features/chat/fr';
import { formatDateTime } from '@/lib/format/format';
import { cn } from '@/lib/utils';

const t = supportChatFr;

export interface MessageListProps {
  messages: SupportMessage[];
  /** The side of the reader: its own messages sit on the right. */
  viewer: 'client' | 'admin';
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  /** Shown when there is no message. */
  empty: string;
}

/**
 * A thread, oldest first: sender name, role and fr-FR time on each message, global messages
 * marked; 'Charger plus' above for older ones. Scrolls to the newest when one arrives (not when
 * older ones are loaded above).
 */
export function MessageList({ messages, viewer, hasOlder, loadingOlder, onLoadOlder, empty }: MessageListProps) {
  return (
    <ChatLog
      label={t.threadLabel}
      newestId={messages.at(-1)?.id}
      className="min-h-48 sm:p-4"
      older={hasOlder ? { label: loadingOlder ? t.loadingOlder : t.olderMessages, loading: loadingOlder, onLoad: onLoadOlder } : undefined}
    >
      {messages.length === 0 ? <p className="m-auto py-8 text-center text-sm text-zinc-500">{empty}</p> : null}
      {messages.map((message) => {
        const own = message.sender_role === viewer;
        const global = message.target_client_id === GLOBAL_THREAD;
        return (
          <article
            key={message.id}
            className={cn(
              'flex max-w-[85%] flex-col gap-1 rounded-xl border px-3 py-2 shadow-xs',
              own ? 'self-end border-brand-200 bg-brand-50' : 'self-start border-zinc-200 bg-white',
              global && 'border-amber-300 bg-amber-50',
            )}
          >
            <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-zinc-600">
              <span className="font-semibold text-zinc-900">{message.sender_name || t.roles[message.sender_role]}</span>
              <span>{t.roles[message.sender_role]}</span>
              {global ? (
                <Badge variant="warning">
                  <Megaphone aria-hidden="true" />
                  {t.global}
                </Badge>
              ) : null}
              <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
            </header>
            <p className="text-sm break-words whitespace-pre-wrap text-zinc-900">{message.content}</p>
          </article>
        );
      })}
    </ChatLog>
  );
}
