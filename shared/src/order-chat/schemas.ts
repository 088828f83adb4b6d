import * as z from 'zod/mini';
import type { FileRules } from '../files/file-rules';

/** Order chat (spec §2 per-order chat panel, §3, §5, §7, §9). */

/** Images, documents, logs, archives and the file formats of ECU tools (read, write, checksum). */
export const CHAT_ATTACHMENT_EXTENSIONS = [
  '.jpg',
  '.jpeg',
  '.png',
  '.webp',
  '.pdf',
  '.txt',
  '.log',
  '.csv',
  '.zip',
  '.bin',
  '.ori',
  '.mod',
  '.hex',
  '.map',
  '.s19',
  '.srec',
  '.frf',
  '.sgo',
  '.odx',
  '.a2l',
  '.kess',
  '.ktag',
  '.slave',
] as const;

/** An attachment is at most 32 MiB, like an order file. */
export const MAX_CHAT_ATTACHMENT_BYTES = 32 * 1024 * 1024;
/** 2,000 characters: a page of 100 messages stays well under 1 MB. */
export const MESSAGE_MAX = 2000;
export const DESCRIPTION_MAX = 500;
/** The latest messages of a chat the first page holds (older ones through the cursor). */
export const CHAT_PAGE_DEFAULT = 100;
export const CHAT_PAGE_MAX = 100;

export const MESSAGE_OR_FILE_REQUIRED = 'Veuillez saisir un message ou joindre un fichier';
export const CHAT_BAD_EXTENSION = `Format de pièce jointe non accepté. Formats autorisés\u202f: images (jpg, png, webp), PDF, texte (txt, log, csv), zip et fichiers calculateur (${CHAT_ATTACHMENT_EXTENSIONS.slice(9).join(', ')})`;
export const CHAT_FILE_TOO_LARGE = 'Le fichier dépasse la taille maximale de 32 Mo';
export const CHAT_ATTACHMENT_NOT_FOUND = 'Pièce jointe introuvable';

/** True when the name ends with an accepted extension (any case) and has a name before it. */
export function isChatAttachmentName(name: string): boolean {
  const lower = name.trim().toLowerCase();
  return CHAT_ATTACHMENT_EXTENSIONS.some((ext) => lower.endsWith(ext) && lower.length > ext.length);
}

/** The rules of an attachment, in the shape the upload and file checks take. */
export const chatAttachmentRules: FileRules = {
  accepts: isChatAttachmentName,
  badExtension: CHAT_BAD_EXTENSION,
  maxBytes: MAX_CHAT_ATTACHMENT_BYTES,
  tooLarge: CHAT_FILE_TOO_LARGE,
};

export const senderRoles = ['admin', 'client'] as const;

/** A message as the API returns it (spec §3, plus who sent it and its order). */
export const orderChatMessageSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  sender_id: z.string(),
  sender_role: z.enum(senderRoles),
  sender_name: z.string(),
  message: z.string(),
  created_at: z.string(),
  attachment_filename: z.nullable(z.string()),
  attachment_description: z.nullable(z.string()),
});
export type OrderChatMessage = z.infer<typeof orderChatMessageSchema>;

export const orderChatMessagesSchema = z.array(orderChatMessageSchema);
/** The caller's unread messages of one order chat (spec §7), and how many messages it holds (the panel's count). */
export const unreadCountSchema = z.object({ unread_count: z.number(), message_count: z.number() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

const optionalText = (max: number, tooLong: string) =>
  z.pipe(
    z.nullish(z.string().check(z.maxLength(max, tooLong))),
    z.transform((v) => v?.trim() ?? ''),
  );

/**
 * POST /api/orders/{id}/chat: multipart (message, attachment_description, file) as the spec
 * sends it, or JSON naming a presigned upload (purpose 'chat') instead of the file.
 */
export const postChatMessageSchema = z.object({
  message: optionalText(MESSAGE_MAX, `Le message ne doit pas dépasser ${MESSAGE_MAX} caractères`),
  attachment_description: optionalText(
    DESCRIPTION_MAX,
    `La description ne doit pas dépasser ${DESCRIPTION_MAX} caractères`,
  ),
  upload_key: z.nullish(z.string().check(z.trim(), z.maxLength(1024))),
  attachment_filename: z.nullish(z.string().check(z.trim(), z.maxLength(255, 'Le nom du fichier est trop long'))),
});
export type PostChatMessage = z.infer<typeof postChatMessageSchema>;
