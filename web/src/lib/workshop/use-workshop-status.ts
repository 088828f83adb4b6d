import { useEffect, useRef, useState } from 'react';
import { call } from '@/lib/api/call';
import { onFocusOrVisibility } from '@/lib/browser/focus-events';
import { nextChange, type WorkshopStatusView } from './workshop-status-text';
import { onWorkshopMoved } from './workshop-moved';

/** A reload waits this long past the instant, so that the server sees it passed. */
const AFTER_CHANGE_MS = 1_000;
/** Focus and visibility both fire on a return to the window: one call for both. */
const FOCUS_GAP_MS = 5_000;
/** setTimeout holds at most 2^31-1 ms; a chosen status may last 30 days: reload at least this often. */
const LONGEST_WAIT_MS = 6 * 3_600_000;

/**
 * GET /api/workshop (public) for the status badge (issue 42), without TanStack Query: the signed-out
 * login page has none (decision 018). Asked again at the next instant the status changes by
 * itself (a timer from the answer, not a poll), when the push channel says it moved, and when
 * the window comes back to the front.
 * Undefined until answered or when the call fails: the badge then shows nothing.
 */
export function useWorkshopStatus(): WorkshopStatusView | undefined {
  const [view, setView] = useState<WorkshopStatusView>();
  const [generation, setGeneration] = useState(0);
  const askedAt = useRef(0);

  useEffect(() => {
    askedAt.current = Date.now();
    const controller = new AbortController();
    let timer: number | undefined;
    call('GET /api/workshop', { signal: controller.signal }).then(
      (answer) => {
        setView(answer);
        const wait = Math.min(LONGEST_WAIT_MS, Math.max(0, nextChange(answer).getTime() - Date.now()) + AFTER_CHANGE_MS);
        timer = window.setTimeout(() => setGeneration((n) => n + 1), wait);
      },
      // A failure shows nothing (the status is a convenience); the next focus asks again.
      () => undefined,
    );
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [generation]);

  // An administrator changed the hours or the status: pushed to every open page (signed in).
  useEffect(() => onWorkshopMoved(() => setGeneration((n) => n + 1)), []);

  useEffect(() => onFocusOrVisibility(() => {
    if (document.visibilityState === 'visible' && Date.now() - askedAt.current > FOCUS_GAP_MS) setGeneration((n) => n + 1);
  }), []);

  return view;
}
