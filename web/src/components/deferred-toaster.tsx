import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { isToasterWanted, loadSonner, subscribeToasterWanted, wantToaster } from '@/lib/toast/deferred-toast';

const Toaster = lazy(async () => ({ default: (await loadSonner()).Toaster }));

/** The app's toasts, mounted once a toast or a signed-in layout asks for them (lib/toast/deferred-toast.ts). */
export function DeferredToaster() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, isToasterWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster visibleToasts={3} duration={4000} richColors position="bottom-right" />
    </Suspense>
  );
}

/** For the signed-in layouts: their pages toast with sonner directly, so the Toaster mounts with them. */
export function useToaster(): void {
  useEffect(() => wantToaster(), []);
}
