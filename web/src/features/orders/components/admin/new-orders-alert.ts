/**
 * Spec §7/§9: when the number of pending (en_attente) orders rises between two polls of the
 * to-process list, a browser notification says 'N nouvelle(s) commande(s)'.
 */

/**
 * How many new pending orders to announce: the rise from the previous count, or 0. The first
 * load (previous null) only sets the baseline; a fall (orders taken in charge) announces nothing.
 */
export function risingCount(previous: number | null, current: number): number {
  if (previous === null || !Number.isFinite(previous) || !Number.isFinite(current)) return 0;
  return current > previous ? current - previous : 0;
}

/** The notification text, to the letter of the spec. */
export const newOrdersMessage = (count: number): string => `${count} nouvelle(s) commande(s)`;
