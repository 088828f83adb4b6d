import type { OrderStatus } from '@app/shared/orders/statuses';
import type { Role } from '@app/shared/users/schemas';
import { logoSourceId, type LogoSource } from './logo-sources';

/**
 * Every TanStack Query key of the app, one factory per resource: a query and the mutations
 * that refresh it always name the same key, and features that read the same resource (the
 * catalogue page and the discounts page) share one cache entry.
 */
export const queryKeys = {
  me: ['me'] as const,
  /** GET /api/auth/sessions: the signed-in account's sessions. */
  sessions: ['me', 'sessions'] as const,
  settings: ['settings'] as const,
  orders: {
    all: ['orders'] as const,
    lists: ['orders', 'list'] as const,
    /** The pages of one list (GET /api/orders by cursor): its statuses (all when none), search text, unpaid only. */
    pages: (statuses?: readonly OrderStatus[], q = '', unpaid = false) =>
      ['orders', 'list', 'pages', statuses?.join(',') ?? 'all', q, ...(unpaid ? ['unpaid'] : [])] as const,
    /** The newest few (home and dashboard widgets): a list too, so list invalidations reach it. */
    latest: (count: number) => ['orders', 'list', 'latest', count] as const,
    /** GET /api/order-counts (tab and page counts): under lists, so every list invalidation reaches it. */
    counts: ['orders', 'list', 'counts'] as const,
    detail: (id: string) => ['orders', 'detail', id] as const,
  },
  balance: ['client', 'balance'] as const,
  /** Prepaid credits (issue 40): a mutation refreshes what it changed. */
  credits: {
    mine: ['credits', 'mine'] as const,
    myLedger: ['credits', 'mine', 'ledger'] as const,
    packs: ['credits', 'packs'] as const,
    adminPacks: ['admin', 'credit-packs'] as const,
    client: (id: string) => ['admin', 'clients', id, 'credits'] as const,
    clientLedger: (id: string) => ['admin', 'clients', id, 'credits', 'ledger'] as const,
  },
  adminStats: ['admin', 'stats'] as const,
  catalog: {
    /** GET /api/categories (clients and the new-order dialog). */
    categories: ['catalog', 'categories'] as const,
    /** GET /api/admin/categories (catalogue and discounts pages). */
    adminCategories: ['admin', 'categories'] as const,
  },
  discounts: {
    mine: ['client', 'discounts'] as const,
    ofClient: (clientId: string) => ['admin', 'clients', clientId, 'discounts'] as const,
  },
  /** Every account list of GET /api/admin/users (both roles, any search): what account changes refresh. */
  clients: ['admin', 'users'] as const,
  /** The pages of GET /api/admin/users for one role and one search text (under `clients`). */
  accounts: (role: Role, q = '') => ['admin', 'users', role, q] as const,
  /** GET /api/admin/settings (the 'Paramètres' form); `settings` is GET /api/settings. */
  adminSettings: ['admin', 'settings'] as const,
  /** GET /api/admin/workshop: the workshop's hours, closures and chosen status (issue 42). */
  adminWorkshop: ['admin', 'workshop'] as const,
  /** GET /api/partners. */
  partners: ['partners'] as const,
  /** The short-lived presigned URL of a logo: GET its route ?format=json. */
  logoUrl: (source: LogoSource) => ['logo-url', ...logoSourceId(source)] as const,
  /** A logo decoded for a canvas (image generator): under its URL's key, so what refreshes the URL refreshes it. */
  logoBitmap: (source: LogoSource) => ['logo-url', ...logoSourceId(source), 'bitmap'] as const,
  /** GET /api/changes: the caller's change feed (versions and unread counts), polled every 2 s. */
  changes: ['changes'] as const,
  notifications: {
    all: ['notifications'] as const,
    /** GET /api/notifications?limit=…: the bell's latest, refetched only when the feed's version moves. */
    latest: (limit: number) => ['notifications', 'latest', limit] as const,
  },
  supportChat: {
    /** Every support-chat query: what a move of the feed's messages_version refreshes. */
    all: ['support-chat'] as const,
    /** GET /api/client/chat (pages). */
    mine: ['support-chat', 'mine'] as const,
    /** GET /api/admin/messages?client_id= (pages): one client's thread, or 'all'. */
    thread: (threadId: string) => ['support-chat', 'thread', threadId] as const,
    /** GET /api/admin/messages/unread: the administrator's unread count per client. */
    unread: ['support-chat', 'unread'] as const,
  },
  orderChat: {
    /** Every order-chat query: what a move of the feed's messages_version refreshes. */
    all: ['order-chat'] as const,
    /** GET /api/orders/{id}/chat (pages, latest first). */
    messages: (orderId: string) => ['order-chat', orderId, 'messages'] as const,
    /** GET /api/orders/{id}/chat/unread-count. */
    unread: (orderId: string) => ['order-chat', orderId, 'unread'] as const,
    /** The presigned link of a message's attachment (an image's thumbnail). */
    attachment: (orderId: string, messageId: string) => ['order-chat', orderId, 'attachment', messageId] as const,
  },
  /** Issue 21: every invoice list and total (what issuing an invoice or a credit note refreshes). */
  invoices: {
    all: ['invoices'] as const,
    /** GET /api/invoices (the client's pages). */
    mine: ['invoices', 'mine'] as const,
    /** GET /api/admin/invoices (pages) for one search, period and kind. */
    admin: (q: string, from: string, to: string, kind: string) => ['invoices', 'admin', q, from, to, kind] as const,
    /** GET /api/admin/invoices/totals for one period. */
    totals: (from: string, to: string) => ['invoices', 'totals', from, to] as const,
  },
  /** Issue 24: the privacy notice, the personal-data exports, the erasure request. */
  privacy: {
    /** GET /api/privacy (public). */
    notice: ['privacy', 'notice'] as const,
    /** GET /api/terms (public). */
    terms: ['privacy', 'terms'] as const,
    /** The exports of the signed-in client ('mine') or of one client (its id, administrator). */
    exports: (owner: string) => ['privacy', 'exports', owner] as const,
    /** GET /api/client/privacy/erasure-request. */
    erasure: ['privacy', 'erasure'] as const,
  },
  /** GET /api/admin/invoicing/seller (the 'Facturation' settings). */
  seller: ['admin', 'invoicing', 'seller'] as const,
  security: {
    all: ['admin', 'security'] as const,
    stats: ['admin', 'security', 'stats'] as const,
    lockedAccounts: ['admin', 'security', 'locked-accounts'] as const,
    logs: (limit: number) => ['admin', 'security', 'logs', limit] as const,
    /** The administrator's security notifications (GET /api/notifications, filtered). */
    alerts: ['admin', 'security', 'alerts'] as const,
  },
};
