import { addOpenMinutes, type Interval } from './opening';
import type { WorkshopCalendar } from './schedule';

export type { Interval };

/** An order waiting in the workshop's queue, with its expected handling time in opening minutes. */
export interface QueuedOrder {
  id: string;
  created_at: string;
  express: boolean;
  minutes: number;
}

/**
 * The orders ahead of one in the queue: an express order passes every standard one, then each
 * kind is served by arrival (issue 42, item 4).
 */
export function queueAhead(queue: readonly QueuedOrder[], order: Pick<QueuedOrder, 'id' | 'created_at' | 'express'>): QueuedOrder[] {
  const arrivedBefore = (other: QueuedOrder) =>
    other.created_at < order.created_at || (other.created_at === order.created_at && other.id < order.id);
  return queue.filter((other) => other.id !== order.id && (order.express ? other.express && arrivedBefore(other) : other.express || arrivedBefore(other)));
}

export interface Estimate {
  /** How many orders are ahead. */
  ahead: number;
  /** When it should be ready, counted in opening hours; undefined when the workshop never opens in the horizon. */
  ready_at: Date | undefined;
}

/** When an order should be ready: the work ahead, then its own, in the workshop's opening hours from `now`. */
export function estimateReady(calendar: WorkshopCalendar, now: Date, ahead: readonly Pick<QueuedOrder, 'minutes'>[], ownMinutes: number): Estimate {
  const work = ahead.reduce((sum, order) => sum + order.minutes, 0) + ownMinutes;
  return { ahead: ahead.length, ready_at: addOpenMinutes(calendar, now, work) };
}

/** The median of measured handling times, or `fallback` when nothing was measured. */
export function medianMinutes(samples: readonly number[], fallback: number): number {
  if (!samples.length) return fallback;
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? fallback;
  return sorted.length % 2 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

/** An order's expected handling time: its slowest service's median (the services are worked together). */
export const orderMinutes = (serviceMedians: readonly number[], fallback: number): number =>
  serviceMedians.length ? Math.max(...serviceMedians) : fallback;
