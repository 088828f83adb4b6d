/** Client home (spec §2). */
export const homeFr = {
  welcome: 'Bienvenue sur votre espace client.',
  importantMessages: 'Messages importants',
  openingHours: "Horaires d'ouverture",
  quickActions: 'Accès rapides',
  actions: {
    orders: { title: 'Suivi des commandes', text: 'Vos fichiers, leurs statuts et les versions livrées' },
    simulator: { title: 'Simulateur', text: 'Estimez les gains de puissance et de couple' },
    chat: { title: 'Support', text: 'Échangez avec notre équipe technique' },
  },
} as const;
