import { fr } from '@/i18n/fr';
import { usePageTitle } from '@/lib/use-page-title';
import { AuthFooterLink, AuthLayout } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';

export function LoginPage() {
  usePageTitle(fr.auth.loginTitle);
  return (
    <AuthLayout
      title={fr.auth.loginTitle}
      subtitle={fr.auth.loginSubtitle}
      footer={<AuthFooterLink prompt={fr.auth.noAccount} to="/register" label={fr.auth.goRegister} />}
    >
      <LoginForm />
    </AuthLayout>
  );
}
