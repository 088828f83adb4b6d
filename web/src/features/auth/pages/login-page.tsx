import { Clock } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { authFr } from '@/features/auth/fr';
import { isSessionExpiredState } from '@/lib/api/session-expiry';
import { usePageTitle } from '@/lib/hooks/use-page-title';
import { WorkshopStatusBadge } from '@/components/workshop-status-badge';
import { AuthFooterLink, AuthLayout } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { paths } from '@/lib/paths';

export function LoginPage() {
  usePageTitle(authFr.loginTitle);
  const expired = isSessionExpiredState(useLocation().state);
  return (
    <AuthLayout
      title={authFr.loginTitle}
      subtitle={authFr.loginSubtitle}
      footer={<AuthFooterLink prompt={authFr.noAccount} to={paths.register} label={authFr.goRegister} />}
    >
      {expired ? (
        <p
          role="status"
          className="mb-4 flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {authFr.sessionExpired}
        </p>
      ) : null}
      <WorkshopStatusBadge className="mb-4" />
      <LoginForm />
    </AuthLayout>
  );
}
