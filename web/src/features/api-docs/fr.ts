/** The API reference page for administrators (issue 17). */
export const apiDocsFr = {
  nav: 'API',
  title: "Documentation de l'API",
  servers: "Serveur de l'API",
  /** The heading (for screen readers) above the reference's groups of operations. */
  operations: "Opérations de l'API",
  description:
    "Chaque appel du portail, ses paramètres, ses réponses et ses refus, générés depuis le contrat de l'API.",
  download: 'Télécharger le document OpenAPI',
  failed: "La documentation de l'API n'a pas pu être chargée. Rechargez la page.",
};
