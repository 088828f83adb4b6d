import * as z from 'zod/mini';

/**
 * Notification kinds (spec §3, §6): to administrators client_registration, new_order,
 * sav_request, client_message, security_alert; to a client order_completion, file_ready,
 * admin_reply; issue 24: data_export (a client's export is ready), erasure_request (to administrators);
 * issue 40: low_credits (a client's credit balance went below its threshold).
 */
export const notificationTypes = [
  'client_registration',
  'new_order',
  'sav_request',
  'client_message',
  'security_alert',
  'order_completion',
  'file_ready',
  'admin_reply',
  'data_export',
  'erasure_request',
  'low_credits',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** A notification as the API returns it (spec §3), with the order it is about, if any. */
export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(notificationTypes),
  title: z.string(),
  message: z.string(),
  read: z.boolean(),
  created_at: z.string(),
  user_email: z.nullable(z.string()),
  order_id: z.nullable(z.string()),
});
export type Notification = z.infer<typeof notificationSchema>;

export { NOTIFICATIONS_MAX, NOTIFICATIONS_SHOWN } from './constants';
/** Notifications expire (TTL) after 90 days. */
export const NOTIFICATION_TTL_DAYS = 90;

export const NOTIFICATION_NOT_FOUND = 'Notification introuvable';
export const NOTIFICATIONS_DELETED = 'Toutes les notifications ont été supprimées';

export const notificationReadSchema = z.object({
  detail: z.string().check(z.minLength(1)),
  notification: notificationSchema,
});
export const notificationsDeletedSchema = z.object({ detail: z.string().check(z.minLength(1)), deleted: z.number() });

/**
 * GET /api/changes: what moved for the caller, answered from its account item alone (read by
 * authentication anyway). Each `*_version` grows whenever something of that kind changes; the
 * SPA refetches a list only when its version moved.
 */
export const changesSchema = z.object({
  notifications_version: z.number(),
  unread_notifications: z.number(),
  messages_version: z.number(),
  unread_messages: z.number(),
});
export type Changes = z.infer<typeof changesSchema>;
