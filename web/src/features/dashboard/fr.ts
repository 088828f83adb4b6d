export const dashboardFr = {
  description: "Vue d'ensemble de l'activité du service fichiers.",
  pendingClients: 'Nouveaux clients à valider',
  newOrders: 'Nouvelles commandes',
  completed: 'Terminées',
  unpaid: 'Impayées cette semaine',
  statsLabel: 'Indicateurs',
} as const;
