import { Link } from 'react-router-dom';
import { fr } from '../../../i18n/fr';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthLayout } from '../components/auth-layout';
import { RegisterForm } from '../components/register-form';

export function RegisterPage() {
  usePageTitle(fr.auth.registerTitle);
  return (
    <AuthLayout
      wide
      title={fr.auth.registerTitle}
      subtitle={fr.auth.registerSubtitle}
      footer={
        <>
          {fr.auth.haveAccount}{' '}
          <Link
            to="/login"
            className="font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:rounded focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
          >
            {fr.auth.goLogin}
          </Link>
        </>
      }
    >
      <RegisterForm />
    </AuthLayout>
  );
}
