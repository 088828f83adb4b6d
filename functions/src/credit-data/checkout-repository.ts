import { epochSeconds, nowIso } from '../lib/db/keys';
import { transact, type TransactionItem } from '../lib/db/transaction';
import { checkoutEntity, stripeEventEntity, type CheckoutRecord } from './credit-record';

/** Applied events are remembered this long: Stripe retries an event for 3 days. */
const EVENT_MEMORY_SECONDS = 30 * 24 * 3600;

/** An event already applied, or a checkout already past the state it would move from: nothing to do. */
export class AlreadyApplied extends Error {}

export const getCheckout = (sessionId: string) => checkoutEntity.get(sessionId);

export async function createCheckout(checkout: CheckoutRecord): Promise<void> {
  await checkoutEntity.create(checkout);
}

/** The event's marker: a replay of the same event is refused by it. */
const eventMarker = (event: { id: string; type: string }) =>
  stripeEventEntity.createItem(
    { event_id: event.id, event_type: event.type, received_at: nowIso(), expires_at: epochSeconds(new Date()) + EVENT_MEMORY_SECONDS },
    () => new AlreadyApplied(),
  );

/** The items moving a checkout from one of `from` to `to`, with the event's marker: refused (AlreadyApplied) otherwise. */
export function checkoutMoveItems(
  checkout: CheckoutRecord,
  from: readonly CheckoutRecord['status'][],
  to: CheckoutRecord['status'],
  event: { id: string; type: string },
  also: Pick<CheckoutRecord, 'invoice_problem'> = {},
): TransactionItem<AlreadyApplied>[] {
  const values = Object.fromEntries(from.map((status, i) => [`:from${i}`, status]));
  const condition = { expression: `#status IN (${Object.keys(values).join(', ')})`, names: { '#status': 'status' }, values };
  return [
    checkoutEntity.updateItem(checkoutEntity.keyOf(checkout), { set: { ...also, status: to, updated_at: nowIso() }, condition }, () => new AlreadyApplied()),
    eventMarker(event),
  ];
}

/** Moves a checkout (see checkoutMoveItems) on its own; a replay or a later state changes nothing. */
export async function moveCheckout(checkout: CheckoutRecord, from: readonly CheckoutRecord['status'][], to: CheckoutRecord['status'], event: { id: string; type: string }) {
  if (!from.includes(checkout.status)) return;
  await transact(checkoutMoveItems(checkout, from, to, event)).catch(ignoreApplied);
}

/** Swallows AlreadyApplied (a replay), rethrows the rest. */
export const ignoreApplied = (error: unknown): void => {
  if (!(error instanceof AlreadyApplied)) throw error;
};
