/** Typed key builders of the single table (see docs/data-model.md). */

/** The sort keys of the invoices waiting for the seller's identity, in the settings partition. */
export const PENDING_INVOICE_PREFIX = 'INVOICEPENDING#';

export const keys = {
  user: (id: string) => ({ pk: `USER#${id}`, sk: 'USER' }),
  email: (email: string) => ({ pk: `EMAIL#${email}`, sk: 'EMAIL' }),
  /** One sign-in's chain of refresh tokens. */
  refreshFamily: (familyId: string) => ({ pk: `REFRESHFAM#${familyId}`, sk: 'REFRESHFAM' }),
  securityLog: (timestamp: string, id: string) => ({ pk: 'SECLOG', sk: `${timestamp}#${id}` }),
  /** Every category and service sits in one partition: the catalogue is one Query. */
  category: (id: string) => ({ pk: 'CATALOG', sk: `CATEGORY#${id}` }),
  service: (categoryId: string, id: string) => ({ pk: 'CATALOG', sk: `CATEGORY#${categoryId}#SERVICE#${id}` }),
  /** A client's discounts sit beside its user item: one Query per client. */
  discount: (clientId: string, categoryId: string) => ({ pk: `USER#${clientId}`, sk: `DISCOUNT#${categoryId}` }),
  order: (id: string) => ({ pk: `ORDER#${id}`, sk: 'ORDER' }),
  /** The analysis POST /api/uploads/analysis made of a new order's upload, beside the order to come (a TTL). */
  uploadAnalysis: (orderId: string) => ({ pk: `ORDER#${orderId}`, sk: 'UPLOADANALYSIS' }),
  /** One lookup key of an order (a prefix of its plate, VIN or company, its short id), beside it. */
  orderLookup: (orderId: string, key: string) => ({ pk: `ORDER#${orderId}`, sk: `LOOKUP#${key}` }),
  /** A user's notifications sit beside its account, newest last (ids sort by time). */
  notification: (userId: string, id: string) => ({ pk: `USER#${userId}`, sk: `NOTIF#${id}` }),
  /** The sign-in rule (a second factor for every administrator): one item beside the settings. */
  securityPolicy: () => ({ pk: 'SETTINGS', sk: 'SECURITY_POLICY' }),
  /** The application settings: one item, one GetItem. */
  settings: () => ({ pk: 'SETTINGS', sk: 'SETTINGS' }),
  /** The workshop's opening hours, closures and chosen status (issue 42). */
  workshop: () => ({ pk: 'SETTINGS', sk: 'WORKSHOP' }),
  /** Every partner sits in one partition: the list is one Query. */
  partner: (id: string) => ({ pk: 'PARTNERS', sk: `PARTNER#${id}` }),
  /** Failed logins from one source address in one time window (a counter item with a TTL). */
  loginAddress: (addressHash: string, windowStart: string) => ({ pk: `LOGINADDR#${addressHash}`, sk: `WINDOW#${windowStart}` }),
  /** A support-chat message in its thread (a client's id, or 'all' for global messages); ids sort by time. */
  supportMessage: (threadId: string, id: string) => ({ pk: `SUPPORT#${threadId}`, sk: `MSG#${id}` }),
  /** An administrator's unread client messages in one support thread, beside its account. */
  supportUnread: (adminId: string, clientId: string) => ({ pk: `USER#${adminId}`, sk: `SUPPORTUNREAD#${clientId}` }),
  /** An issued invoice or credit note (issue 21), by its number: never deleted. */
  invoice: (id: string) => ({ pk: `INVOICE#${id}`, sk: 'INVOICE' }),
  /** The seller's identity printed on invoices: one item beside the settings. */
  invoiceSeller: () => ({ pk: 'SETTINGS', sk: 'INVOICE_SELLER' }),
  /** An order finished while the seller's identity was incomplete: its invoice waits for it (issue 37). */
  pendingInvoice: (orderId: string) => ({ pk: 'SETTINGS', sk: `${PENDING_INVOICE_PREFIX}${orderId}` }),
  /** A scheduled job's checkpoint (where a run stopped near its timeout), with a TTL. */
  jobState: (job: string) => ({ pk: `JOBSTATE#${job}`, sk: 'JOBSTATE' }),
  /** One audit entry (decision 021): immutable, never expires. */
  audit: (id: string) => ({ pk: `AUDIT#${id}`, sk: 'AUDIT' }),
  /** A client's personal-data export (issue 24), beside its account; ids sort by time. */
  privacyExport: (userId: string, id: string) => ({ pk: `USER#${userId}`, sk: `EXPORT#${id}` }),
  /** Held while one of the client's exports is in preparation: one at a time. */
  exportLock: (userId: string) => ({ pk: `USER#${userId}`, sk: 'EXPORTLOCK' }),
  /** A client's billing mode and credit balance (issue 40), beside its account: one item, every movement conditions on it. */
  creditAccount: (clientId: string) => ({ pk: `USER#${clientId}`, sk: 'CREDITS' }),
  /** One movement of a client's credits, beside its account; ids sort by time. */
  creditEntry: (clientId: string, id: string) => ({ pk: `USER#${clientId}`, sk: `CREDITLEDGER#${id}` }),
  /** Every credit pack sits in one partition: the list is one Query. */
  creditPack: (id: string) => ({ pk: 'CREDITPACKS', sk: `PACK#${id}` }),
  /** A Stripe Checkout Session we opened: whose it is and what it must pay. */
  checkout: (sessionId: string) => ({ pk: `CHECKOUT#${sessionId}`, sk: 'CHECKOUT' }),
  /** The business-wide default billing mode (decision 040). */
  creditSettings: () => ({ pk: 'CREDITS', sk: 'SETTINGS' }),
  /** One shard of the credit totals of a period ('ALL' or a Paris month '2026-11'): every movement adds to one at random. */
  creditTotals: (period: string, shard: number | '') => ({ pk: 'CREDITS', sk: `TOTALS#${period}#${shard}` }),
  /** A Stripe event already applied (a TTL item): a replay finds it and changes nothing. */
  stripeEvent: (eventId: string) => ({ pk: `STRIPEEVENT#${eventId}`, sk: 'STRIPEEVENT' }),
  /**
   * One library key of an order's original (decision 042: its SHA-256, software, hardware,
   * vehicle, services, client), beside the order; written in the order's own transactions.
   */
  libraryKey: (orderId: string, key: string) => ({ pk: `ORDER#${orderId}`, sk: `LIBRARY#${key}` }),
  /** A delivered version as a library file (its SHA-256, and whether it may be reused), beside the order. */
  libraryVersion: (orderId: string, version: string) => ({ pk: `ORDER#${orderId}`, sk: `LIBVERSION#${version}` }),
  /** The last pseudonym number given to an erased client ('Client supprimé #<n>'). */
  erasureSequence: () => ({ pk: 'COUNTERS', sk: 'ERASURESEQ' }),
} as const;

/**
 * Index keys: gsi1 = collection by creation date, gsi2 = by status, gsi3 = per owner or sparse
 * flags, gsi4 = per owner and status.
 */
/** The gsi2 partition of one subject's unread notifications (queried whole when its task is done). */
export const notificationSubjectPartition = (subject: string) => `NOTIFSUBJECT#${subject}`;
/** The gsi4 partition of one order's unread notifications, every recipient's (acting on the order reads them). */
export const notificationOrderPartition = (orderId: string) => `NOTIFORDER#${orderId}`;

export const indexKeys = {
  usersByRole: (role: string, createdAt: string, id: string) => ({
    gsi1pk: `USERS#${role}`,
    gsi1sk: `${createdAt}#${id}`,
  }),
  usersByStatus: (role: string, status: string, createdAt: string, id: string) => ({
    gsi2pk: `USERSTATUS#${role}#${status}`,
    gsi2sk: `${createdAt}#${id}`,
  }),
  /** One account's live sessions (refresh-token families), newest first: sparse, off when ended. */
  userSessions: (userId: string, createdAt: string, familyId: string) => ({
    gsi3pk: `SESSIONS#${userId}`,
    gsi3sk: `${createdAt}#${familyId}`,
  }),
  /**
   * The accounts of a role with a second factor, latest turned on first (issue 36, the security
   * dashboard's clients): sparse, set when a key is proved and removed when it is turned off.
   */
  twoFactorUser: (role: string, enabledAt: string, id: string) => ({ gsi4pk: `TWOFACTOR#${role}`, gsi4sk: `${enabledAt}#${id}` }),
  /** Locked accounts by the end of their lock: the accounts locked now are those after now. */
  lockedUser: (lockedUntil: string, id: string) => ({ gsi3pk: 'LOCKED', gsi3sk: `${lockedUntil}#${id}` }),
  /** All orders, newest first (administrators). */
  allOrders: (createdAt: string, id: string) => ({ gsi1pk: 'ORDERS', gsi1sk: `${createdAt}#${id}` }),
  /** Orders of one status, newest first by list date (lists to process, finished, SAV). */
  ordersByStatus: (status: string, listDate: string, id: string) => ({
    gsi2pk: `ORDERSTATUS#${status}`,
    gsi2sk: `${listDate}#${id}`,
  }),
  /** One client's orders, newest first. */
  clientOrders: (clientId: string, createdAt: string, id: string) => ({
    gsi3pk: `CLIENT#${clientId}`,
    gsi3sk: `${createdAt}#${id}`,
  }),
  /** A support-chat thread, newest first (the client's view merges its thread and the global one). */
  supportThread: (threadId: string, createdAt: string, id: string) => ({
    gsi1pk: `SUPPORT#${threadId}`,
    gsi1sk: `${createdAt}#${id}`,
  }),
  /**
   * Unread notifications about one subject (a client to approve, an order's chat), for every
   * recipient: sparse, removed when the notification is read, so doing the task finds them all.
   */
  unreadNotificationsBySubject: (subject: string, recipientId: string, id: string) => ({
    gsi2pk: notificationSubjectPartition(subject),
    gsi2sk: `${recipientId}#${id}`,
  }),
  /**
   * Unread notifications of one order, for every recipient, by recipient (gsi4, sparse: removed
   * when read): opening the order, downloading a version or reading its chat finds them with one
   * Query (issue 37).
   */
  unreadNotificationsByOrder: (orderId: string, recipientId: string, id: string) => ({
    gsi4pk: notificationOrderPartition(orderId),
    gsi4sk: `${recipientId}#${id}`,
  }),
  /**
   * The notifications that copy a user's words or identity (an administrator's 'Nouveau message
   * client', 'Nouvelle commande'…), every recipient's (gsi3, sparse): an erasure finds them all
   * with one Query (issue 36).
   */
  notificationsAbout: (userId: string, recipientId: string, id: string) => ({
    gsi3pk: `NOTIFABOUT#${userId}`,
    gsi3sk: `${recipientId}#${id}`,
  }),
  /** The orders of one lookup key, newest first (decision 017): all clients' (gsi2), one client's (gsi4). */
  orderLookup: (key: string, createdAt: string, orderId: string) => ({
    gsi2pk: `ORDERLOOKUP#${key}`,
    gsi2sk: `${createdAt}#${orderId}`,
  }),
  clientOrderLookup: (clientId: string, key: string, createdAt: string, orderId: string) => ({
    gsi4pk: `CLIENTLOOKUP#${clientId}#${key}`,
    gsi4sk: `${createdAt}#${orderId}`,
  }),
  /** One client's orders of one status, newest first by list date (the tabs of 'Mes commandes'). */
  clientOrdersByStatus: (clientId: string, status: string, listDate: string, id: string) => ({
    gsi4pk: `CLIENTSTATUS#${clientId}#${status}`,
    gsi4sk: `${listDate}#${id}`,
  }),
  /** Invoices or credit notes by issue day, newest first (a period is a range of the sort key). */
  invoicesByKind: (kind: string, issueDate: string, number: string) => ({
    gsi1pk: `INVOICES#${kind}`,
    gsi1sk: `${issueDate}#${number}`,
  }),
  /** Every document by its client's name (compact), then day: a name's start is a prefix of the sort key. */
  invoicesByClientName: (compactName: string, issueDate: string, number: string) => ({
    gsi2pk: 'INVOICECLIENTNAMES',
    gsi2sk: `${compactName}#${issueDate}#${number}`,
  }),
  /** One client's documents, newest first ('Mes factures'). */
  clientInvoices: (clientId: string, issuedAt: string, number: string) => ({
    gsi3pk: `CLIENTINVOICES#${clientId}`,
    gsi3sk: `${issuedAt}#${number}`,
  }),
  /** One client's credit movements, newest first (gsi1). */
  creditLedger: (clientId: string, createdAt: string, id: string) => ({ gsi1pk: `CREDITLEDGER#${clientId}`, gsi1sk: `${createdAt}#${id}` }),
  /**
   * Every client's credit movements by the business's month and day (gsi2): the accountant's export
   * reads a period as one range per month (issue 40), never a Scan.
   */
  creditMovesByMonth: (parisDay: string, createdAt: string, id: string) => ({
    gsi2pk: `CREDITMONTH#${parisDay.slice(0, 7)}`,
    gsi2sk: `${parisDay}#${createdAt}#${id}`,
  }),
  /** Audit entries (decision 021), newest first: the whole business (gsi1), one administrator's (gsi2). */
  auditAll: (at: string, id: string) => ({ gsi1pk: 'AUDIT', gsi1sk: `${at}#${id}` }),
  auditByActor: (actorId: string, at: string, id: string) => ({ gsi2pk: `AUDITACTOR#${actorId}`, gsi2sk: `${at}#${id}` }),
  /** One order's entries (gsi3) and one client's, its orders' included (gsi4): sparse. */
  auditByOrder: (orderId: string, at: string, id: string) => ({ gsi3pk: `AUDITORDER#${orderId}`, gsi3sk: `${at}#${id}` }),
  auditByClient: (clientId: string, at: string, id: string) => ({ gsi4pk: `AUDITCLIENT#${clientId}`, gsi4sk: `${at}#${id}` }),
  /**
   * The library's partitions (decision 042), newest first (gsi1): the originals of one key
   * (`SHA#…`, `SW#…`, `ECUSW#…`, `HW#…`, `MAKE#…`, `MODEL#…`, `ENGINE#…`, `SERVICE#…`, `CLIENT#…`),
   * and in `SHA#…` the delivered versions of those bytes too.
   */
  library: (key: string, at: string, orderId: string, version = 'original') => ({
    gsi1pk: `LIBRARY#${key}`,
    gsi1sk: `${at}#${orderId}#${version}`,
  }),
  /**
   * The delivered versions a new order with the same original bytes and the same services may
   * reuse, latest first (gsi2, sparse: removed when revoked or not reusable).
   */
  libraryReference: (originalSha: string, servicesKey: string, at: string, orderId: string, version: string) => ({
    gsi2pk: `LIBRARYREF#${originalSha}#${servicesKey}`,
    gsi2sk: `${at}#${orderId}#${version}`,
  }),
  /** One client's exports, newest first (gsi3). */
  clientExports: (userId: string, requestedAt: string, id: string) => ({ gsi3pk: `EXPORTS#${userId}`, gsi3sk: `${requestedAt}#${id}` }),
  /** Exports of one status by a time (gsi2, sparse): requested (in preparation) or expiring (ready). */
  exportsByStatus: (status: string, at: string, userId: string, id: string) => ({
    gsi2pk: `EXPORTSTATUS#${status}`,
    gsi2sk: `${at}#${userId}#${id}`,
  }),
} as const;

export const nowIso = (): string => new Date().toISOString();
export const epochSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/** Counter items (kept in the same transaction as the writes they count). */
export const counterKeys = {
  /** Business-wide totals: orders per status, pending clients. */
  global: () => ({ pk: 'COUNTERS', sk: 'GLOBAL' }),
  /** One client's totals, beside its user item: orders, per status, unpaid count, balance due. */
  client: (clientId: string) => ({ pk: `USER#${clientId}`, sk: 'COUNTERS' }),
  /** Unpaid orders by creation day (UTC): the admin's 'unpaid this week' sums 8 of them. */
  unpaidDay: (day: string) => ({ pk: 'COUNTERS', sk: `UNPAID#${day}` }),
  /** The last number of a series of invoices ('FA') or credit notes ('AV') in a year: gap-free. */
  invoiceSequence: (series: string, year: string) => ({ pk: 'COUNTERS', sk: `INVOICESEQ#${series}#${year}` }),
  /** The first deliveries of one month (UTC), automatic and by hand, with their bounded delay histograms (decision 042). */
  deliveryMonth: (month: string) => ({ pk: 'COUNTERS', sk: `DELIVERYMONTH#${month}` }),
  /** The documents issued on one day (Paris) and their totals in cents, credit notes negative. */
  invoiceDay: (day: string) => ({ pk: 'COUNTERS', sk: `INVOICEDAY#${day}` }),
} as const;
