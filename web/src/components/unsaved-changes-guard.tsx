import { useEffect, useRef } from 'react';
import { type Location, useBlocker } from 'react-router-dom';
import { LazyConfirmDialog, loadConfirmDialog } from '@/components/lazy-confirm-dialog';
import { fr } from '@/i18n/fr';

export interface UnsavedChangesTexts {
  title: string;
  text: string;
  confirm: string;
}

const otherPage = (current: Location, next: Location) => current.pathname !== next.pathname;

interface GuardState {
  dirty: boolean;
  leaves: (current: Location, next: Location) => boolean;
}

/**
 * Every guard on screen. React Router consults only the blocker registered last, and a page may
 * hold two forms (Paramètres keeps its two tabs mounted): each guard's blocker asks them all.
 */
const mounted = new Set<{ current: GuardState }>();

const anyBlocks = (current: Location, next: Location) =>
  [...mounted].some((guard) => guard.current.dirty && guard.current.leaves(current, next));

/**
 * While `dirty`: a navigation that `leaves` (by default: to another page) asks first, and closing
 * or reloading the tab gets the browser's own warning. Needs the data router (app/router.tsx).
 */
export function UnsavedChangesGuard({
  dirty,
  texts,
  leaves = otherPage,
}: {
  dirty: boolean;
  texts: UnsavedChangesTexts;
  leaves?: (current: Location, next: Location) => boolean;
}) {
  const self = useRef<GuardState>({ dirty, leaves });
  useEffect(() => {
    self.current = { dirty, leaves };
  });
  useEffect(() => {
    const guard = self;
    mounted.add(guard);
    return () => void mounted.delete(guard);
  }, []);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => anyBlocks(currentLocation, nextLocation));

  useEffect(() => {
    if (!dirty) return;
    // Fetched ahead: the question must come up at once when a navigation is blocked.
    void loadConfirmDialog().catch(() => undefined);
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium shows the warning only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <LazyConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
      title={texts.title}
      description={texts.text}
      confirmLabel={texts.confirm}
      busyLabel={texts.confirm}
      // « Annuler » beside « Abandonner la commande » reads as the same choice (issue 37).
      cancelLabel={fr.common.stay}
      busy={false}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
