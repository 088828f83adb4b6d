import { CircleAlert } from 'lucide-react';
import { type ReactNode, useDeferredValue } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/page-spinner';
import { Card } from '@/components/ui/card';
import { useMe } from '@/features/auth/api/get-me';
import { SessionActions } from '@/features/auth/components/session-actions';
import { PendingPage } from '@/features/auth/pages/pending-page';
import { fr } from '@/i18n/fr';
import { getErrorDetail } from '@/lib/api/api-error';
import { sessionExpiredState } from '@/lib/api/session-expiry';
import { hasSession, sessionEndedByExpiry } from '@/lib/api/tokens';
import { paths } from '@/lib/paths';

function SessionError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="flex min-h-dvh items-center justify-center px-4">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <div role="alert" className="flex items-start gap-3">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-600" />
          <p className="text-sm text-zinc-800">{getErrorDetail(error) ?? fr.common.sessionLoadError}</p>
        </div>
        <SessionActions className="mt-6" retryLabel={fr.common.retry} onRetry={onRetry} />
      </Card>
    </div>
  );
}

/**
 * Protected pages: no session -> /login; session loading -> spinner; a client whose account is
 * not approved -> the pending screen; an approved client without the second factor the business
 * requires -> its enrolment (issue 36: the server admits nothing else).
 */
export function RequireAuth() {
  const me = useMe();
  const { pathname } = useLocation();
  // The signed-in shell and its page mount in a deferred render, which React splits into short
  // tasks, not inside the account query's synchronous update: one long task of the main thread
  // on a phone otherwise (issue 20, the client home's and the dashboard's longest).
  const shellReady = useDeferredValue(!me.isPending);
  // A session that just ended under this page (refresh refused, tokens cleared) may re-render the
  // guard before the expiry's own navigation lands, whether its query has failed yet or not: say
  // why here too, or this navigation would replace the expiry's and its message.
  if (!hasSession()) {
    const expired = me.isError || sessionEndedByExpiry();
    return <Navigate to={paths.login} replace state={expired ? sessionExpiredState : undefined} />;
  }
  if (me.isPending || !shellReady) return <PageSpinner fullScreen />;
  if (me.isError) return <SessionError error={me.error} onRetry={() => void me.refetch()} />;
  if (me.data.role === 'client' && me.data.status !== 'approved') return <PendingPage />;
  if (me.data.role === 'client' && 'mfa_enrolment_required' in me.data && me.data.mfa_enrolment_required && pathname !== paths.twoFactor) return <Navigate to={paths.twoFactor} replace />;
  return <Outlet />;
}

/** Login and registration: a signed-in user goes home (/admin for an administrator). */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const signedIn = hasSession();
  const me = useMe();
  if (!signedIn || me.isError) return children;
  if (me.isPending) return <PageSpinner fullScreen />;
  return <Navigate to={me.data.role === 'admin' ? paths.admin.home : paths.home} replace />;
}

/** Administrator pages: anyone else goes to /. */
export function RequireAdmin() {
  const { data: user } = useMe();
  const { pathname } = useLocation();
  if (user?.role !== 'admin') return <Navigate to={paths.home} replace />;
  // Required and not set up yet: the server admits nothing else (issue 22).
  if ('mfa_enrolment_required' in user && user.mfa_enrolment_required && pathname !== paths.admin.twoFactor) return <Navigate to={paths.admin.twoFactor} replace />;
  return <Outlet />;
}

/**
 * Client pages: an administrator goes to the matching administrator page instead (/ → /admin,
 * /orders → /admin/files...), so an administrator never fills a client form the server refuses.
 */
export function ClientOnly({ page, adminTarget }: { page: ReactNode; adminTarget: string }) {
  const { data: user } = useMe();
  if (user?.role === 'admin') return <Navigate to={adminTarget} replace />;
  return page;
}
