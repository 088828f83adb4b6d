import { LogOut, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { authFr } from '@/features/auth/fr';
import { cn } from '@/lib/utils';
import { useLogout } from '@/features/auth/api/logout';

export interface SessionActionsProps {
  retryLabel: string;
  onRetry: () => void;
  /** While the session reloads: the retry button is disabled and its icon spins. */
  retrying?: boolean;
  className?: string;
}

/** The row under a session screen (error, account pending): try again, or log out. */
export function SessionActions({ retryLabel, onRetry, retrying = false, className }: SessionActionsProps) {
  const logout = useLogout();
  return (
    <div className={cn('flex flex-col gap-2 sm:flex-row', className)}>
      <Button className="sm:flex-1" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
        {retryLabel}
      </Button>
      <Button variant="outline" className="sm:flex-1" onClick={logout}>
        <LogOut aria-hidden="true" />
        {authFr.logout}
      </Button>
    </div>
  );
}
