import { exportStatusLabels } from '@app/shared/privacy/schemas';

/** Issue 24: the privacy notice (/confidentialite), 'Mes données' and the data exports. */
export const privacyFr = {
  title: 'Politique de confidentialité',
  intro:
    'Ce portail traite les données des garages clients et de leurs véhicules pour les prestations de reprogrammation. Cette page dit qui en est responsable, pourquoi elles sont traitées, combien de temps elles sont gardées et comment exercer vos droits.',
  loadError: 'Impossible de charger la politique de confidentialité',
  contents: 'Sommaire',

  controllerTitle: 'Responsable du traitement',
  controllerUnset: "L'identité du responsable n'est pas encore renseignée par l'administration.",
  siren: 'SIREN',
  email: 'E-mail',
  phone: 'Téléphone',

  purposesTitle: 'Finalités et bases légales',
  purposes: [
    { what: 'Gestion des comptes des garages et accès au portail', basis: 'exécution du contrat' },
    {
      what: 'Traitement des commandes\u202f: fichiers ECU, véhicule (immatriculation, VIN), versions livrées, demandes de SAV',
      basis: 'exécution du contrat',
    },
    { what: "Échanges avec l'équipe\u202f: discussions des commandes et support", basis: 'exécution du contrat' },
    { what: 'Notifications dans le portail et par e-mail (désactivables depuis votre profil)', basis: 'exécution du contrat' },
    { what: 'Facturation et comptabilité', basis: 'obligation légale' },
    { what: 'Sécurité du portail\u202f: journaux de connexion avec adresses IP', basis: 'intérêt légitime' },
  ],

  retentionTitle: 'Données conservées et durées',
  retentionIntro: 'Les durées ci-dessous sont celles appliquées par le portail\u202f: passé ce délai, les données sont supprimées automatiquement.',
  dataColumn: 'Données',
  durationColumn: 'Durée de conservation',
  accountRow: 'Compte (identité, coordonnées, logo), discussions et messages de support',
  accountDuration:
    "Tant que le compte existe. À l'effacement, les commandes sont conservées sous un pseudonyme\u202f; seules les factures gardent l'identité légale de l'acheteur.",
  retentionRows: {
    ecuFilesMonths: { data: 'Fichiers ECU des commandes terminées (lectures et versions, qui portent le VIN)', after: 'après la fin de la commande' },
    chatAttachmentsMonths: { data: 'Pièces jointes des discussions', after: 'après leur envoi' },
    securityLogsMonths: { data: 'Journaux de sécurité (adresses IP des connexions)', after: '' },
    notificationsDays: { data: 'Notifications', after: '' },
    exportsDays: { data: 'Archives «\u202fTélécharger mes données\u202f»', after: 'après leur préparation' },
    auditYears: { data: "Historique des actions (qui a fait quoi, quand)", after: '' },
    invoicesYears: { data: 'Factures et avoirs', after: "(obligation comptable, à compter de l'émission)" },
  },

  recipientsTitle: 'Destinataires',
  recipients: [
    "L'équipe du prestataire (les administrateurs du portail), pour traiter vos commandes et vous répondre.",
    'Hébergeur\u202f: Amazon Web Services EMEA SARL (AWS), qui stocke les données et envoie les e-mails du portail depuis sa région Europe (Paris), eu-west-3, en France. Les pages du portail sont diffusées par son réseau CloudFront.',
    "Aucune donnée n'est vendue ni cédée à des fins commerciales.",
  ],

  rightsTitle: 'Vos droits',
  rights: [
    { name: 'Accès et portabilité', text: 'obtenir une copie de vos données dans un format lisible par machine (JSON).' },
    { name: 'Rectification', text: 'faire corriger une donnée inexacte.' },
    { name: 'Effacement', text: "faire supprimer votre compte\u202f; les factures restent conservées 10 ans, comme la loi l'impose." },
    { name: 'Opposition', text: 'vous opposer à un traitement fondé sur notre intérêt légitime.' },
  ],
  howTitle: 'Comment les exercer',
  howProfile:
    "Depuis votre profil, carte «\u202fMes données\u202f»\u202f: «\u202fTélécharger mes données\u202f» prépare une archive de tout ce que le portail détient sur vous, «\u202fDemander l'effacement de mon compte\u202f» transmet votre demande à l'administration.",
  howEmail: (email: string) => `Ou écrivez au responsable du traitement\u202f: ${email}.`,
  howContact: "Ou contactez l'administration depuis «\u202fChat & support\u202f».",

  complaintTitle: 'Réclamation',
  complaint:
    "Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la CNIL (Commission nationale de l'informatique et des libertés), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, ou sur",
  cnilLink: 'www.cnil.fr',

  versionsTitle: 'Versions',
  noticeVersion: (version: string, date: string) => `Politique de confidentialité, version ${version}, mise à jour le ${date}.`,
  termsVersion: (version: string) => `Conditions générales, version ${version}.`,

  /** The profile's 'Mes données' card. */
  myData: {
    title: 'Mes données',
    description: "Téléchargez tout ce que le portail détient sur vous, ou demandez l'effacement de votre compte.",
    policyLink: 'Politique de confidentialité',
    erase: "Demander l'effacement de mon compte",
    erasing: 'Envoi…',
    eraseTitle: "Demander l'effacement de votre compte\u202f?",
    eraseErased:
      "Seront effacés\u202f: votre compte et vos identifiants, votre logo, vos sessions, vos discussions et votre fil de support, vos notifications, puis vos fichiers à la fin de leur durée de conservation.",
    eraseKept:
      "Seront conservés\u202f: vos commandes, sous un pseudonyme («\u202fClient supprimé\u202f»), et vos factures, qui gardent votre identité légale pendant 10 ans, comme la loi l'impose.",
    eraseNext: "L'administration traite la demande et vous confirme l'effacement. Pensez à télécharger vos données avant.",
    eraseConfirm: 'Envoyer la demande',
    eraseSent: 'Demande envoyée',
    eraseError: "Impossible d'envoyer la demande",
    requestedOn: (date: string) => `Demande envoyée le ${date}`,
    requestLoadError: "Impossible de lire l'état de votre demande d'effacement",
  },

  /** The list of exports (profile and the administrator's client card). */
  exports: {
    title: 'Exports',
    download: 'Télécharger mes données',
    adminDownload: 'Exporter les données',
    preparing: 'Préparation…',
    started: "L'export est en préparation\u202f: il apparaît ci-dessous dès qu'il est prêt.",
    startError: "Impossible de lancer l'export",
    listLabel: 'Exports de données',
    empty: 'Aucun export pour le moment.',
    loadError: 'Impossible de charger les exports',
    statusLabels: exportStatusLabels,
    requestedOn: (date: string) => `Demandé le ${date}`,
    readyOn: (date: string) => `prêt le ${date}`,
    expiresOn: (date: string) => `disponible jusqu'au ${date}`,
    save: 'Télécharger',
    saveLabel: (date: string) => `Télécharger l'export du ${date}`,
    saving: 'Ouverture…',
    saveError: "Impossible de télécharger l'export",
    fileName: 'mes-donnees.zip',
  },

  /** The administrator's 'Exporter les données' dialog of a client card. */
  adminExports: {
    title: 'Données personnelles',
    description: (name: string) => `Archive de tout ce que le portail détient sur ${name}\u202f: compte, commandes, discussions, factures, historique.`,
  },
} as const;
