import { fr } from '@/i18n/fr';
import { usePageTitle } from '@/lib/use-page-title';
import { AuthFooterLink, AuthLayout } from '@/features/auth/components/auth-layout';
import { RegisterForm } from '@/features/auth/components/register-form';
import { paths } from '@/lib/paths';

export function RegisterPage() {
  usePageTitle(fr.auth.registerTitle);
  return (
    <AuthLayout
      wide
      title={fr.auth.registerTitle}
      subtitle={fr.auth.registerSubtitle}
      footer={<AuthFooterLink prompt={fr.auth.haveAccount} to={paths.login} label={fr.auth.goLogin} />}
    >
      <RegisterForm />
    </AuthLayout>
  );
}
