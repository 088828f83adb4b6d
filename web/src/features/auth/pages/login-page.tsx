import { Link } from 'react-router-dom';
import { fr } from '../../../i18n/fr';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  usePageTitle(fr.auth.loginTitle);
  return (
    <AuthLayout
      title={fr.auth.loginTitle}
      subtitle={fr.auth.loginSubtitle}
      footer={
        <>
          {fr.auth.noAccount}{' '}
          <Link
            to="/register"
            className="font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:rounded focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
          >
            {fr.auth.goRegister}
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthLayout>
  );
}
