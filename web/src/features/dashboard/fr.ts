export const dashboardFr = {
  // Prepaid credits (issue 40).
  creditsTitle: 'Crédits prépayés',
  creditsHint: '1\u00a0crédit = 1\u00a0€ HT de prestations',
  creditsSold: 'Crédits vendus ce mois-ci',
  creditsUsed: 'Crédits utilisés ce mois-ci',
  creditsOutstanding: 'Solde total des clients',
  description: "Vue d'ensemble de l'activité du service fichiers.",
  pendingClients: 'Nouveaux clients à valider',
  newOrders: 'Nouvelles commandes',
  completed: 'Terminées',
  unpaid: 'Impayées cette semaine',
  statsLabel: 'Indicateurs',
} as const;
