/** The /orders parameter naming an order to open (a notification's link). */
export const LINKED_ORDER_PARAM = 'order';
/** The /orders parameter `payment=unpaid`: the orders that make the balance due. */
export const PAYMENT_PARAM = 'payment';
/** The parameter of any client page with the new-order dialog open (it is in the history: Back closes it). */
export const NEW_ORDER_PARAM = 'new';

/** Every route of the SPA (spec §2), so that links and redirects never spell a path twice. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  orders: '/orders',
  /** 'Mes commandes' with one order's details and chat open. */
  orderLink: (id: string) => `/orders?${LINKED_ORDER_PARAM}=${encodeURIComponent(id)}`,
  /** 'Mes commandes' showing only the orders of the balance due ('Solde dû'). */
  unpaidOrders: `/orders?${PAYMENT_PARAM}=unpaid`,
  /** 'Mes commandes' with the new-order dialog open. */
  newOrder: `/orders?${NEW_ORDER_PARAM}=1`,
  simulator: '/simulator',
  imageGenerator: '/image-generator',
  profile: '/profile',
  chat: '/chat',
  terms: '/terms',
  /** The privacy notice, public (issue 24). */
  privacy: '/confidentialite',
  /** The terms, public: linked from the registration's consent box. */
  publicTerms: '/conditions',
  /** 'Mes factures' (issue 21). */
  invoices: '/invoices',
  /** 'Mes crédits' (issue 40): prepaid credits, for clients in that mode. */
  credits: '/credits',
  /** A client's enrolment in two-factor sign-in, when the business requires it (issue 36). */
  twoFactor: '/double-authentification',
  admin: {
    home: '/admin',
    clients: '/admin/clients',
    security: '/admin/security',
    /** 'Historique': the audit trail (issue 22). */
    audit: '/admin/historique',
    /** Enrolment in two-factor sign-in, when the business requires it (issue 22). */
    twoFactor: '/admin/double-authentification',
    files: '/admin/files',
    completed: '/admin/completed',
    sav: '/admin/sav',
    chat: '/admin/chat',
    discounts: '/admin/discounts',
    solutions: '/admin/solutions',
    simulator: '/admin/simulator',
    partners: '/admin/partners',
    users: '/admin/users',
    settings: '/admin/settings',
    /** 'Paramètres' open on its 'Facturation' tab (the seller's identity, issue 21). */
    invoicingSettings: '/admin/settings?tab=facturation',
    /** 'Paramètres' open on its 'Horaires' tab (the workshop's hours and status, issue 42). */
    workshopSettings: '/admin/settings?tab=horaires',
    invoices: '/admin/invoices',
    library: '/admin/library',
    libraryFile: (id: string) => `/admin/library/${encodeURIComponent(id)}`,
    libraryFileRoute: '/admin/library/:id',
    apiDocs: '/admin/api',
    order: (id: string) => `/admin/orders/${encodeURIComponent(id)}`,
    /** The route pattern of `order` (router only). */
    orderRoute: '/admin/orders/:id',
  },
} as const;
