import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from '@/components/ui/confirm-dialog';

export const loadConfirmDialog = () => import('@/components/ui/confirm-dialog');
const ConfirmDialog = lazy(async () => ({ default: (await loadConfirmDialog()).ConfirmDialog }));

/**
 * ConfirmDialog as its own chunk (Radix alert dialog), mounted from its first opening on: for a
 * page that asks rarely (a navigation away from unsaved changes), not on its first load.
 */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
