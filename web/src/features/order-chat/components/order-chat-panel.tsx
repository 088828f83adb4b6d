import type { Role } from '@app/shared/users/schemas';
import { ChevronDown, MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { ChatLog } from '@/components/chat-log';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { Spinner } from '@/components/ui/spinner';
import { fr } from '@/i18n/fr';
import { orderChatFr } from '@/features/order-chat/fr';
import { cn } from '@/lib/utils';
import { useOrderChat } from '@/features/order-chat/hooks/use-order-chat';
import { ChatComposer } from './chat-composer';
import { ChatMessageItem } from './chat-message-item';

const t = orderChatFr;

export interface OrderChatPanelProps {
  orderId: string;
  /** Who reads: that side's messages sit on the right. */
  viewerRole: Role;
  defaultOpen?: boolean;
  className?: string;
}

/**
 * The per-order chat (spec §2): collapsible, with the unread badge and the message count; open,
 * the messages (sender, role, fr-FR time, attachment) in a scrolling area and the composer.
 */
export function OrderChatPanel({ orderId, viewerRole, defaultOpen = false, className }: OrderChatPanelProps) {
  const [open, setOpen] = useState(defaultOpen);
  const chat = useOrderChat(orderId, open);
  const { messages, query } = chat;

  return (
    <Collapsible
      open={open}
      onOpenChange={setOpen}
      data-testid="order-chat-panel"
      className={cn('rounded-lg border border-zinc-200 bg-white', className)}
    >
      <CollapsibleTrigger asChild>
        <button
          type="button"
          className="flex w-full items-center gap-2 rounded-lg px-4 py-3 text-left hover:bg-zinc-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        >
          <MessagesSquare aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
          <span className="flex-1 text-sm font-semibold text-zinc-900">{t.title}</span>
          {chat.unreadCount > 0 ? (
            <Badge variant="danger" data-testid="order-chat-unread">
              {t.unread(chat.unreadCount)}
            </Badge>
          ) : null}
          <span className="text-xs text-zinc-600">{t.messageCount(chat.messageCount)}</span>
          <ChevronDown aria-hidden="true" className={cn('size-4 text-zinc-500 transition-transform', open && 'rotate-180')} />
        </button>
      </CollapsibleTrigger>
      <CollapsibleContent className="grid gap-3 border-t border-zinc-200 p-4">
        <ChatLog
          label={t.listLabel}
          newestId={messages.at(-1)?.id}
          visible={open}
          older={
            query.hasNextPage
              ? { label: t.loadOlder, loading: query.isFetchingNextPage, onLoad: () => void query.fetchNextPage() }
              : undefined
          }
        >
          {query.isPending ? (
            <div className="flex justify-center py-6">
              <Spinner label={fr.common.loading} />
            </div>
          ) : messages.length === 0 ? (
            <div className="py-6 text-center text-sm text-zinc-600">
              <p className="font-medium text-zinc-800">{t.empty}</p>
              <p className="mt-1">{t.emptyHint}</p>
            </div>
          ) : (
            <ul className="grid gap-2">
              {messages.map((message) => (
                <ChatMessageItem key={message.id} message={message} own={message.sender_role === viewerRole} />
              ))}
            </ul>
          )}
        </ChatLog>
        <ChatComposer orderId={orderId} />
      </CollapsibleContent>
    </Collapsible>
  );
}
