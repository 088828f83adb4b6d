import type { SupportMessage } from '@app/shared/messaging/support-chat';
import type { ApiPage } from '@/lib/api/api-client';

/**
 * The messages of a thread's loaded pages, oldest first: the first page holds the latest
 * messages (oldest first within it), each next page older ones. A message seen twice (a page
 * boundary moved while new messages came) is kept once.
 */
export function messagesOfPages(pages: readonly ApiPage<SupportMessage>[] | undefined): SupportMessage[] {
  const seen = new Set<string>();
  const messages: SupportMessage[] = [];
  for (const page of [...(pages ?? [])].reverse()) {
    for (const message of page.items) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      messages.push(message);
    }
  }
  return messages.sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0));
}

/** Whether Enter sends (spec §2: Enter sends, Shift+Enter inserts a newline; not while an IME composes). */
export const isSendKey = (event: { key: string; shiftKey: boolean; isComposing?: boolean; altKey?: boolean; ctrlKey?: boolean; metaKey?: boolean }) =>
  event.key === 'Enter' && !event.shiftKey && !event.isComposing && !event.altKey;
