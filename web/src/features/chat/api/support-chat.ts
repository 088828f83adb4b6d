import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GLOBAL_THREAD, type SupportMessage, type UnreadThread } from '@app/shared/messaging/support-chat';
import { useMemo } from 'react';
import { api } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';
import { messagesOfPages } from '@/features/chat/lib/thread-pages';

/** The support chat's calls (spec §7 General chat). */
export const supportChatPaths = {
  mine: '/api/client/chat',
  admin: '/api/admin/messages',
  unread: '/api/admin/messages/unread',
};

/** Messages per page: the latest 50, 'Charger plus' for older ones. */
export const SUPPORT_PAGE_SIZE = 50;

/** Whose thread: the caller's own (a client), or an administrator's view of one client's thread or of 'all'. */
export type ThreadRef = { kind: 'mine' } | { kind: 'admin'; threadId: string };

const threadKey = (ref: ThreadRef) => (ref.kind === 'mine' ? queryKeys.supportChat.mine : queryKeys.supportChat.thread(ref.threadId));

export function threadQueryOptions(ref: ThreadRef) {
  return infiniteQueryOptions({
    queryKey: threadKey(ref),
    queryFn: ({ pageParam, signal }) =>
      api.page<SupportMessage>(ref.kind === 'mine' ? supportChatPaths.mine : supportChatPaths.admin, {
        query: {
          limit: SUPPORT_PAGE_SIZE,
          cursor: pageParam ?? undefined,
          client_id: ref.kind === 'admin' && ref.threadId !== GLOBAL_THREAD ? ref.threadId : undefined,
        },
        signal,
      }),
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
    queryFn: () => api.get<UnreadThread[]>(supportChatPaths.unread),
    enabled,
  });
}

/** POST a message: the caller's own (client) or an administrator's to `threadId` ('all' = global). */
export function useSendMessage(ref: ThreadRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      ref.kind === 'mine'
        ? api.post<SupportMessage>(supportChatPaths.mine, { content })
        : api.post<SupportMessage>(supportChatPaths.admin, { content, target_client_id: ref.threadId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: threadKey(ref) }),
  });
}
