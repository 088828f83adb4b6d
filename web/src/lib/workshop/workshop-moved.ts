/**
 * The push channel's 'workshop' topic (issue 42) as an event: the status badge reads GET
 * /api/workshop without TanStack Query (the login page has none), so it listens for this instead
 * of a query key.
 */
const moved = new EventTarget();

export const announceWorkshopMoved = (): void => void moved.dispatchEvent(new Event('moved'));

/** Calls `then` each time the workshop's hours or chosen status move; answers the unsubscribe. */
export function onWorkshopMoved(then: () => void): () => void {
  moved.addEventListener('moved', then);
  return () => moved.removeEventListener('moved', then);
}
