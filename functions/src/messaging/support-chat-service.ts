import {
  GLOBAL_THREAD,
  SUPPORT_CLIENT_INACTIVE,
  SUPPORT_CLIENT_NOT_FOUND,
  type SupportMessage,
  type UnreadThread,
} from '@app/shared/messaging/support-chat';
import { invalid, notFound } from '../lib/errors';
import { notificationId, type NotificationEvent } from '../notifications/notify';
import { markSubjectRead, notificationSubjects } from '../notifications/notification-subjects';
import type { UserRecord } from '../users/user-record';
import { administratorIds, approvedClientIds, getUser, moveFeedCounters } from '../users/user-repository';
import { toSupportMessage, toUnreadThread, type SupportMessageRecord } from './support-chat-record';
import { clearUnreadThread, getUnreadThread, threadsPage, unreadThreadsOf } from './support-chat-repository';
import { writeAdminMessage, writeClientMessage } from './support-chat-writes';

export interface ThreadPage {
  /** Oldest first; the next page holds older messages. */
  messages: SupportMessage[];
  nextCursor?: string;
}
export interface PageQuery {
  limit: number;
  cursor?: string;
}

/** Administrators' unread threads listed at once (the threads waiting for an answer). */
const UNREAD_THREADS_MAX = 100;
const EXCERPT = 140;

const fullName = (user: UserRecord) => `${user.first_name} ${user.last_name}`.trim();
const excerpt = (content: string) => (content.length > EXCERPT ? `${content.slice(0, EXCERPT - 1)}…` : content);

/** One page of the threads merged, newest first from the store, answered oldest first. */
async function readThreads(threadIds: readonly string[], query: PageQuery): Promise<ThreadPage> {
  const page = await threadsPage(threadIds, query);
  const messages = page.records.map(toSupportMessage).reverse();
  return page.nextCursor ? { messages, nextCursor: page.nextCursor } : { messages };
}

function newMessage(sender: UserRecord, threadId: string, content: string, target: string | null): SupportMessageRecord {
  const now = new Date();
  return {
    id: notificationId(now),
    thread_id: threadId,
    sender_id: sender.id,
    sender_role: sender.role,
    sender_name: fullName(sender),
    content,
    created_at: now.toISOString(),
    target_client_id: target,
  };
}

/**
 * GET /api/client/chat: the caller's thread and the global messages. Reading the latest page
 * resets the caller's unread count, from the account authentication read (no extra read): the
 * count drops by what was seen, so a message arriving meanwhile stays unread.
 */
export async function clientThread(client: UserRecord, query: PageQuery): Promise<ThreadPage> {
  const page = await readThreads([client.id, GLOBAL_THREAD], query);
  if (!query.cursor && client.unread_messages !== 0) {
    await moveFeedCounters(client.id, { unread_messages: -client.unread_messages });
  }
  return page;
}

/** POST /api/client/chat: to every administrator, each told (client_message) and counting it unread. */
export async function postClientMessage(client: UserRecord, content: string): Promise<SupportMessage> {
  const message = newMessage(client, client.id, content, null);
  const event: NotificationEvent = {
    type: 'client_message',
    title: 'Nouveau message client',
    message: `${fullName(client)} (${client.company_name})\u202f: ${excerpt(content)}`,
    user_email: client.email,
    subject: notificationSubjects.supportThread(client.id),
    about_user_id: client.id,
  };
  await writeClientMessage(message, client, await administratorIds(), event);
  return toSupportMessage(message);
}

/** A client's account, for an administrator naming it (404 unless it is a client). */
async function requireClient(clientId: string): Promise<UserRecord> {
  const client = clientId.length <= 100 ? await getUser(clientId) : undefined;
  if (!client || client.role !== 'client') throw notFound(SUPPORT_CLIENT_NOT_FOUND);
  return client;
}

const isGlobal = (clientId: string | null | undefined) => !clientId || clientId === GLOBAL_THREAD;

/**
 * The administrator has read this client's thread: its unread count for it goes, and the
 * account's total drops by as much, in one transaction conditioned on the count seen (a message
 * arriving meanwhile keeps both, to be cleared on the next read).
 */
async function markThreadRead(admin: UserRecord, clientId: string): Promise<void> {
  const unread = await getUnreadThread(admin.id, clientId);
  if (!unread) return;
  // Reading the client's messages is what their notifications asked for.
  await markSubjectRead(notificationSubjects.supportThread(clientId));
  await clearUnreadThread(unread);
}

/**
 * GET /api/admin/messages: without a client (or 'all'), the global messages; with one, that
 * client's thread as the client sees it (with the global messages), its unread cleared for the
 * caller when the latest page is read.
 */
export async function adminThread(admin: UserRecord, clientId: string | undefined, query: PageQuery): Promise<ThreadPage> {
  if (isGlobal(clientId)) return readThreads([GLOBAL_THREAD], query);
  const client = await requireClient(clientId as string);
  const page = await readThreads([client.id, GLOBAL_THREAD], query);
  if (!query.cursor) await markThreadRead(admin, client.id);
  return page;
}

/**
 * POST /api/admin/messages: to one approved client (told with admin_reply), or without a target
 * (or 'all') a global message to every approved client (each told; the fan-out is decision 009).
 */
export async function postAdminMessage(admin: UserRecord, content: string, targetId: string | null | undefined): Promise<SupportMessage> {
  const others = (await administratorIds()).filter((id) => id !== admin.id);
  if (isGlobal(targetId)) {
    const message = newMessage(admin, GLOBAL_THREAD, content, GLOBAL_THREAD);
    const event: NotificationEvent = {
      type: 'admin_reply',
      title: "Message de l'équipe à tous les clients",
      message: excerpt(content),
      user_email: admin.email,
      // An announcement to every client rings the bell but sends no mail (deviation 43).
      email: false,
    };
    await writeAdminMessage(message, await approvedClientIds(), others, event);
    return toSupportMessage(message);
  }
  const client = await requireClient(targetId as string);
  if (client.status !== 'approved') throw invalid(SUPPORT_CLIENT_INACTIVE);
  const message = newMessage(admin, client.id, content, client.id);
  const event: NotificationEvent = {
    type: 'admin_reply',
    title: "Nouveau message de l'équipe",
    message: `${fullName(admin)}\u202f: ${excerpt(content)}`,
    user_email: admin.email,
  };
  await writeAdminMessage(message, [client.id], others, event);
  await markSubjectRead(notificationSubjects.supportThread(client.id));
  return toSupportMessage(message);
}

/** GET /api/admin/messages/unread: the caller's threads with unread client messages (one Query). */
export async function unreadThreads(admin: UserRecord): Promise<UnreadThread[]> {
  return (await unreadThreadsOf(admin.id, UNREAD_THREADS_MAX)).map(toUnreadThread).sort((a, b) => (a.last_message_at < b.last_message_at ? 1 : -1));
}

/** GET /api/messages/count: the caller's unread support messages, from its account (no read). */
export const messageCount = (user: UserRecord) => ({ count: Math.max(0, user.unread_messages) });
