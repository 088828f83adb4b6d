import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterWanted, loadSonner, subscribeToasterWanted } from '@/lib/toast/deferred-toast';

const Toaster = lazy(async () => ({ default: (await loadSonner()).Toaster }));

/** The app's toasts, mounted with the first toast (lib/toast/deferred-toast.ts, lib/toast/toast.ts). */
export function DeferredToaster() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, isToasterWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster visibleToasts={3} duration={4000} richColors position="bottom-right" />
    </Suspense>
  );
}
