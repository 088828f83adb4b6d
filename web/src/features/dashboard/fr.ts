export const dashboardFr = {
  description: "Vue d'ensemble de l'activité du service fichiers.",
  pendingClients: 'Nouveaux clients à valider',
  newOrders: 'Nouvelles commandes',
  completed: 'Terminées',
  unpaid: 'Impayées cette semaine',
  statsLabel: 'Indicateurs',
  recentOrders: 'Dernières commandes',
  recentOrdersHint: 'Les 5 commandes les plus récentes',
  noRecentOrders: 'Aucune commande récente',
} as const;
