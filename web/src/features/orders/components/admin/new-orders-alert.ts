/**
 * Spec §7/§9: when the number of pending (en_attente) orders rises between two polls of the
 * to-process list, a browser notification says 'N nouvelle(s) commande(s)'.
 */

/** Pending orders in a list. */
export function countPending(orders: readonly { status: string }[]): number {
  return orders.reduce((n, order) => (order.status === 'en_attente' ? n + 1 : n), 0);
}

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
