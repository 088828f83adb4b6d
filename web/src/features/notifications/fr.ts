/** The header bell, its dropdown and the new-notification alerts (spec §2, §6, §8, §9). */
export const notificationsFr = {
  title: 'Notifications',
  bellLabel: (unread: number) =>
    unread === 0 ? 'Notifications' : `Notifications, ${unread} non lue${unread > 1 ? 's' : ''}`,
  unreadCount: (unread: number) => (unread === 0 ? 'Tout est lu' : `${unread} non lue${unread > 1 ? 's' : ''}`),
  unread: 'Non lue',
  loading: 'Chargement des notifications…',
  empty: 'Aucune notification',
  emptyHint: 'Vous serez prévenu ici des nouveautés.',
  loadError: 'Les notifications ne peuvent pas être chargées pour le moment.',
  retry: 'Réessayer',
  deleteAll: 'Tout supprimer',
  deleteAllTitle: 'Supprimer toutes les notifications',
  deleteAllConfirm: 'Êtes-vous sûr de vouloir supprimer toutes les notifications\u202f?',
  deleteAllDetail: 'Les notifications supprimées ne peuvent pas être récupérées.',
  deleting: 'Suppression…',
  deleted: 'Toutes les notifications ont été supprimées',
  deleteError: 'Erreur lors de la suppression',
  justNow: "À l'instant",
  newAlert: 'Nouvelle notification',
  newAlerts: (count: number) => `${count} nouvelles notifications`,
} as const;
