/** Terms page 'Conditions & infos' (spec §2). */
export const termsFr = {
  description: 'Conditions générales de vente et informations utiles.',
  empty: 'Aucune condition publiée',
  emptyHint: "Les conditions générales n'ont pas encore été rédigées.",
  loadError: 'Erreur lors du chargement',
  contents: 'Sommaire',
  publicTitle: 'Conditions générales',
} as const;
