/**
 * The words of prepaid credits that the order, settings and invoice code need (issue 40,
 * decision 040), without zod: the functions that import them do not carry the credits schemas.
 */
export const billingModes = ['postpaid', 'prepaid'] as const;
export type BillingMode = (typeof billingModes)[number];
export const ledgerKinds = ['purchase', 'order', 'refund', 'adjustment'] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

export const creditWords = {
  modeInvalid: 'Mode de facturation inconnu',
  belowOverdraft: 'Le solde ne peut pas descendre sous le découvert autorisé.',
  balanceBusy: 'Le solde a changé entre-temps. Réessayez.',
  lowBalanceTitle: 'Solde de crédits bas',
  paidWithCreditsPayment: 'Commande payée en crédits\u202f: son statut de paiement suit ses crédits (annulez-la pour les rendre).',
  paidWithCreditsPrice: 'Commande payée en crédits\u202f: son prix ne change plus (ajustez le solde du client si besoin).',
  paidWithCreditsInvoice: "Commande payée en crédits\u202f: elle n'est pas facturée, le pack acheté l'a été.",
} as const;

/** The low-balance notice (bell), once per crossing of the client's threshold. */
export const lowBalanceMessage = (balanceText: string, thresholdText: string) =>
  `Votre solde de crédits est de ${balanceText}, sous votre seuil d'alerte de ${thresholdText}.`;
