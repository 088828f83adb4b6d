import type { OrderChatMessage } from '@app/shared/order-chat/schemas';
import { Paperclip } from 'lucide-react';
import { toast } from '@/lib/toast/toast';
import { orderChatFr } from '@/features/order-chat/fr';
import { formatDateTime } from '@/lib/format/format';
import { cn } from '@/lib/utils';
import { downloadChatAttachment } from '@/features/order-chat/api/order-chat-queries';
import { isImageAttachment } from '@/features/order-chat/lib/image-attachment';
import { ChatImageThumbnail } from './chat-image-thumbnail';

const t = orderChatFr;

async function download(orderId: string, message: OrderChatMessage) {
  try {
    await downloadChatAttachment(orderId, message);
  } catch (error) {
    console.warn('Chat attachment download failed:', error);
    toast.error(t.downloadError);
  }
}

/** One message: who sent it (name, role), when (fr-FR), its text and its attachment link (an image's thumbnail above it). */
export function ChatMessageItem({ message, own }: { message: OrderChatMessage; own: boolean }) {
  return (
    <li className={cn('flex', own ? 'justify-end' : 'justify-start')}>
      <article
        className={cn(
          'max-w-[85%] rounded-lg border px-3 py-2 text-sm',
          own ? 'border-brand-200 bg-brand-50' : 'border-zinc-200 bg-white',
        )}
      >
        <header className="mb-1 flex flex-wrap items-baseline gap-x-2 text-xs text-zinc-600">
          <span className="font-semibold text-zinc-900">{message.sender_name}</span>
          <span>{t.roles[message.sender_role]}</span>
          <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
        </header>
        {message.message ? <p className="break-words whitespace-pre-wrap text-zinc-900">{message.message}</p> : null}
        {message.attachment_filename ? (
          <div className="mt-1.5">
            {isImageAttachment(message.attachment_filename) ? <ChatImageThumbnail message={message} /> : null}
            <button
              type="button"
              onClick={() => void download(message.order_id, message)}
              className="inline-flex max-w-full items-center gap-1.5 rounded-md text-left font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
              aria-label={t.download(message.attachment_filename)}
            >
              <Paperclip aria-hidden="true" className="size-4 shrink-0" />
              <span className="truncate">{message.attachment_filename}</span>
            </button>
            {message.attachment_description ? (
              <p className="mt-0.5 text-xs break-words text-zinc-600 italic">{message.attachment_description}</p>
            ) : null}
          </div>
        ) : null}
      </article>
    </li>
  );
}
