import { fr } from '@/i18n/fr';
import { cn } from '@/lib/utils';
import { Spinner } from './ui/spinner';

/** Centred spinner while a page (or the session) loads. */
export function PageSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div className={cn('flex items-center justify-center', fullScreen ? 'min-h-dvh' : 'min-h-64 py-16')}>
      <Spinner className="size-7" label={fr.common.loading} />
    </div>
  );
}
