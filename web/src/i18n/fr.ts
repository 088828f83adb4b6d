/**
 * The user-facing strings several features share (buttons, navigation, page titles, account lists);
 * each feature keeps its own in its fr.ts. Strings quoted by the spec are copied to the letter
 * (straight apostrophes, spaces as written); the rest follow the same tone.
 */
export const fr = {
  common: {
    loading: 'Chargement…',
    close: 'Fermer',
    cancel: 'Annuler',
    stay: 'Continuer la saisie',
    edit: 'Modifier',
    delete: 'Supprimer',
    back: 'Retour',
    retry: 'Réessayer',
    refresh: 'Actualiser',
    unexpectedError: 'Une erreur inattendue est survenue.',
    reloadPage: 'Recharger la page',
    comingSoon: "Cette page n'est pas encore disponible\u202f: la fonctionnalité arrive dans une prochaine version.",
    featureInProgress: 'Fonctionnalité en cours de développement',
    notFoundTitle: 'Page introuvable',
    notFoundText: "La page demandée n'existe pas ou a été déplacée.",
    backHome: "Retour à l'accueil",
    allFieldsRequired: 'Tous les champs sont obligatoires.',
    sessionLoadError: 'Impossible de charger votre session.',
    clearSearch: 'Effacer la recherche',
  },

  layout: {
    mainNav: 'Navigation principale',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    menuTitle: 'Menu',
    notifications: 'Notifications',
    balanceDue: 'Solde dû',
    newOrder: 'Nouvelle commande',
    skipToContent: 'Aller au contenu',
    /** The signed-in footer's link to /confidentialite (issue 24). */
    privacy: 'Politique de confidentialité',
  },

  nav: {
    client: {
      home: 'Accueil',
      profile: 'Mon profil',
      orders: 'Mes commandes',
      simulator: 'Simulateur & gains',
      imageGenerator: "Générateur d'images",
      chat: 'Chat & support',
      terms: 'Conditions & infos',
      invoices: 'Mes factures',
      credits: 'Mes crédits',
    },
    admin: {
      home: 'Accueil',
      files: 'Fichiers à modifier',
      completed: 'Fichiers terminés',
      sav: 'Demandes de SAV',
      chat: 'Chat',
      clients: 'Clients',
      discounts: 'Remises clients',
      simulator: 'Simulateur',
      solutions: 'Solutions & Catégories',
      partners: 'Partenaires',
      users: 'Administrateurs',
      settings: 'Paramètres',
      security: 'Sécurité',
      audit: 'Historique',
      invoices: 'Factures',
      library: 'Bibliothèque',
    },
  },

  publicDocument: { backToApp: "Retour à l'application" },
  pages: {
    clientHome: 'Accueil',
    orders: 'Mes commandes',
    simulator: 'Simulateur & gains',
    imageGenerator: "Générateur d'images",
    profile: 'Mon Profil',
    chat: 'Chat & support',
    terms: 'Conditions & infos',
    adminDashboard: 'Administration',
    adminClients: 'Clients',
    adminSecurity: 'Sécurité',
    adminFiles: 'Fichiers à modifier',
    adminCompleted: 'Fichiers terminés',
    adminSav: 'Demandes de SAV',
    adminChat: 'Chat',
    adminDiscounts: 'Remises Clients',
    adminSolutions: 'Solutions & Catégories',
    adminSimulator: 'Simulateur',
    adminPartners: 'Partenaires',
    adminUsers: 'Administrateurs',
    adminSettings: 'Paramètres',
    adminOrderDetail: 'Détail de la commande',
    invoices: 'Mes factures',
    adminInvoices: 'Factures',
  },

  /** The logo picker of 'Clients', 'Mon Profil' and 'Partenaires'. */
  logoPicker: {
    newLogo: 'Nouveau logo',
    choose: 'Choisir une image',
    change: "Changer d'image",
    remove: "Retirer l'image choisie",
    selected: 'Image choisie',
  },

  /** 'Charger plus' under the account lists ('Clients', the clients of 'Remises Clients', 'Administrateurs'). */
  accountPages: {
    searchClient: 'Rechercher un client',
    loadMore: 'Charger plus',
    loadingMore: 'Chargement…',
    allShown: 'Tous les comptes sont affichés',
    allResultsShown: 'Tous les résultats sont affichés',
    searchingMore: 'Recherche en cours…',
    /** Screen readers: how many accounts are on the page after 'Charger plus'. */
    shown: (count: string) => (count === '1' ? '1 compte affiché' : `${count} comptes affichés`),
  },
} as const;
