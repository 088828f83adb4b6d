import { authFr } from '@/features/auth/fr';
import { usePageTitle } from '@/lib/hooks/use-page-title';
import { AuthFooterLink, AuthLayout } from '@/features/auth/components/auth-layout';
import { RegisterForm } from '@/features/auth/components/register-form';
import { paths } from '@/lib/paths';

export function RegisterPage() {
  usePageTitle(authFr.registerTitle);
  return (
    <AuthLayout
      wide
      title={authFr.registerTitle}
      subtitle={authFr.registerSubtitle}
      footer={<AuthFooterLink prompt={authFr.haveAccount} to={paths.login} label={authFr.goLogin} />}
    >
      <RegisterForm />
    </AuthLayout>
  );
}
