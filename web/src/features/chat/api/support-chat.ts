import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GLOBAL_THREAD } from '@app/shared/messaging/support-chat';
import { useMemo } from 'react';
import { call, callPage } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';
import { messagesOfPages } from '@/features/chat/lib/thread-pages';

/** Messages per page: the latest 50, 'Charger plus' for older ones. */
export const SUPPORT_PAGE_SIZE = 50;

/** Whose thread: the caller's own (a client), or an administrator's view of one client's thread or of 'all'. */
export type ThreadRef = { kind: 'mine' } | { kind: 'admin'; threadId: string };

const threadKey = (ref: ThreadRef) => (ref.kind === 'mine' ? queryKeys.supportChat.mine : queryKeys.supportChat.thread(ref.threadId));

export function threadQueryOptions(ref: ThreadRef) {
  return infiniteQueryOptions({
    queryKey: threadKey(ref),
    queryFn: ({ pageParam, signal }) => {
      const page = { limit: SUPPORT_PAGE_SIZE, cursor: pageParam ?? undefined };
      if (ref.kind === 'mine') return callPage('GET /api/client/chat', { query: page, signal });
      const clientId = ref.threadId !== GLOBAL_THREAD ? ref.threadId : undefined;
      return callPage('GET /api/admin/messages', { query: { ...page, client_id: clientId }, signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** A thread, oldest first, with 'Charger plus' for older pages. */
export function useSupportThread(ref: ThreadRef) {
  const query = useInfiniteQuery(threadQueryOptions(ref));
  const messages = useMemo(() => messagesOfPages(query.data?.pages), [query.data]);
  return { query, messages };
}

/** GET /api/admin/messages/unread: the caller's unread messages per client. */
export function useUnreadThreads(enabled = true) {
  return useQuery({
    queryKey: queryKeys.supportChat.unread,
    queryFn: () => call('GET /api/admin/messages/unread'),
    enabled,
  });
}

/** POST a message: the caller's own (client) or an administrator's to `threadId` ('all' = global). */
export function useSendMessage(ref: ThreadRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      ref.kind === 'mine'
        ? call('POST /api/client/chat', { body: { content } })
        : call('POST /api/admin/messages', { body: { content, target_client_id: ref.threadId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: threadKey(ref) }),
  });
}
