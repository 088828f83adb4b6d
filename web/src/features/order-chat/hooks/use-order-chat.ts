import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useChanges } from '@/lib/api/change-feed';
import { queryKeys } from '@/lib/api/query-keys';
import { CHAT_NOTIFICATION_TYPES, readOrderNotificationsHere, showChatOnScreen } from '@/lib/notifications/order-notifications';
import { usePushFallbackInterval } from '@/lib/push/push-state';
import { chatMessagesQueryOptions, chatUnreadQueryOptions, messagesOfPages } from '@/features/order-chat/api/order-chat-queries';

/**
 * One order's chat as the panel shows it: the unread and message counts (always), the messages
 * (only while open; refetched by push, polled every 30 s while the channel is down, 304s when
 * unchanged). Both are fetched again at once when the change feed's `messages_version` moves (a
 * message for this user arrived somewhere).
 */
export function useOrderChat(orderId: string, open: boolean) {
  const queryClient = useQueryClient();
  const unread = useQuery(chatUnreadQueryOptions(orderId));
  const messages = useInfiniteQuery({ ...chatMessagesQueryOptions(orderId, usePushFallbackInterval()), enabled: open });

  const version = useChanges().data?.messages_version;
  const seenVersion = useRef(version);
  useEffect(() => {
    if (version === undefined || seenVersion.current === version) return;
    const first = seenVersion.current === undefined;
    seenVersion.current = version;
    if (!first) void queryClient.invalidateQueries({ queryKey: [...queryKeys.orderChat.all, orderId] });
  }, [version, orderId, queryClient]);

  // Reading the latest page marks the messages seen on the server, and their notifications read
  // (decision 032): the counts and the bell follow.
  const data = messages.data;
  useEffect(() => {
    if (!data) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.orderChat.unread(orderId) });
    readOrderNotificationsHere(queryClient, orderId, CHAT_NOTIFICATION_TYPES);
  }, [data, orderId, queryClient]);

  // While open, the chat is on screen: its new messages raise no bell nor browser notification.
  useEffect(() => (open ? showChatOnScreen(orderId) : undefined), [open, orderId]);

  useEffect(() => {
    if (messages.error) console.warn('Order chat unavailable:', messages.error);
  }, [messages.error]);

  return {
    unreadCount: unread.data?.unread_count ?? 0,
    messageCount: unread.data?.message_count ?? 0,
    messages: useMemo(() => messagesOfPages(data?.pages), [data]),
    query: messages,
  };
}
