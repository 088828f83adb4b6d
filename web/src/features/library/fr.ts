import type { LibrarySearchKind } from '@app/shared/library/schemas';

/** The library's words (issue 41). */
export const libraryFr = {
  title: 'Bibliothèque',
  description: 'Chaque fichier original et chaque version livrée, retrouvés par leur empreinte, leur logiciel, leur véhicule…',
  searchBy: 'Rechercher par',
  kinds: {
    software: 'Numéro de logiciel',
    ecu_software: 'Famille + logiciel',
    hardware: 'Numéro de matériel',
    sha256: 'Empreinte SHA-256',
    vehicle: 'Marque / modèle / moteur',
    service: 'Service (identifiant)',
    client: 'Client (identifiant)',
  } satisfies Record<LibrarySearchKind, string>,
  term: 'Valeur recherchée',
  family: 'Famille du calculateur',
  make: 'Marque',
  model: 'Modèle',
  engine: 'Moteur',
  search: 'Rechercher',
  empty: 'Aucun fichier ne correspond.',
  prompt: 'Choisissez un critère et saisissez une valeur.',
  loadError: 'Impossible de charger la bibliothèque.',
  results: 'Fichiers trouvés',
  history: 'Historique',
  open: (id: string) => `Ouvrir l'historique de la commande #${id}`,
  order: (id: string) => `Commande #${id}`,
  software: 'Logiciel',
  hardware: 'Matériel',
  familyShort: 'Famille',
  health: { ok: 'Lecture saine', warning: 'Lecture douteuse', unreadable: 'Illisible' },
  versions: 'Versions livrées',
  noVersion: 'Aucune version livrée',
  copiedFrom: (id: string, version: string) => `copie de la commande #${id} ${version}`,
  revoked: 'Révoquée',
  reusable: 'Réutilisable',
  revoke: 'Révoquer comme référence',
  revokeDone: 'Version révoquée\u202f: elle ne sera plus livrée automatiquement.',
  notReusable: 'Marquer non réutilisable',
  reusableAgain: 'Rendre réutilisable',
  reuseDone: 'Réutilisation du fichier mise à jour.',
  sameBytes: 'Mêmes octets (autres commandes)',
  sameBytesHint: "Les commandes dont l'original a exactement les mêmes octets, et ce qui leur a été livré.",
  sameSoftware: 'Même logiciel, autres octets (indication seulement)',
  sameSoftwareListHint: 'Un même numéro de logiciel ne suffit jamais à réutiliser un fichier\u202f: les octets diffèrent.',
  none: 'Aucune',
  knownFile: 'Fichier connu',
  knownFileText: (id: string, version: string) => `Mêmes octets et mêmes services que la commande #${id}, livrée en ${version}.`,
  sameSoftwareHint: 'Même logiciel',
  sameSoftwareText: (count: number) => `${count} autre${count > 1 ? 's' : ''} commande${count > 1 ? 's' : ''} avec ce numéro de logiciel (octets différents)\u202f: une indication seulement.`,
  openHistory: 'Voir dans la bibliothèque',
  back: 'Bibliothèque',
  stats: {
    title: 'Livraisons automatiques',
    share: (share: string) => `${share} des commandes livrées ce mois-ci l'ont été automatiquement`,
    medianAuto: 'Délai médian, automatique',
    medianManual: 'Délai médian, à la main',
    none: '—',
  },
  loadMore: 'Charger plus',
  loadingMore: 'Chargement…',
  allShown: 'Tous les fichiers sont affichés',
  allResultsShown: 'Tous les résultats sont affichés',
  searchingMore: 'Recherche en cours…',
  shown: (count: string) => `${count} fichiers affichés`,
} as const;

/** A delay in words: « 10 s », « 5 min », « 2 h », « 1 j ». */
export function delayText(seconds: number | null): string {
  if (seconds === null) return libraryFr.stats.none;
  if (seconds < 60) return `≤\u00a0${seconds}\u00a0s`;
  if (seconds < 3600) return `≤\u00a0${Math.round(seconds / 60)}\u00a0min`;
  if (seconds < 86_400) return `≤\u00a0${Math.round(seconds / 3600)}\u00a0h`;
  return `≤\u00a0${Math.round(seconds / 86_400)}\u00a0j`;
}
