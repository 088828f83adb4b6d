import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { fr } from '@/i18n/fr';

const t = fr.admin.settings;

/**
 * While `dirty`: a link to another page asks first ('Quitter sans enregistrer ?'), and closing
 * or reloading the tab gets the browser's own warning.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
      title={t.leaveTitle}
      description={t.leaveText}
      confirmLabel={t.leaveConfirm}
      busyLabel={t.leaveConfirm}
      busy={false}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
