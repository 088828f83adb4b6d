import * as z from 'zod/mini';
import { preprocess } from '../schema/mini';

/**
 * The support chat (spec §2 'Client chat page', 'Admin chat'; §3 Direct chat message; §7 General
 * chat): each client's thread with the administration, and global messages shown to every client.
 */

/** The thread of global messages (spec: the admin chooses 'all'). */
export const GLOBAL_THREAD = 'all';
export const SUPPORT_MESSAGE_MAX = 5000;
export const SUPPORT_MESSAGE_REQUIRED = 'Le message ne peut pas être vide';
export const SUPPORT_MESSAGE_TOO_LONG = `Le message ne doit pas dépasser ${SUPPORT_MESSAGE_MAX} caractères`;
export const SUPPORT_CLIENT_NOT_FOUND = 'Client introuvable';
export const SUPPORT_CLIENT_INACTIVE = "Ce client n'est pas actif\u202f: il ne peut pas recevoir de message";

/** A direct chat message (spec §3); `target_client_id` is the client an administrator wrote to, 'all' for a global message. */
export const supportMessageSchema = z.object({
  id: z.string(),
  sender_role: z.enum(['client', 'admin']),
  sender_name: z.string(),
  content: z.string(),
  created_at: z.string(),
  target_client_id: z.nullable(z.string()),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

export const isGlobalMessage = (message: Pick<SupportMessage, 'target_client_id'>) =>
  message.target_client_id === GLOBAL_THREAD;

const content = preprocess(
  (value: unknown) => value ?? '',
  z
    .string({ error: SUPPORT_MESSAGE_REQUIRED })
    .check(
      z.trim(),
      z.minLength(1, SUPPORT_MESSAGE_REQUIRED),
      z.maxLength(SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGE_TOO_LONG),
    ),
);

/** POST /api/client/chat. */
export const clientMessageInputSchema = z.object({ content });
export type ClientMessageInput = z.infer<typeof clientMessageInputSchema>;

/** POST /api/admin/messages: no target (or 'all') is a global message. */
export const adminMessageInputSchema = z.object({
  content,
  target_client_id: z.nullish(z.string().check(z.trim(), z.maxLength(100, SUPPORT_CLIENT_NOT_FOUND))),
});
export type AdminMessageInput = z.infer<typeof adminMessageInputSchema>;

/** GET /api/messages/count: the caller's unread support messages. */
export const messageCountSchema = z.object({ count: z.number() });

/** GET /api/admin/messages/unread: the caller's (an administrator's) threads with unread client messages. */
export const unreadThreadSchema = z.object({
  client_id: z.string(),
  client_name: z.string(),
  company_name: z.string(),
  unread: z.number(),
  last_message_at: z.string(),
});
export type UnreadThread = z.infer<typeof unreadThreadSchema>;
