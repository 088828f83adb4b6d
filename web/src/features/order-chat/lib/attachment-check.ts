import {
  CHAT_BAD_EXTENSION,
  CHAT_FILE_TOO_LARGE,
  MAX_CHAT_ATTACHMENT_BYTES,
  MESSAGE_OR_FILE_REQUIRED,
  isChatAttachmentName,
} from '@app/shared/order-chat/schemas';

/** The refusal of a message before it is sent (the server checks the same rules), or null. */
export function messageProblem(text: string, file: { name: string; size: number } | null): string | null {
  if (!text.trim() && !file) return MESSAGE_OR_FILE_REQUIRED;
  if (file && !isChatAttachmentName(file.name)) return CHAT_BAD_EXTENSION;
  if (file && file.size > MAX_CHAT_ATTACHMENT_BYTES) return CHAT_FILE_TOO_LARGE;
  return null;
}
