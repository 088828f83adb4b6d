import type { NotificationType } from '@app/shared/notifications/schemas';
import type { Role } from '@app/shared/users/schemas';
import { paths } from '@/lib/paths';

/**
 * Where a click on a notification leads (spec §6): sav_request → /admin/sav; client_registration
 * → /admin/clients; order_completion → /admin/completed for an administrator, else /orders;
 * new_order → /admin/files; admin_reply → /chat; any other type → /admin for an administrator,
 * else /.
 * Beyond the spec's list: file_ready (a delivered version, deviation 32) → /orders, where the
 * client downloads it; security_alert → the security dashboard. A notification about one order
 * opens it (deviation 55): a client's /orders?order=<id> opens its details and chat, an
 * administrator's client_message leads to the order's page; a support message to /admin/chat.
 * low_credits (issue 40) → « Mes crédits ».
 */
export function notificationTarget(type: NotificationType, role: Role, orderId?: string | null): string {
  const admin = role === 'admin';
  if (orderId) {
    if (!admin && (type === 'admin_reply' || type === 'file_ready' || type === 'order_completion')) {
      return paths.orderLink(orderId);
    }
    if (admin && type === 'client_message') return paths.admin.order(orderId);
  }
  switch (type) {
    case 'sav_request':
      return paths.admin.sav;
    case 'client_registration':
      return paths.admin.clients;
    case 'order_completion':
      return admin ? paths.admin.completed : paths.orders;
    case 'new_order':
      return paths.admin.files;
    case 'client_message':
      return admin ? paths.admin.chat : paths.home;
    case 'admin_reply':
      return paths.chat;
    case 'file_ready':
      return admin ? paths.admin.home : paths.orders;
    case 'security_alert':
      return admin ? paths.admin.security : paths.home;
    case 'low_credits':
      return admin ? paths.admin.home : paths.credits;
    default:
      return admin ? paths.admin.home : paths.home;
  }
}
