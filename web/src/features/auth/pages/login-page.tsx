import { Clock } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { fr } from '@/i18n/fr';
import { isSessionExpiredState } from '@/lib/session-expiry';
import { usePageTitle } from '@/lib/use-page-title';
import { AuthFooterLink, AuthLayout } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { paths } from '@/lib/paths';

export function LoginPage() {
  usePageTitle(fr.auth.loginTitle);
  const expired = isSessionExpiredState(useLocation().state);
  return (
    <AuthLayout
      title={fr.auth.loginTitle}
      subtitle={fr.auth.loginSubtitle}
      footer={<AuthFooterLink prompt={fr.auth.noAccount} to={paths.register} label={fr.auth.goRegister} />}
    >
      {expired ? (
        <p
          role="status"
          className="mb-4 flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {fr.auth.sessionExpired}
        </p>
      ) : null}
      <LoginForm />
    </AuthLayout>
  );
}
