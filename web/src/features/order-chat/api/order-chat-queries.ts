import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderChatMessage } from '@app/shared/order-chat/schemas';
import { call, callPage } from '@/lib/api/call';
import { uploadPresigned } from '@/lib/api/presigned-upload';
import { saveLink } from '@/lib/browser/save-link';
import { queryKeys } from '@/lib/api/query-keys';
import type { UploadProgress } from '@/lib/api/upload-with-progress';

/**
 * GET /api/orders/{id}/chat: the latest messages first (page 0), older pages through the cursor.
 * Spec §9 polled it every 10 s while the panel is open; issue 19: refetched when its `chat:{id}`
 * topic moves, polled (`refetchInterval`, 30 s) only while the push channel is down. A
 * conditional GET: an unchanged chat answers 304. Reading the latest page marks the messages
 * seen on the server.
 */
export function chatMessagesQueryOptions(orderId: string, refetchInterval: number | false = false) {
  return infiniteQueryOptions({
    queryKey: queryKeys.orderChat.messages(orderId),
    queryFn: ({ pageParam }) => callPage('GET /api/orders/{id}/chat', { params: { id: orderId }, query: { cursor: pageParam || undefined } }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    refetchInterval,
  });
}

/** GET /api/orders/{id}/chat/unread-count: refetched when the feed's messages_version moves, not polled. */
export function chatUnreadQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: queryKeys.orderChat.unread(orderId),
    queryFn: () => call('GET /api/orders/{id}/chat/unread-count', { params: { id: orderId } }),
    staleTime: Infinity,
  });
}

/** Every message of the loaded pages, oldest first. */
export const messagesOfPages = (pages: readonly { items: OrderChatMessage[] }[] | undefined): OrderChatMessage[] =>
  [...(pages ?? [])].reverse().flatMap((page) => page.items);

export interface NewChatMessage {
  message: string;
  file: File | null;
  description: string;
}

/**
 * POST /api/orders/{id}/chat: an attachment goes first to S3 through a presigned upload (purpose
 * 'chat', with progress), then the message names its key.
 */
async function sendChatMessage(orderId: string, input: NewChatMessage, onProgress: (p: UploadProgress) => void) {
  const upload = input.file
    ? { upload_key: await uploadPresigned(input.file, 'chat', onProgress), attachment_filename: input.file.name }
    : {};
  return call('POST /api/orders/{id}/chat', {
    params: { id: orderId },
    body: { message: input.message, attachment_description: input.file ? input.description : '', ...upload },
  });
}

export function useSendChatMessage(orderId: string, onProgress: (p: UploadProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewChatMessage) => sendChatMessage(orderId, input, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...queryKeys.orderChat.all, orderId] }),
  });
}

/** GET /api/orders/{id}/chat/{messageId}?format=json: the attachment's presigned link (15 minutes). */
const attachmentLink = (orderId: string, message: OrderChatMessage) =>
  call('GET /api/orders/{id}/chat/{filename}', {
    params: { id: orderId, filename: message.id },
    query: { format: 'json' },
  });

/** The attachment, saved under its name. */
export async function downloadChatAttachment(orderId: string, message: OrderChatMessage): Promise<void> {
  const link = await attachmentLink(orderId, message);
  saveLink(link.url, link.filename);
}

/** The presigned link shown as an image's thumbnail: fetched again before it expires (15 minutes). */
export function chatAttachmentLinkQueryOptions(orderId: string, message: OrderChatMessage) {
  return queryOptions({
    queryKey: queryKeys.orderChat.attachment(orderId, message.id),
    queryFn: () => attachmentLink(orderId, message),
    staleTime: 10 * 60_000,
    refetchInterval: 10 * 60_000,
    retry: false,
  });
}
