import type { Order } from '@app/shared/orders/schemas';

const time = (value: string | null | undefined) => {
  const t = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(t) ? 0 : t;
};

/** Newest first by created_at (the server already sorts; this keeps it true after local edits). */
export function sortNewestFirst<T extends Pick<Order, 'created_at' | 'id'>>(orders: readonly T[]): T[] {
  return [...orders].sort((a, b) => time(b.created_at) - time(a.created_at) || b.id.localeCompare(a.id));
}
