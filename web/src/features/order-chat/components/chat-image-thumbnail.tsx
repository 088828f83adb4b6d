import type { OrderChatMessage } from '@app/shared/order-chat/schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { orderChatFr } from '@/features/order-chat/fr';
import { chatAttachmentLinkQueryOptions } from '@/features/order-chat/api/order-chat-queries';

/**
 * An image attachment as a thumbnail, through its presigned link; nothing while the link loads
 * or when the image cannot be shown (the download button beside it still works).
 */
export function ChatImageThumbnail({ message }: { message: OrderChatMessage }) {
  const link = useQuery(chatAttachmentLinkQueryOptions(message.order_id, message));
  const [broken, setBroken] = useState(false);
  if (!link.data || broken) return null;
  return (
    <img
      src={link.data.url}
      alt={orderChatFr.thumbnail(message.attachment_filename ?? '')}
      loading="lazy"
      onError={() => setBroken(true)}
      className="mb-1 block max-h-48 max-w-full rounded-md border border-zinc-200 object-contain"
    />
  );
}
