import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { PageSpinner } from '@/components/page-spinner';
import { Card } from '@/components/ui/card';
import { useMe } from '@/features/auth/api/get-me';
import { SessionActions } from '@/features/auth/components/session-actions';
import { PendingPage } from '@/features/auth/pages/pending-page';
import { fr } from '@/i18n/fr';
import { getErrorDetail } from '@/lib/api-error';
import { hasSession } from '@/lib/tokens';

function SessionError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="flex min-h-dvh items-center justify-center px-4">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <div role="alert" className="flex items-start gap-3">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-600" />
          <p className="text-sm text-zinc-800">{getErrorDetail(error) ?? fr.auth.sessionLoadError}</p>
        </div>
        <SessionActions className="mt-6" retryLabel={fr.common.retry} onRetry={onRetry} />
      </Card>
    </div>
  );
}

/**
 * Protected pages: no session -> /login; session loading -> spinner; a client whose account is
 * not approved -> the pending screen.
 */
export function RequireAuth() {
  const me = useMe();
  if (!hasSession()) return <Navigate to="/login" replace />;
  if (me.isPending) return <PageSpinner fullScreen />;
  if (me.isError) return <SessionError error={me.error} onRetry={() => void me.refetch()} />;
  if (me.data.role === 'client' && me.data.status !== 'approved') return <PendingPage />;
  return <Outlet />;
}

/** Administrator pages: anyone else goes to /. */
export function RequireAdmin() {
  const { data: user } = useMe();
  if (user?.role !== 'admin') return <Navigate to="/" replace />;
  return <Outlet />;
}

/** The client home: an administrator visiting / goes to /admin. */
export function ClientHomeGuard({ children }: { children: ReactNode }) {
  const { data: user } = useMe();
  if (user?.role === 'admin') return <Navigate to="/admin" replace />;
  return children;
}
