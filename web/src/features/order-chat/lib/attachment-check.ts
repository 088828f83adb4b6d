import { fileRuleProblem } from '@app/shared/files/file-rules';
import { chatAttachmentRules, MESSAGE_OR_FILE_REQUIRED } from '@app/shared/order-chat/schemas';

/** The refusal of an attachment by its type and size, when it is picked (the new-order form's check). */
export const attachmentProblem = (file: { name: string; size: number }): string | null =>
  fileRuleProblem(file, chatAttachmentRules);

/** The refusal of a message before it is sent (the server checks the same rules), or null. */
export function messageProblem(text: string, file: { name: string; size: number } | null): string | null {
  if (!text.trim() && !file) return MESSAGE_OR_FILE_REQUIRED;
  return file ? attachmentProblem(file) : null;
}
