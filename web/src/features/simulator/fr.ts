/** Performance simulator (spec §2, §8, §9). */
export const simulatorFr = {
  description: 'Estimez les gains de puissance et de couple de votre véhicule.',
  adminDescription: 'Le simulateur de performances tel que le voient vos clients.',
  frameTitle: 'Simulateur de performances',
  loading: 'Chargement du simulateur…',
  loadError: 'Erreur lors du chargement du simulateur',
  loadErrorHint: 'Le simulateur est momentanément indisponible. Vérifiez votre connexion puis réessayez.',
  notConfigured: "Le simulateur n'est pas configuré sur ce portail.",
  disclaimer: 'Scores donnés à titre indicatif',
  disclaimerDetail:
    'Les gains réels dépendent du véhicule, de son état et de sa configuration\u202f; ils sont confirmés après lecture du fichier.',
  createOrder: 'Créer une nouvelle commande',
  ctaTitle: 'Prêt à passer à la vitesse supérieure\u202f?',
  ctaText: "Envoyez-nous le fichier de votre calculateur\u202f: nous l'optimisons pour vous.",
} as const;
